/**
 * Changing a classroom's breakout rooms, shared by the host's events and the timer (B1–B10): the record changes under
 * the room's lock (so two hosts, or a host and a timer on another node, never undo each other), then everyone is
 * told and media follows, on this node and on the others.
 */
import type { BreakoutsClosedBy } from '@chalkline/contracts';
import type { MediaEngine } from '../../../media/create-media-engine.js';
import type { ClassroomDeps, MeetNamespace } from '../classroom-context.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo } from '../room/room-events.js';
import type { Member } from '../room/room-state.js';
import { applyBreakoutBoards } from './breakout-boards.js';
import { applyBreakoutMedia } from './breakout-media.js';
import { type BreakoutState, viewFor } from './breakout-rules.js';

export interface BreakoutDeps extends ClassroomDeps {
  engine: MediaEngine;
}

/** What `change` decides: the new record, null to close the rooms, or undefined to leave them as they are. */
export type BreakoutChange = (
  before: BreakoutState | null,
  members: Member[],
) => BreakoutState | null | undefined | Promise<BreakoutState | null | undefined>;

export interface BreakoutChanged {
  before: BreakoutState | null;
  after: BreakoutState | null;
  changed: boolean;
}

/** Applies `change` to the room's record under its lock. */
export function changeBreakouts(
  deps: ClassroomDeps,
  roomKey: string,
  change: BreakoutChange,
): Promise<BreakoutChanged> {
  return deps.state.withLock(roomKey, async () => {
    const before = (await deps.state.meta(roomKey))?.breakouts ?? null;
    const after = await change(before, await deps.state.members(roomKey));
    if (after === undefined) return { before, after: before, changed: false };
    await deps.state.patchMeta(roomKey, { breakouts: after });
    return { before, after, changed: true };
  });
}

/** Tells everyone admitted the rooms as they may see them (admins with incognito admins' places, the others without: R12). */
export async function tellBreakouts(
  nsp: MeetNamespace,
  deps: Pick<ClassroomDeps, 'state'>,
  roomKey: string,
  after: BreakoutState | null,
  closedBy?: BreakoutsClosedBy,
) {
  if (after) {
    const members = await deps.state.members(roomKey);
    await deliver(nsp, [
      emitTo({ to: 'admins', roomKey }, 'breakouts_changed', { breakouts: viewFor(after, members, true) }),
      emitTo({ to: 'non-admins', roomKey }, 'breakouts_changed', { breakouts: viewFor(after, members, false) }),
    ]);
  } else {
    await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'breakouts_changed', { breakouts: null, closedBy })]);
  }
}

/** Tells everyone the rooms, and moves media (here and on the other nodes) and boards to follow them. */
export async function announceBreakouts(
  nsp: MeetNamespace,
  deps: BreakoutDeps,
  roomKey: string,
  { before, after }: Pick<BreakoutChanged, 'before' | 'after'>,
  closedBy?: BreakoutsClosedBy,
) {
  await tellBreakouts(nsp, deps, roomKey, after, closedBy);
  await applyBreakoutMedia(nsp, deps, roomKey, before, after);
  await applyBreakoutBoards(nsp, deps, roomKey, before, after);
  deps.cluster.publish('classroom:breakouts', roomKey, JSON.stringify(before), JSON.stringify(after));
}
