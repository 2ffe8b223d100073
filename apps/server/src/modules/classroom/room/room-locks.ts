/**
 * The classroom locks kept in the room's record (ADR 0075, L1–L6): shared by every node through the room store,
 * for the lesson. Handlers of locked actions call `refuseIfLocked` where the action enters.
 */
import { type ClassroomLocks, type LockName, lockTexts, noLocks } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { isLockedFor } from '../classroom.policy.js';
import type { Member, RoomStore } from './room-state.js';

/** The locks in force in a room (nothing locked when it has none). */
export const locksOf = async (state: RoomStore, roomKey: string): Promise<ClassroomLocks> => ({
  ...noLocks,
  ...(await state.meta(roomKey))?.locks,
});

/** Changes the switches named, under the room's lock so two hosts' changes never undo each other (L1). */
export function changeLocks(state: RoomStore, roomKey: string, change: Partial<ClassroomLocks>) {
  return state.withLock(roomKey, async () => {
    const before = await locksOf(state, roomKey);
    const after = { ...before, ...change };
    await state.patchMeta(roomKey, { locks: after });
    return { before, after };
  });
}

/** An error carrying the lock's refusal text (the ack's `error`), for a student who tries a locked action. */
export const lockedError = (lock: LockName) => new AppError(403, 'FORBIDDEN', lockTexts.refusals[lock]);

/** Throws the lock's refusal when it stops this member; hosts pass without reading the room. */
export async function refuseIfLocked(state: RoomStore, roomKey: string, member: Member, lock: LockName) {
  if (member.isHost) return;
  if (isLockedFor(member, await locksOf(state, roomKey), lock)) throw lockedError(lock);
}
