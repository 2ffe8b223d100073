/**
 * The rules of breakout rooms as pure functions over the record kept in the room's state (ADR 0087, B1–B12): who is
 * in which room, who receives whose media and chat, the view each person is sent, and a fair random split.
 */
import {
  type BreakoutRoom,
  type BreakoutsView,
  breakoutLimits,
  breakoutTexts,
  mainRoom,
  meetRoomId,
  placeOf,
  type VisitMode,
} from '@chalkline/contracts';
import type { Member } from '../room/room-state.js';

/** The record in `RoomMeta.breakouts`: the view everyone is sent, plus whether this timer's warning went out. */
export interface BreakoutState extends BreakoutsView {
  warned: boolean;
}

/** Opens `count` rooms named by the host (or "Room n"), each with its own chat (B1, B7). */
export function openBreakouts(
  roomKey: string,
  id: string,
  input: { count: number; names?: string[]; allowChoose: boolean },
): BreakoutState {
  const rooms: BreakoutRoom[] = Array.from({ length: input.count }, (_, i) => ({
    room: i + 1,
    name: input.names?.[i] ?? breakoutTexts.roomName(i + 1),
    chatRoomId: meetRoomId.breakout(roomKey, id, i + 1),
  }));
  return { id, rooms, assignments: {}, allowChoose: input.allowChoose, endsAt: null, visits: {}, warned: false };
}

export const hasRoom = (b: BreakoutState, room: number) => b.rooms.some((r) => r.room === room);

/** The room whose chat a chat room id names (B7): 0 for the classroom's own, n for a breakout's, null for neither. */
export function chatRoomNumber(b: BreakoutState | null | undefined, roomKey: string, chatRoomId: string) {
  if (chatRoomId === meetRoomId.format(roomKey)) return mainRoom;
  return b?.rooms.find((r) => r.chatRoomId === chatRoomId)?.room ?? null;
}

/** Whether a member may write in (and read) a room's chat: their own room's, or any room's for a host (B7). */
export const mayUseChat = (b: BreakoutState | null | undefined, member: Member, room: number) =>
  member.isHost || placeOf(b, member.participant.connection) === room;

/**
 * The chat rooms a member is offered (classroom spec 3.1 `rooms`, B7): the classroom's own (the default), and the
 * breakout room's they are in, or every breakout room's for a host.
 */
export function chatRoomsOf(b: BreakoutState | null | undefined, roomKey: string, member: Member) {
  const own = { key: meetRoomId.format(roomKey), isDefault: true };
  const rooms = (b?.rooms ?? []).filter((r) => mayUseChat(b, member, r.room));
  return [own, ...rooms.map((r) => ({ key: r.chatRoomId, isDefault: false }))];
}

/** The members who hear what is said in `room`: those in it, and every host (the cockpit, B7, B11). */
export const membersHearing = (b: BreakoutState | null | undefined, members: Member[], room: number) =>
  members.filter((m) => m.isHost || placeOf(b, m.participant.connection) === room);

/** Sets rooms by hand (B2); null or 0 is the main room. Unknown people and rooms are the caller's to refuse. */
export function assign(b: BreakoutState, moves: { connection: string; room: number | null }[]): BreakoutState {
  const assignments = { ...b.assignments };
  for (const { connection, room } of moves) {
    if (room) assignments[connection] = room;
    else delete assignments[connection];
  }
  return { ...b, assignments };
}

/**
 * Every student at random (B3), as evenly as the rooms allow (sizes differ by at most one); hosts stay in the main
 * room. `random` returns [0, 1) like Math.random.
 */
export function shuffle(b: BreakoutState, students: string[], random: () => number = Math.random): BreakoutState {
  const order = [...students];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  // A random rotation of the rooms too, so with fewer students than rooms the first rooms are not always the full ones.
  const offset = Math.floor(random() * b.rooms.length);
  const assignments: Record<string, number> = {};
  order.forEach((connection, i) => {
    assignments[connection] = b.rooms[(i + offset) % b.rooms.length]!.room;
  });
  return { ...b, assignments };
}

/** A host visits a room (B9), or stops visiting with null. */
export function visit(b: BreakoutState, host: string, room: number | null, mode: VisitMode): BreakoutState {
  const visits = { ...b.visits };
  if (room) visits[host] = { room, mode };
  else delete visits[host];
  return { ...b, visits };
}

/** Sets or stops the timer (B5); a new timer warns again. */
export const setTimer = (b: BreakoutState, seconds: number | null, now: number): BreakoutState => ({
  ...b,
  endsAt: seconds === null ? null : now + seconds * 1000,
  warned: false,
});

/** What the timer asks for at `now`: nothing, the one-minute warning, or closing (B5). */
export function timerDue(b: BreakoutState | null | undefined, now: number): 'none' | 'warn' | 'close' {
  if (!b?.endsAt) return 'none';
  if (now >= b.endsAt) return 'close';
  if (!b.warned && b.endsAt - now <= breakoutLimits.warningMs) return 'warn';
  return 'none';
}

/**
 * The rooms as one viewer is sent them (B1): without the warning flag, and without incognito admins' places and
 * visits for those who may not see them (R12).
 */
export function viewFor(b: BreakoutState, members: Member[], seesIncognito: boolean): BreakoutsView {
  const hidden = new Set(
    seesIncognito ? [] : members.filter((m) => m.participant.config.isIncognito).map((m) => m.participant.connection),
  );
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([connection]) => !hidden.has(connection)));
  const { warned: _warned, ...view } = b;
  return { ...view, assignments: keep(b.assignments), visits: keep(b.visits) };
}
