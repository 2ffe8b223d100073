/** The pure rules of breakout rooms (B1–B5, B7–B9, ADR 0087). */
import { breakoutTexts, mayReceiveMedia, meetRoomId, placeOf } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import type { Member } from '../room/room-state.js';
import {
  assign,
  chatRoomNumber,
  chatRoomsOf,
  mayUseChat,
  openBreakouts,
  setTimer,
  shuffle,
  timerDue,
  viewFor,
  visit,
} from './breakout-rules.js';

const opened = (count = 2) => openBreakouts('k', '0123456789abcdef', { count, allowChoose: false });
const member = (connection: string, flags: { isHost?: boolean; isAdmin?: boolean; incognito?: boolean } = {}) =>
  ({
    isHost: !!flags.isHost,
    participant: { connection, isAdmin: !!flags.isAdmin, config: { isIncognito: !!flags.incognito } },
  }) as unknown as Member;

describe('breakout rules', () => {
  it('B1 B7 opens numbered rooms with default names and a chat of their own each', () => {
    const b = opened(3);
    expect(b.rooms.map((r) => r.name)).toEqual([1, 2, 3].map(breakoutTexts.roomName));
    expect(new Set(b.rooms.map((r) => r.chatRoomId)).size).toBe(3);
    expect(chatRoomNumber(b, 'k', meetRoomId.format('k'))).toBe(0);
    expect(chatRoomNumber(b, 'k', b.rooms[1]!.chatRoomId)).toBe(2);
    expect(chatRoomNumber(null, 'k', b.rooms[1]!.chatRoomId)).toBeNull();
    // A breakout chat id names no classroom, so its history is not served to the whole class over HTTP.
    expect(meetRoomId.parse(b.rooms[0]!.chatRoomId)).not.toBe('k');
  });

  it('B2 assigns by hand and back to the main room', () => {
    let b = assign(opened(), [
      { connection: 'a', room: 1 },
      { connection: 'b', room: 2 },
    ]);
    expect([placeOf(b, 'a'), placeOf(b, 'b'), placeOf(b, 'c')]).toEqual([1, 2, 0]);
    b = assign(b, [{ connection: 'a', room: null }]);
    expect(placeOf(b, 'a')).toBe(0);
  });

  it('B3 shuffles every student evenly (sizes differ by at most one)', () => {
    const students = Array.from({ length: 11 }, (_, i) => `s${i}`);
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const b = shuffle(opened(3), students, random);
    const sizes = [1, 2, 3].map((room) => students.filter((s) => placeOf(b, s) === room).length);
    expect(sizes.reduce((x, y) => x + y)).toBe(11);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('B5 warns once a minute before the end, then closes', () => {
    const b = setTimer(opened(), 120, 0);
    expect(timerDue(b, 59_000)).toBe('none');
    expect(timerDue(b, 60_000)).toBe('warn');
    expect(timerDue({ ...b, warned: true }, 60_000)).toBe('none');
    expect(timerDue({ ...b, warned: true }, 120_000)).toBe('close');
    // A short timer warns at once.
    expect(timerDue(setTimer(opened(), 5, 0), 0)).toBe('warn');
    expect(timerDue(setTimer(opened(), null, 0), 10 ** 9)).toBe('none');
  });

  it('B8 B9 media reaches the same room; a visiting host hears the room, and is heard there only when speaking', () => {
    let b = assign(opened(), [
      { connection: 'a', room: 1 },
      { connection: 'b', room: 2 },
    ]);
    expect(mayReceiveMedia(null, 'a', 'b')).toBe(true);
    expect(mayReceiveMedia(b, 'a', 'b')).toBe(false);
    expect(mayReceiveMedia(b, 'a', 'host')).toBe(false);
    expect(mayReceiveMedia(b, 'host', 'c')).toBe(true);
    b = visit(b, 'host', 1, 'listen');
    expect([mayReceiveMedia(b, 'host', 'a'), mayReceiveMedia(b, 'a', 'host')]).toEqual([true, false]);
    expect(mayReceiveMedia(b, 'host', 'c')).toBe(true);
    b = visit(b, 'host', 1, 'speak');
    expect([mayReceiveMedia(b, 'a', 'host'), mayReceiveMedia(b, 'b', 'host')]).toEqual([true, false]);
    expect(mayReceiveMedia(visit(b, 'host', null, 'listen'), 'host', 'a')).toBe(false);
  });

  it('B7 a student uses their own room’s chat; a host every room’s', () => {
    const b = assign(opened(), [{ connection: 'a', room: 1 }]);
    expect([mayUseChat(b, member('a'), 1), mayUseChat(b, member('a'), 2), mayUseChat(b, member('a'), 0)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(mayUseChat(b, member('t', { isHost: true }), 2)).toBe(true);
    expect(chatRoomsOf(b, 'k', member('a')).map((r) => r.isDefault)).toEqual([true, false]);
    expect(chatRoomsOf(b, 'k', member('t', { isHost: true }))).toHaveLength(3);
  });

  it('R12 hides an incognito admin’s place and visit from those who may not see them', () => {
    const b = visit(assign(opened(), [{ connection: 'x', room: 1 }]), 'x', 2, 'listen');
    const members = [member('x', { isHost: true, isAdmin: true, incognito: true })];
    expect(viewFor(b, members, false)).toMatchObject({ assignments: {}, visits: {} });
    expect(viewFor(b, members, true).assignments).toEqual({ x: 1 });
    expect(viewFor(b, members, true)).not.toHaveProperty('warned');
  });
});
