/**
 * Who is still here (R11, ADR 0014). A connection whose last socket goes is recently online until `offlineAt`,
 * then offline. The node that saw the drop sets a timer; with several nodes a sweeper on every node also finds
 * sockets held by nodes whose lease lapsed (a crash leaves them behind) and members whose timer died with their
 * node. Every transition re-checks the record under the room's lock, so timers and sweepers never act twice.
 */
import { closeIfEmpty } from '../admission/admit.js';
import type { ClassroomDeps } from '../classroom-context.js';
import { aboutParticipant, emitTo, type RoomAction } from '../room/room-events.js';
import type { PendingRequest } from '../room/room-state.js';

/**
 * How long a dropped connection stays recently online before it goes offline and leaves the grid (R11). With
 * the heartbeat (realtime/server.ts: a silent socket is dropped within 10 s) a tab gone for good leaves within
 * 14 s; a brief drop that reconnects in time resumes on its tile.
 */
export const offlineAfterMs = 4_000;

/** How often each node sweeps when there are several. */
export const sweepEveryMs = 2_000;

/**
 * Marks a connection recently online once no socket of it is left. The caller holds the room's lock, delivers
 * the actions, and calls `expireIfAway` at `offlineAt` (null: nothing changed).
 */
export async function markDroppedIfGone(
  deps: ClassroomDeps,
  roomKey: string,
  connection: string,
): Promise<{ actions: RoomAction[]; offlineAt: number | null }> {
  const unchanged = { actions: [], offlineAt: null };
  const sockets = await deps.state.sockets(roomKey);
  if ([...sockets.values()].some((s) => s.connection === connection)) return unchanged;
  const member = await deps.state.member(roomKey, connection);
  if (member?.participant.status !== 'ONLINE') return unchanged;
  member.participant.status = 'RECENTLY_ONLINE';
  member.participant.updatedAt = deps.now().toISOString();
  const offlineAt = deps.now().getTime() + deps.offlineAfterMs;
  member.offlineAt = offlineAt;
  await deps.state.putMember(roomKey, member);
  const members = await deps.state.members(roomKey);
  const actions = aboutParticipant({ key: roomKey, members }, member.participant, 'temporary_disconnect', () => ({
    user: connection,
  }));
  return { actions, offlineAt };
}

/**
 * Takes a still-absent connection offline once its grace period is over, and ends an empty lesson. The drop's
 * own timer passes its `offlineAt`, so clock jitter cannot keep it waiting; a later drop has another one.
 */
export function expireIfAway(
  deps: ClassroomDeps,
  roomKey: string,
  connection: string,
  dropAt?: number,
): Promise<RoomAction[]> {
  return deps.state.withLock(roomKey, async () => {
    const member = await deps.state.member(roomKey, connection);
    if (member?.participant.status !== 'RECENTLY_ONLINE') return [];
    const due = member.offlineAt ?? 0;
    if (due !== dropAt && due > deps.now().getTime()) return [];
    // Present until the drop (when the status last changed), not until the grace period ran out (ADR 0076).
    const droppedAt = new Date(member.participant.updatedAt);
    await deps.attendance?.left(roomKey, member.identity, Number.isNaN(droppedAt.getTime()) ? deps.now() : droppedAt);
    member.participant.status = 'OFFLINE';
    member.participant.updatedAt = deps.now().toISOString();
    member.offlineAt = null;
    await deps.state.putMember(roomKey, member);
    if (member.identity.kind === 'user') deps.lifecycle.onCallChanged?.(member.identity.key);
    const members = await deps.state.members(roomKey);
    const user = member.participant;
    const actions = aboutParticipant({ key: roomKey, members }, user, 'new_joined', (total) => ({ user, total }));
    await closeIfEmpty(deps, roomKey);
    return actions;
  });
}

/**
 * One pass over every live room: sockets and requests of dead nodes are dropped, overdue members go offline.
 * `deliver` sends a meeting's actions (through the adapter, so they reach every node).
 */
export async function sweepPresence(
  deps: ClassroomDeps,
  deliver: (meetingId: string, actions: RoomAction[]) => Promise<void>,
) {
  const alive = new Map<string, Promise<boolean>>();
  const isAlive = (node: string) => {
    const known = alive.get(node) ?? deps.cluster.isAlive(node);
    alive.set(node, known);
    return known;
  };
  for (const roomKey of await deps.state.roomKeys()) {
    const room = await deps.state.meta(roomKey);
    if (!room) continue;
    const actions: RoomAction[] = [];
    const dead: string[] = [];
    for (const [socketId, s] of await deps.state.sockets(roomKey)) if (!(await isAlive(s.node))) dead.push(socketId);
    const deadRequests: PendingRequest[] = [];
    for (const r of await deps.state.requests(roomKey)) if (!(await isAlive(r.node))) deadRequests.push(r);
    if (dead.length || deadRequests.length) {
      await deps.state.withLock(roomKey, async () => {
        for (const socketId of dead) {
          const gone = await deps.state.detachSocket(roomKey, socketId);
          // No timer here: a later sweep takes the member offline.
          if (gone) actions.push(...(await markDroppedIfGone(deps, roomKey, gone.connection)).actions);
        }
        for (const r of deadRequests) {
          const connection = r.request.connection;
          if ((await deps.state.request(roomKey, connection))?.socketId !== r.socketId) continue;
          await deps.state.deleteRequest(roomKey, connection);
          actions.push(emitTo({ to: 'hosts', roomKey }, 'delete_access_request', { connection }));
        }
      });
    }
    const now = deps.now().getTime();
    for (const m of await deps.state.members(roomKey)) {
      if (m.participant.status === 'RECENTLY_ONLINE' && (m.offlineAt ?? 0) <= now)
        actions.push(...(await expireIfAway(deps, roomKey, m.participant.connection)));
    }
    if (actions.length) await deliver(room.meetingId, actions);
  }
}
