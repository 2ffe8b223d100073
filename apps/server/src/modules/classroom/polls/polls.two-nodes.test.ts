/**
 * Polls across two nodes on one database and one Redis (ADR 0014, ADR 0073): the poll lives in the database and its
 * events go through the room's adapter, so a student on node B sees the poll a tutor on node A opened, their answer
 * reaches the tutor's counts, and a second open on node B is refused by the same one-open-poll rule (P2).
 */
import type { Poll, PollState, PollTally } from '@chalkline/contracts';
import { pollTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoNodes } from '../../../../test/two-nodes.js';

describe('polls across two nodes', () => {
  const s = useTwoNodes();

  it('P2 P4 P5 a poll opened on node A is answered on node B; counts and the one-open rule hold across nodes', async () => {
    const { nodeA, nodeB, w } = s;
    const config = { programId: w.program.id };
    const prepare = async (question: string) =>
      (
        await nodeA.app.inject({
          method: 'POST',
          url: '/api/meet/polls',
          headers: { cookie: w.tutorA.cookie },
          payload: { meetingId: w.studentA.user.meetingId, config, poll: { kind: 'true_false', question } },
        })
      ).json().data.poll as Poll;

    const { tutor, student } = await s.lessonAcrossNodes();

    const poll = await prepare('Is 11 prime?');
    const opened = student.next<{ poll: Poll }>('poll_opened');
    await tutor.emit('poll_open', { pollId: poll.id });
    expect((await opened).poll.id).toBe(poll.id);

    const tally = tutor.next<PollTally>('poll_tally');
    expect(await student.emit('poll_answer', { pollId: poll.id, choices: [0] })).toEqual({ choices: [0] });
    expect(await tally).toMatchObject({ counts: [1, 0], answered: 1 });

    // Another host (an admin) on node B cannot open another while this one is open.
    const other = await prepare('Is 12 prime?');
    const adminOnB = await s.open(nodeB, w.admin.token);
    await adminOnB.emit('launch', { config });
    expect(await adminOnB.emit('poll_open', { pollId: other.id })).toEqual({ error: pollTexts.alreadyOpen });
    // Whatever node it asks, the state is the same.
    expect((await student.emit<PollState>('poll_state', {})).myChoices).toEqual([0]);
    const closed = student.next<{ poll: Poll }>('poll_changed');
    await adminOnB.emit('poll_close', { pollId: poll.id });
    expect((await closed).poll.status).toBe('closed');
  });
});
