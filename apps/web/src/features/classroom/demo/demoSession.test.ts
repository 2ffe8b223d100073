import { demoSessionTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { admittedFakeConnection, makeParticipant, student, tutor } from '../connection/testing';
import { demoBlockedView, leavingEndsDemo } from './demoSession';

const you = { key: tutor.key, connection: tutor.connection, isHost: true, kind: 'user' as const };
const home = { label: 'Back to home', to: '/' };

describe('leavingEndsDemo', () => {
  it('ends the demo when the last host leaves', () => {
    expect(leavingEndsDemo({ you, participants: [tutor, student] })).toBe(true);
  });

  it('keeps it open while another host is in the room, even in another tab of the same person', () => {
    const admin = makeParticipant({ key: 'user-admin', connection: 'tab-admin', isAdmin: true, memberRole: 'MASTER' });
    expect(leavingEndsDemo({ you, participants: [tutor, admin, student] })).toBe(false);
    const secondTab = { ...tutor, connection: 'tab-2' };
    expect(leavingEndsDemo({ you, participants: [tutor, secondTab] })).toBe(false);
    expect(leavingEndsDemo({ you, participants: [tutor, { ...secondTab, status: 'OFFLINE' }] })).toBe(true);
  });

  it('never lets a guest, a student or someone not yet admitted end it', () => {
    const guest = { key: 'guest:1', connection: 'tab-guest', isHost: false, kind: 'guest' as const };
    expect(leavingEndsDemo({ you: guest, participants: [student] })).toBe(false);
    expect(leavingEndsDemo({ you: null, participants: [] })).toBe(false);
  });
});

describe('demoBlockedView', () => {
  it.each([
    [null, 'This demo link is incomplete', demoSessionTexts.missing],
    [
      new ApiError(404, { message: demoSessionTexts.notFound, code: 'NOT_FOUND' }),
      'Demo session not found',
      demoSessionTexts.notFound,
    ],
    [
      new ApiError(409, { message: demoSessionTexts.ended, code: 'CONFLICT' }),
      'This demo lesson has ended',
      demoSessionTexts.ended,
    ],
    [
      new ApiError(409, { message: demoSessionTexts.expired, code: 'CONFLICT' }),
      'This demo link has expired',
      demoSessionTexts.expired,
    ],
  ])('names the problem: %#', (error, title, message) => {
    expect(demoBlockedView(error, home)).toEqual({ title, message, action: home });
  });

  it('says when the check itself failed', () => {
    const view = demoBlockedView(new ApiError(0, { message: 'Network down', code: 'NETWORK_ERROR' }), home);
    expect(view.title).toBe('We couldn’t check this demo link');
    expect(view.message).toBe('Network down');
  });
});

describe('leaving a demo', () => {
  it('runs beforeLeave with the room as last seen, before telling the server', async () => {
    const seen: string[] = [];
    const { connection, socket } = admittedFakeConnection(
      {},
      {
        beforeLeave: async (state) => {
          seen.push(`${state.you?.isHost}:${state.participants.length}:${socket.sent('leave_meeting').length}`);
        },
      },
    );
    const left = connection.leave();
    await Promise.resolve();
    await Promise.resolve();
    socket.answer('leave_meeting', {});
    await left;
    expect(seen).toEqual(['true:2:0']);
    expect(socket.sent('leave_meeting')).toHaveLength(1);
  });
});
