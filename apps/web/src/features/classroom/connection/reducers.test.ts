import { describe, expect, it } from 'vitest';
import { initialClassroomState } from './classroom-state';
import {
  addReceipt,
  applySnapshot,
  applyUpdates,
  mergeMessages,
  patchParticipant,
  receiveMessage,
  removeParticipant,
  removeRequest,
  setChatVisible,
  upsertParticipant,
  upsertRequest,
} from './reducers';
import { makeMessage, makeParticipant, makeRequest, makeSnapshot, student, tutor } from './testing';

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
  const a = makeMessage({ key: 'a', createdAt: '2026-03-01T10:01:00.000Z' });
  const b = makeMessage({ key: 'b', createdAt: '2026-03-01T10:02:00.000Z' });

  it('shows a key once and orders oldest first', () => {
    const list = mergeMessages([b], [a, b, a]);
    expect(list.map((m) => m.key)).toEqual(['a', 'b']);
  });

  it('keeps the longer delivered and read lists when a page brings an older copy', () => {
    const known = { ...a, delivered: ['t', 's'], read: ['t'] };
    const fromPage = { ...a, delivered: ['t'], read: [] };
    const [merged] = mergeMessages([known], [fromPage]);
    expect(merged?.delivered).toEqual(['t', 's']);
    expect(merged?.read).toEqual(['t']);
    const [grown] = mergeMessages([fromPage], [known]);
    expect(grown?.delivered).toEqual(['t', 's']);
  });

  it('turns a pending own message into a sent one and drops its outbox', () => {
    const pending = { ...a, sent: false, outbox: { ...outboxOf(a) } };
    const [merged] = mergeMessages([pending], [{ ...a, sent: true }]);
    expect(merged?.sent).toBe(true);
    expect(merged && 'outbox' in merged).toBe(false);
  });

  it('adds receipts once; reading also delivers', () => {
    let list = addReceipt([a], 'a', 'tutor', 'read');
    expect(list[0]?.read).toEqual(['tutor']);
    expect(list[0]?.delivered).toEqual(['tutor']);
    const same = addReceipt(list, 'a', 'tutor', 'delivered');
    expect(same).toBe(list);
    list = addReceipt(list, 'missing', 'tutor', 'read');
    expect(list).toHaveLength(1);
  });

  it('R19a a receipt is a watermark: it covers the sender’s older messages, never another sender’s or newer ones', () => {
    const at = (key: string, minute: number, from = a.from) => ({
      ...a,
      key,
      from,
      createdAt: `2026-01-01T10:0${minute}:00.000Z`,
    });
    const other = { ...a.from, key: 'someone-else' };
    const list = mergeMessages([], [at('m1', 1), at('x', 2, other), at('m2', 3), at('m3', 4)]);
    const read = addReceipt(list, 'm2', 'tutor', 'read');
    expect(read.map((m) => [m.key, m.delivered, m.read])).toEqual([
      ['m1', ['tutor'], ['tutor']],
      ['x', [], []],
      ['m2', ['tutor'], ['tutor']],
      ['m3', [], []],
    ]);
    // An older receipt afterwards changes nothing; a newer delivery reaches m3 without reading it.
    expect(addReceipt(read, 'm1', 'tutor', 'delivered')).toBe(read);
    const delivered = addReceipt(read, 'm3', 'tutor', 'delivered');
    expect(delivered.at(-1)).toMatchObject({ delivered: ['tutor'], read: [] });
    expect(delivered[0]).toBe(read[0]);
  });

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

function outboxOf(message: ReturnType<typeof makeMessage>) {
  return {
    key: message.key,
    room: message.room,
    content: message.content,
    images: [],
    videos: [],
    audios: [],
    documents: [],
    to: null,
    program: null,
  };
}
