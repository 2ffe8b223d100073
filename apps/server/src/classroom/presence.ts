/**
 * Who is still here (R11, ADR 0014). A connection whose last socket goes is recently online until `offlineAt`,
 * then offline. The node that saw the drop sets a timer; with several nodes a sweeper on every node also finds
 * sockets held by nodes whose lease lapsed (a crash leaves them behind) and members whose timer died with their
 * node. Every transition re-checks the record under the room's lock, so timers and sweepers never act twice.
 */
import { closeIfEmpty } from './admit.js';
import { type ClassroomDeps, channels, emitAboutParticipant, type MeetNamespace } from './classroom-context.js';
import type { PendingRequest } from './room-state.js';

/** How often each node sweeps when there are several. */
export const sweepEveryMs = 2_000;

/** Marks a connection recently online once no socket of it is left. The caller holds the room's lock. */
export async function markDroppedIfGone(nsp: MeetNamespace, deps: ClassroomDeps, roomKey: string, connection: string) {
  const sockets = await deps.state.sockets(roomKey);
  if ([...sockets.values()].some((s) => s.connection === connection)) return;
  const member = await deps.state.member(roomKey, connection);
  if (member?.participant.status !== 'ONLINE') return;
  member.participant.status = 'RECENTLY_ONLINE';
  member.participant.updatedAt = deps.now().toISOString();
  const offlineAt = deps.now().getTime() + deps.offlineAfterMs;
  member.offlineAt = offlineAt;
  await deps.state.putMember(roomKey, member);
  const members = await deps.state.members(roomKey);
  emitAboutParticipant(nsp, { key: roomKey, members }, member.participant, (to) =>
    to.emit('temporary_disconnect', { user: connection }),
  );
  setTimeout(
    () => deps.tasks.run('taking a participant offline', () => expireIfAway(nsp, deps, roomKey, connection, offlineAt)),
    deps.offlineAfterMs,
  ).unref();
}

/**
 * Takes a still-absent connection offline once its grace period is over, and ends an empty lesson. The drop's
 * own timer passes its `offlineAt`, so clock jitter cannot keep it waiting; a later drop has another one.
 */
export function expireIfAway(
  nsp: MeetNamespace,
  deps: ClassroomDeps,
  roomKey: string,
  connection: string,
  dropAt?: number,
) {
  return deps.state.withLock(roomKey, async () => {
    const member = await deps.state.member(roomKey, connection);
    if (member?.participant.status !== 'RECENTLY_ONLINE') return;
    const due = member.offlineAt ?? 0;
    if (due !== dropAt && due > deps.now().getTime()) return;
    member.participant.status = 'OFFLINE';
    member.participant.updatedAt = deps.now().toISOString();
    member.offlineAt = null;
    await deps.state.putMember(roomKey, member);
    const members = await deps.state.members(roomKey);
    emitAboutParticipant(nsp, { key: roomKey, members }, member.participant, (to, total) =>
      to.emit('new_joined', { user: member.participant, total }),
    );
    await closeIfEmpty(deps, roomKey);
  });
}

/**
 * One pass over every live room: sockets and requests of dead nodes are dropped, overdue members go offline.
 * `namespaceOf` gives the meeting's namespace on this node, for broadcasting through the adapter.
 */
export async function sweepPresence(deps: ClassroomDeps, namespaceOf: (meetingId: string) => MeetNamespace) {
  const alive = new Map<string, Promise<boolean>>();
  const isAlive = (node: string) => {
    const known = alive.get(node) ?? deps.cluster.isAlive(node);
    alive.set(node, known);
    return known;
  };
  for (const roomKey of await deps.state.roomKeys()) {
    const room = await deps.state.meta(roomKey);
    if (!room) continue;
    const nsp = namespaceOf(room.meetingId);
    const dead: string[] = [];
    for (const [socketId, s] of await deps.state.sockets(roomKey)) if (!(await isAlive(s.node))) dead.push(socketId);
    const deadRequests: PendingRequest[] = [];
    for (const r of await deps.state.requests(roomKey)) if (!(await isAlive(r.node))) deadRequests.push(r);
    if (dead.length || deadRequests.length) {
      await deps.state.withLock(roomKey, async () => {
        for (const socketId of dead) {
          const gone = await deps.state.detachSocket(roomKey, socketId);
          if (gone) await markDroppedIfGone(nsp, deps, roomKey, gone.connection);
        }
        for (const r of deadRequests) {
          const connection = r.request.connection;
          if ((await deps.state.request(roomKey, connection))?.socketId !== r.socketId) continue;
          await deps.state.deleteRequest(roomKey, connection);
          nsp.to(channels.hosts(roomKey)).emit('delete_access_request', { connection });
        }
      });
    }
    const now = deps.now().getTime();
    for (const m of await deps.state.members(roomKey)) {
      if (m.participant.status === 'RECENTLY_ONLINE' && (m.offlineAt ?? 0) <= now)
        await expireIfAway(nsp, deps, roomKey, m.participant.connection);
    }
  }
}
