import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { AnswerOutbox, type PendingAnswer } from './answerOutbox';

const answer = (questionKey: string, seq: number, text: string): PendingAnswer => ({
  assignment: 'a1',
  questionKey,
  seq,
  text,
});
const settle = () => new Promise((r) => setTimeout(r, 30));

describe('the quiz answer outbox', () => {
  it('keeps answers given offline and sends each question’s latest once back online', async () => {
    let online = false;
    const sent: PendingAnswer[] = [];
    const outbox = new AnswerOutbox({
      store: createStore(`quiz-test-${Math.random()}`, 'answers'),
      send: async (a) => {
        if (!online) throw new ApiError(0, { message: 'offline', code: 'NETWORK_ERROR' });
        sent.push(a);
      },
      delayMs: () => 60_000,
    });
    await outbox.put(answer('q1', 1, 'first'));
    await outbox.put(answer('q1', 2, 'second'));
    await outbox.put(answer('q2', 3, 'other'));
    await settle();
    expect(sent).toEqual([]);
    // A reload finds them still waiting, the older answer replaced by the newer.
    const waiting = await outbox.pendingFor('a1');
    expect(waiting.map((a) => a.text).sort()).toEqual(['other', 'second']);

    online = true;
    expect(await outbox.flush()).toBe(0);
    expect(sent.map((a) => `${a.questionKey}:${a.text}`).sort()).toEqual(['q1:second', 'q2:other']);
    expect(await outbox.pendingFor('a1')).toEqual([]);
    outbox.close();
  });

  it('drops an answer the server refuses for good and says so', async () => {
    const refused: string[] = [];
    const outbox = new AnswerOutbox({
      store: createStore(`quiz-test-${Math.random()}`, 'answers'),
      send: async () => {
        throw new ApiError(409, { message: 'This quiz has ended', code: 'CONFLICT' });
      },
    });
    outbox.onRefused((a, error) => refused.push(`${a.questionKey}:${(error as Error).message}`));
    await outbox.put(answer('q1', 5, 'late'));
    expect(await outbox.flush()).toBe(0);
    expect(refused).toEqual(['q1:This quiz has ended']);
    outbox.close();
  });
});
