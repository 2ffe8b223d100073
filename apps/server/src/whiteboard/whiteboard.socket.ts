/** Whiteboard sync in the classroom namespace (R23–R27): open, close, document updates and awareness. */
import {
  endWhiteboardPayload,
  removeAwarenessPayload,
  startWhiteboardPayload,
  yAwarenessPayload,
  yUpdatePayload,
} from '@chalkline/contracts';
import {
  type ClassroomDeps,
  channels,
  type MeetNamespace,
  type MeetSocket,
  requireMember,
} from '../classroom/classroom-context.js';
import { AppError } from '../errors/app-error.js';
import { onEvent } from '../realtime/handle.js';
import type { WhiteboardRepository } from './whiteboard.repository.js';

export function registerWhiteboard(
  _nsp: MeetNamespace,
  deps: ClassroomDeps & { boards: WhiteboardRepository },
  socket: MeetSocket,
) {
  const hub = deps.whiteboards;
  const awarenessIds = new Set<number | string>();

  /** The board must belong to the sender's classroom. */
  async function boardOfRoom(whiteboardId: string) {
    const { roomKey } = await requireMember(deps, socket);
    if (!(await deps.boards.find(whiteboardId, roomKey)))
      throw new AppError(403, 'FORBIDDEN', 'This whiteboard belongs to another classroom');
    return roomKey;
  }
  /** The board open in the room now (another node may have just changed it). */
  const openBoard = async (roomKey: string) => (await deps.state.meta(roomKey))?.whiteboardId ?? null;

  onEvent(
    socket,
    'start_whiteboard',
    startWhiteboardPayload,
    async ({ whiteboardId }) => {
      const roomKey = await boardOfRoom(whiteboardId);
      const previous = await openBoard(roomKey);
      if (previous !== whiteboardId) {
        if (previous) {
          await hub.close(previous);
          deps.cluster.publish('board:released', previous);
        }
        await hub.open(whiteboardId);
        await deps.state.patchMeta(roomKey, { whiteboardId });
        await deps.repo.saveSettings(roomKey, { openWhiteboardId: whiteboardId });
      }
      const state = await hub.state(whiteboardId);
      socket.to(channels.all(roomKey)).emit('start_whiteboard', { whiteboardId, state });
      return { proceed: true, state };
    },
    deps.log,
  );

  onEvent(
    socket,
    'end_whiteboard',
    endWhiteboardPayload,
    async ({ whiteboardId }) => {
      const roomKey = await boardOfRoom(whiteboardId);
      if ((await openBoard(roomKey)) === whiteboardId) {
        await deps.state.patchMeta(roomKey, { whiteboardId: null });
        await hub.close(whiteboardId);
        deps.cluster.publish('board:released', whiteboardId);
        await deps.repo.saveSettings(roomKey, { openWhiteboardId: null });
        socket.to(channels.all(roomKey)).emit('end_whiteboard', { whiteboardId });
      }
      return { proceed: true };
    },
    deps.log,
  );

  onEvent(
    socket,
    'y_update',
    yUpdatePayload,
    async ({ whiteboardId, update }) => {
      const { roomKey } = await requireMember(deps, socket);
      if ((await openBoard(roomKey)) !== whiteboardId)
        throw new AppError(403, 'FORBIDDEN', 'This whiteboard is not open in your classroom');
      try {
        await hub.apply(whiteboardId, update);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(400, 'VALIDATION_FAILED', 'This whiteboard update could not be read');
      }
      socket.to(channels.all(roomKey)).emit('y_update', { whiteboardId, update });
      return {};
    },
    deps.log,
  );

  onEvent(
    socket,
    'y_awareness_update',
    yAwarenessPayload,
    async ({ update, awarenessId }) => {
      const { roomKey } = await requireMember(deps, socket);
      awarenessIds.add(awarenessId);
      socket.to(channels.all(roomKey)).emit('y_awareness_update', { update, awarenessId });
      return {};
    },
    deps.log,
  );

  const removeAwareness = (awarenessId: number | string, roomKey: string) => {
    awarenessIds.delete(awarenessId);
    socket.to(channels.all(roomKey)).emit('remove-awareness', { awarenessId });
    socket.to(channels.all(roomKey)).emit('y_remove_awareness', { awarenessId });
  };
  onEvent(
    socket,
    'remove-awareness',
    removeAwarenessPayload,
    async ({ awarenessId }) => {
      const { roomKey } = await requireMember(deps, socket);
      removeAwareness(awarenessId, roomKey);
      return {};
    },
    deps.log,
  );

  // A closed tab's cursor must not linger on everyone else's board.
  socket.on('disconnect', () => {
    const roomKey = socket.data.roomKey;
    if (roomKey) for (const id of [...awarenessIds]) removeAwareness(id, roomKey);
  });
}
