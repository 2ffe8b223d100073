/** `launch`, `on_reconnect`, granting and declining access, leaving, and dropped connections (R3–R11). */
import type { LaunchConfig } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { onEvent } from '../../../realtime/handle.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { deliver } from '../participants/deliver.socket.js';
import { expireIfAway } from '../participants/presence.js';
import type { AdmissionService } from './admission.service.js';

const targetOf = (socket: MeetSocket) => ({
  socketId: socket.id,
  identity: socket.data.identity,
  instanceId: socket.data.instanceId,
});

export function registerLaunchAndAdmission(
  nsp: MeetNamespace,
  deps: ClassroomDeps & { admission: AdmissionService },
  socket: MeetSocket,
) {
  const { admission } = deps;

  async function launch(config: LaunchConfig) {
    const { ack, roomKey, connection, actions } = await admission.launch(
      { ...targetOf(socket), meetingId: socket.data.meetingId },
      config,
    );
    socket.data.roomKey = roomKey;
    // From here on the socket's connection id is the one the classroom gave it (R30).
    socket.data.instanceId = connection;
    await deliver(nsp, actions);
    return ack;
  }
  onEvent(socket, 'launch', ({ config }) => launch(config), deps.log);
  onEvent(socket, 'on_reconnect', ({ config }) => launch(config), deps.log);

  async function decide({ roomKey, member }: Admitted, connection: string, accepted: boolean) {
    const pending = await admission.pendingFor(member, roomKey, connection);
    if (accepted) {
      // The waiting socket may be on another node: the node that holds it admits it.
      const admitted = nsp.sockets.has(pending.socketId)
        ? await admitWaiting(nsp, deps, roomKey, pending.socketId)
        : (await deps.cluster.request('classroom:admit', nsp.name, roomKey, pending.socketId)).includes(true);
      if (admitted) return {};
    }
    await deliver(nsp, await admission.closeRequest(roomKey, connection, pending.socketId, !accepted));
    if (!accepted) return {};
    throw new AppError(404, 'NOT_FOUND', 'That person is no longer waiting');
  }
  onEvent(socket, 'access_granted', ({ connection }, found: Admitted) => decide(found, connection, true), deps.log);
  onEvent(
    socket,
    'access_acception',
    ({ connection, accepted }, found: Admitted) => decide(found, connection, accepted),
    deps.log,
  );

  onEvent(
    socket,
    'leave_meeting',
    async () => {
      const roomKey = socket.data.roomKey;
      if (!roomKey) return {};
      await deliver(nsp, await admission.leave(roomKey, targetOf(socket)));
      socket.data.roomKey = undefined;
      return {};
    },
    deps.log,
  );

  socket.on('disconnect', () => {
    const roomKey = socket.data.roomKey;
    if (!roomKey) return;
    deps.tasks.run('a classroom disconnect', async () => {
      const dropped = await admission.disconnect(roomKey, targetOf(socket));
      await deliver(nsp, dropped.actions);
      const { offlineAt, connection } = dropped;
      if (offlineAt === null || !connection) return;
      // Dropped, not left: recently online until the connection comes back or the grace period ends (R11).
      setTimeout(
        () =>
          deps.tasks.run('taking a participant offline', async () =>
            deliver(nsp, await expireIfAway(deps, roomKey, connection, offlineAt)),
          ),
        deps.offlineAfterMs,
      ).unref();
    });
  });
}

/** Admits a waiting socket held by this node; false when the socket or its request is gone. */
export async function admitWaiting(
  nsp: MeetNamespace,
  deps: ClassroomDeps & { admission: AdmissionService },
  roomKey: string,
  socketId: string,
) {
  const waiting = nsp.sockets.get(socketId);
  if (!waiting) return false;
  const { admitted, actions } = await deps.admission.admitWaiting(roomKey, targetOf(waiting), waiting.connected);
  if (admitted) waiting.data.roomKey = roomKey;
  await deliver(nsp, actions);
  return admitted;
}
