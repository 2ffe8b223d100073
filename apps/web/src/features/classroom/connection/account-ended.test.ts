import { peopleTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { indicatorOf } from './classroom-state';
import { admittedFakeConnection } from './testing';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a classroom whose account is suspended (ADR 0029)', () => {
  it('ends with the server’s text in place of the meeting and does not reconnect', async () => {
    const { connection, socket, notices } = admittedFakeConnection();
    socket.fire('alert', { code: 'account_ended', message: peopleTexts.endedBySuspension });
    expect(connection.store.get()).toMatchObject({ refused: peopleTexts.endedBySuspension, ready: false });
    expect(notices).toEqual([]);
    expect(indicatorOf(connection.store.get())).toBe('offline');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(socket.active).toBe(false);
    expect(socket.sent('launch')).toHaveLength(1);
  });
});
