import { describe, expect, it } from 'vitest';
import { initialClassroomState } from './classroom-state';
import {
  applySnapshot,
  applyUpdates,
  patchParticipant,
  receiveMessage,
  removeParticipant,
  removeRequest,
  setChatVisible,
  upsertParticipant,
  upsertRequest,
} from './reducers';
import { makeMessage, makeParticipant, makeRequest, makeSnapshot, outboxOf, student, tutor } from './testing';

const config = { isAudioEnabled: false, isVideoEnabled: false, isIncognito: false };
const admitted = () => applySnapshot(initialClassroomState('abc-defg-hij', config), makeSnapshot());

describe('participants', () => {
  it('adds a new connection and replaces a known one in place', () => {
    const list = upsertParticipant([tutor], student);
    expect(list.map((p) => p.connection)).toEqual(['tab-1', 'tab-student']);
    const back = upsertParticipant(list, { ...tutor, status: 'RECENTLY_ONLINE' });
    expect(back.map((p) => [p.connection, p.status])).toEqual([
      ['tab-1', 'RECENTLY_ONLINE'],
      ['tab-student', 'ONLINE'],
    ]);
  });

  it('keeps two tabs of one person apart', () => {
    const second = makeParticipant({ connection: 'tab-student-2' });
    expect(upsertParticipant([student], second)).toHaveLength(2);
  });

  it('removes by connection and leaves the list alone for strangers', () => {
    const list = [tutor, student];
    expect(removeParticipant(list, 'tab-student')).toEqual([tutor]);
    expect(removeParticipant(list, 'nobody')).toBe(list);
  });

  it('patches one participant only', () => {
    const list = patchParticipant([tutor, student], 'tab-student', { isHandRaised: true });
    expect(list.map((p) => p.isHandRaised)).toEqual([false, true]);
  });
});

describe('join requests (R6)', () => {
  it('adds, replaces per connection and removes', () => {
    const first = makeRequest();
    const again = makeRequest({ createdAt: '2026-03-01T10:09:00.000Z' });
    const other = makeRequest({ connection: 'tab-other', firstName: 'Olu' });
    let list = upsertRequest([], first);
    list = upsertRequest(list, other);
    list = upsertRequest(list, again);
    expect(list.map((r) => [r.connection, r.createdAt])).toEqual([
      ['tab-other', other.createdAt],
      ['tab-guest', again.createdAt],
    ]);
    expect(removeRequest(list, 'tab-guest').map((r) => r.connection)).toEqual(['tab-other']);
    expect(removeRequest(list, 'nobody')).toBe(list);
  });
});

describe('messages', () => {
  it('counts unread messages from others only while the chat is hidden, once per key', () => {
    let state = admitted();
    const fromStudent = makeMessage({ key: 'x' });
    state = receiveMessage(state, fromStudent);
    state = receiveMessage(state, fromStudent);
    state = receiveMessage(state, makeMessage({ key: 'mine', from: { ...fromStudent.from, key: tutor.key } }));
    expect(state.unread).toBe(1);
    state = setChatVisible(state, true);
    expect(state.unread).toBe(0);
    state = receiveMessage(state, makeMessage({ key: 'y' }));
    expect(state.unread).toBe(0);
  });
});

describe('snapshots and updates', () => {
  it('admits with the snapshot and keeps messages already held', () => {
    const pending = { ...makeMessage({ key: 'local', sent: false }), outbox: outboxOf(makeMessage()) };
    const before = { ...initialClassroomState('abc-defg-hij', config), waiting: true };
    before.messages = { ...before.messages, list: [pending] };
    const state = applySnapshot(before, makeSnapshot({ messages: [makeMessage({ key: 'server' })] }));
    expect(state).toMatchObject({ ready: true, waiting: false, total: 2, sessionId: makeSnapshot().sessionId });
    expect(state.messages.list.map((m) => m.key).sort()).toEqual(['local', 'server']);
    expect(state.messages.page).toBe(1);
  });

  it('says whether a polled update brought news', () => {
    const state = admitted();
    const same = applyUpdates(state, { participants: [tutor, student], requests: [], total: 2 });
    expect(same.changed).toBe(false);
    expect(same.state).toBe(state);
    const moved = applyUpdates(state, {
      participants: [tutor, { ...student, status: 'RECENTLY_ONLINE' }],
      requests: [makeRequest()],
      total: 2,
    });
    expect(moved.changed).toBe(true);
    expect(moved.state.requests).toHaveLength(1);
  });
});
