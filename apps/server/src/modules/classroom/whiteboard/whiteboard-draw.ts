/**
 * A member's update to a board, as `y_update` takes it: refused while the board is locked for them (L5), refused on a
 * board that is not their room's (B12: a host draws on any room's, a student on their own room's only), then applied
 * by the service, which refuses a board open nowhere in the classroom and an unreadable update (R26). The socket sends
 * the update on to those who see that room's board; the whiteboard benchmark runs this same path.
 */
import { breakoutTexts, mainRoom } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { boardRoomOf, roomOfBoard } from '../breakouts/breakout-boards.js';
import { isLockedFor } from '../classroom.policy.js';
import type { ClassroomDeps } from '../classroom-context.js';
import { lockedError } from '../room/room-locks.js';
import type { Member } from '../room/room-state.js';

/** Applies `update` to `whiteboardId` for `member`; answers the board's room and the breakout rooms, for the audience. */
export async function drawOnBoard(
  deps: Pick<ClassroomDeps, 'state' | 'whiteboards'>,
  roomKey: string,
  member: Member,
  whiteboardId: string,
  update: Uint8Array,
) {
  // The room's record is read once for the lock, the board's room and the service's open-board check: an update is
  // the hot path, and with Redis each read is a round trip.
  const meta = await deps.state.meta(roomKey);
  if (isLockedFor(member, meta?.locks, 'whiteboard')) throw lockedError('whiteboard');
  const b = meta?.breakouts ?? null;
  const room = (meta && roomOfBoard(meta, whiteboardId)) ?? mainRoom;
  // A host draws on any room's board (as in its chat, B7); a student on their own room's only.
  if (!member.isHost && boardRoomOf(b, member) !== room)
    throw new AppError(403, 'FORBIDDEN', breakoutTexts.notYourBoard);
  // Synchronous on a board loaded here (every stroke but a first one after a restart): nothing to await then.
  const applying = deps.whiteboards.apply(meta, whiteboardId, update);
  if (applying) await applying;
  return { room, b };
}
