/**
 * Whiteboard sync in the classroom namespace (R23–R27): open, close, document updates and awareness. The
 * rules are whiteboard.service.ts; this file checks admission, calls it and sends. Cursors carry names, so an
 * incognito admin's awareness reaches admins only (R12).
 */

import { breakoutTexts, mainRoom } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { onEvent } from '../../../realtime/handle.js';
import {
  boardAudience,
  boardRoomOf,
  closeBreakoutBoard,
  openBreakoutBoard,
  roomOfBoard,
} from '../breakouts/breakout-boards.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { deliver } from '../participants/deliver.socket.js';
import { audienceOfMember, emitTo } from '../room/room-events.js';
import { refuseIfLocked } from '../room/room-locks.js';
import type { Member } from '../room/room-state.js';
import { drawOnBoard } from './whiteboard-draw.js';

export function registerWhiteboard(nsp: MeetNamespace, deps: ClassroomDeps, socket: MeetSocket) {
  const boards = deps.whiteboards;
  const awarenessIds = new Set<number | string>();
  const others = (roomKey: string) => ({ to: 'room', roomKey, exceptSocketId: socket.id }) as const;

  // While breakout rooms are open each room has its own board (B12): a student's events act on their room's, a host's
  // on the main room's or the visited room's, and reach only those who see that board.
  const roomsOf = async (roomKey: string) => {
    const meta = await deps.state.meta(roomKey);
    return { meta, b: meta?.breakouts ?? null };
  };

  onEvent(
    socket,
    'start_whiteboard',
    async ({ whiteboardId }, { roomKey, member }: Admitted) => {
      // Opening a board for everyone is drawing's bigger sibling: the same lock (L5).
      await refuseIfLocked(deps.state, roomKey, member, 'whiteboard');
      const { meta, b } = await roomsOf(roomKey);
      const room = boardRoomOf(b, member);
      if (room !== mainRoom)
        return { proceed: true, ...(await openBreakoutBoard(nsp, deps, roomKey, room, whiteboardId)) };
      if (meta && (roomOfBoard(meta, whiteboardId) ?? mainRoom) !== mainRoom)
        throw new AppError(409, 'CONFLICT', breakoutTexts.boardElsewhere);
      const { state } = await boards.start(roomKey, whiteboardId);
      const to = await boardAudience(deps, roomKey, others(roomKey), b, mainRoom);
      await deliver(nsp, [emitTo(to, 'start_whiteboard', { whiteboardId, state })]);
      return { proceed: true, state };
    },
    deps.log,
  );

  onEvent(
    socket,
    'end_whiteboard',
    async ({ whiteboardId }, { roomKey, member }: Admitted) => {
      await refuseIfLocked(deps.state, roomKey, member, 'whiteboard');
      const { b } = await roomsOf(roomKey);
      const room = boardRoomOf(b, member);
      if (room !== mainRoom) {
        await closeBreakoutBoard(nsp, deps, roomKey, room, whiteboardId);
        return { proceed: true };
      }
      const { closed } = await boards.end(roomKey, whiteboardId);
      const to = await boardAudience(deps, roomKey, others(roomKey), b, mainRoom);
      if (closed) await deliver(nsp, [emitTo(to, 'end_whiteboard', { whiteboardId })]);
      return { proceed: true };
    },
    deps.log,
  );

  onEvent(
    socket,
    'y_update',
    async ({ whiteboardId, update }, { roomKey, member }: Admitted) => {
      const { room, b } = await drawOnBoard(deps, roomKey, member, whiteboardId, update);
      const to = await boardAudience(deps, roomKey, others(roomKey), b, room);
      await deliver(nsp, [emitTo(to, 'y_update', { whiteboardId, update })]);
      return {};
    },
    deps.log,
  );

  onEvent(
    socket,
    'y_awareness_update',
    async ({ update, awarenessId }, { roomKey, member }: Admitted) => {
      // A stroke in progress travels as awareness (R25): a student who may not draw sends none (L5).
      await refuseIfLocked(deps.state, roomKey, member, 'whiteboard');
      awarenessIds.add(awarenessId);
      const { b } = await roomsOf(roomKey);
      const to = await boardAudience(
        deps,
        roomKey,
        audienceOfMember(roomKey, member, socket.id),
        b,
        boardRoomOf(b, member),
      );
      await deliver(nsp, [emitTo(to, 'y_awareness_update', { update, awarenessId })]);
      return {};
    },
    deps.log,
  );

  const removeAwareness = async (awarenessId: number | string, roomKey: string, member: Member | null) => {
    awarenessIds.delete(awarenessId);
    // Without the member (gone already) nobody learns more than that an unknown cursor left.
    const to = member ? audienceOfMember(roomKey, member, socket.id) : others(roomKey);
    await deliver(nsp, [
      emitTo(to, 'remove-awareness', { awarenessId }),
      emitTo(to, 'y_remove_awareness', { awarenessId }),
    ]);
  };
  onEvent(
    socket,
    'remove-awareness',
    async ({ awarenessId }, { roomKey, member }: Admitted) => {
      await removeAwareness(awarenessId, roomKey, member);
      return {};
    },
    deps.log,
  );

  // A closed tab's cursor must not linger on everyone else's board.
  socket.on('disconnect', () => {
    const roomKey = socket.data.roomKey;
    if (!roomKey || !awarenessIds.size) return;
    const ids = [...awarenessIds];
    deps.tasks.run('removing a closed tab’s cursors', async () => {
      const member = await deps.state.member(roomKey, socket.data.instanceId);
      for (const id of ids) await removeAwareness(id, roomKey, member);
    });
  });
}
