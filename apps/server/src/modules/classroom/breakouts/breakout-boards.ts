/**
 * A whiteboard per breakout room (ADR 0087, B12): the main room's board is the classroom's (`whiteboardId`); each
 * breakout room's is kept in the rooms' record (`boards`). A student sees and draws on their own room's board, a host
 * on the main room's, or on the room they visit. Whoever's board changes when people move, a visit starts or ends, a
 * room opens or closes a board, or the rooms close is told `start_whiteboard` (with its state) or `end_whiteboard`,
 * as media follows in breakout-media.ts; so the web needs nothing new to follow its room's board.
 */
import { breakoutTexts, mainRoom, placeOf } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import type { ClassroomDeps, MeetNamespace } from '../classroom-context.js';
import { deliver } from '../participants/deliver.socket.js';
import { type Audience, emitTo, type RoomAction } from '../room/room-events.js';
import type { Member, RoomMeta } from '../room/room-state.js';
import { narrowAudience } from './breakout-audience.js';
import { changeBreakouts, tellBreakouts } from './breakout-changes.js';
import { type BreakoutState, hasRoom } from './breakout-rules.js';

type Boards = Pick<RoomMeta, 'whiteboardId' | 'breakouts'>;

/** The room whose board a member sees: a student's own; a host's visited room, else the main room. */
export function boardRoomOf(b: BreakoutState | null | undefined, member: Member): number {
  const connection = member.participant.connection;
  return member.isHost ? (b?.visits[connection]?.room ?? mainRoom) : placeOf(b, connection);
}

/** The board open in a room (null: none). */
export const boardIn = (meta: Boards, room: number): string | null =>
  room === mainRoom ? meta.whiteboardId : (meta.breakouts?.boards?.[room] ?? null);

/** The room a board is open in (null: none). */
export function roomOfBoard(meta: Boards, whiteboardId: string): number | null {
  if (meta.whiteboardId === whiteboardId) return mainRoom;
  const found = Object.entries(meta.breakouts?.boards ?? {}).find(([, id]) => id === whiteboardId);
  return found ? Number(found[0]) : null;
}

/** `audience` narrowed to those who see `room`'s board (the audience itself while no rooms are open). */
export const boardAudience = (
  deps: Pick<ClassroomDeps, 'state'>,
  roomKey: string,
  audience: Audience,
  b: BreakoutState | null | undefined,
  room: number,
) => narrowAudience(deps, roomKey, audience, b, (m) => boardRoomOf(b, m) === room);

/**
 * Tells each member whose board is another now: `start_whiteboard` with the new board's state, or `end_whiteboard`
 * for the one they had. Closing the rooms lets their boards go (saved).
 */
export async function applyBreakoutBoards(
  nsp: MeetNamespace,
  deps: Pick<ClassroomDeps, 'state' | 'whiteboards'>,
  roomKey: string,
  before: BreakoutState | null,
  after: BreakoutState | null,
) {
  const main = (await deps.state.meta(roomKey))?.whiteboardId ?? null;
  const members = await deps.state.members(roomKey);
  const sockets = [...(await deps.state.sockets(roomKey))];
  const states = new Map<string, Uint8Array>();
  const told: RoomAction[] = [];
  for (const m of members) {
    const was = boardIn({ whiteboardId: main, breakouts: before }, boardRoomOf(before, m));
    const now = boardIn({ whiteboardId: main, breakouts: after }, boardRoomOf(after, m));
    if (was === now) continue;
    if (now && !states.has(now)) states.set(now, await deps.whiteboards.liveState(now));
    for (const [socketId, s] of sockets) {
      if (s.connection !== m.participant.connection) continue;
      const to = { to: 'socket', socketId } as const;
      told.push(
        now
          ? emitTo(to, 'start_whiteboard', { whiteboardId: now, state: states.get(now) as Uint8Array })
          : emitTo(to, 'end_whiteboard', { whiteboardId: was as string }),
      );
    }
  }
  await deliver(nsp, told);
  if (!after) for (const id of Object.values(before?.boards ?? {})) await deps.whiteboards.releaseFromBreakout(id);
}

/**
 * Opens (or switches) the board of breakout room `room` under the room's lock; a board open in another room is
 * refused. Tells everyone the rooms (hosts' cockpits show each room's board) and switches the room's people to it.
 */
export async function openBreakoutBoard(
  nsp: MeetNamespace,
  deps: ClassroomDeps,
  roomKey: string,
  room: number,
  whiteboardId: string,
) {
  let state: Uint8Array = new Uint8Array();
  const changed = await changeBreakouts(deps, roomKey, async (before) => {
    if (!before || !hasRoom(before, room)) throw new AppError(403, 'FORBIDDEN', breakoutTexts.notOpen);
    const meta = await deps.state.meta(roomKey);
    const where = meta ? roomOfBoard(meta, whiteboardId) : null;
    if (where !== null && where !== room) throw new AppError(409, 'CONFLICT', breakoutTexts.boardElsewhere);
    const previous = before.boards?.[room] ?? null;
    ({ state } = await deps.whiteboards.openInBreakout(roomKey, whiteboardId, previous));
    return previous === whiteboardId ? undefined : { ...before, boards: { ...before.boards, [room]: whiteboardId } };
  });
  if (changed.changed) await told(nsp, deps, roomKey, changed.before, changed.after);
  return { state };
}

/** Closes breakout room `room`'s board if it is `whiteboardId`; answers whether it was. */
export async function closeBreakoutBoard(
  nsp: MeetNamespace,
  deps: ClassroomDeps,
  roomKey: string,
  room: number,
  whiteboardId: string,
) {
  const changed = await changeBreakouts(deps, roomKey, (before) => {
    if (!before || before.boards?.[room] !== whiteboardId) return undefined;
    const { [room]: _closed, ...boards } = before.boards;
    return { ...before, boards };
  });
  if (!changed.changed) return { closed: false };
  await deps.whiteboards.releaseFromBreakout(whiteboardId);
  await told(nsp, deps, roomKey, changed.before, changed.after);
  return { closed: true };
}

async function told(
  nsp: MeetNamespace,
  deps: ClassroomDeps,
  roomKey: string,
  before: BreakoutState | null,
  after: BreakoutState | null,
) {
  await tellBreakouts(nsp, deps, roomKey, after);
  await applyBreakoutBoards(nsp, deps, roomKey, before, after);
}
