/** Meeting chat over the socket: messages with acks, receipts and typing (R17–R22). */
import { joinRoomPayload, messagePayload, receiptPayload, typingOffPayload, typingPayload } from '@chalkline/contracts';
import { AppError } from '../errors/app-error.js';
import { onEvent } from '../realtime/handle.js';
import { presentMessage } from './chat.service.js';
import {
  type ClassroomDeps,
  channels,
  chatRoomOf,
  type MeetNamespace,
  type MeetSocket,
  requireMember,
} from './classroom-context.js';

export function registerChat(nsp: MeetNamespace, deps: ClassroomDeps, socket: MeetSocket) {
  const inRoom = async (roomId: string) => {
    const found = await requireMember(deps, socket);
    if (roomId !== chatRoomOf(found.roomKey))
      throw new AppError(403, 'FORBIDDEN', 'That chat room is not part of this classroom');
    return found;
  };

  onEvent(
    socket,
    'message',
    messagePayload,
    async ({ message }) => {
      const { roomKey, member } = await inRoom(message.room);
      const p = member.participant;
      const sender = {
        key: p.key,
        firstName: p.firstName,
        lastName: p.lastName,
        otherNames: p.otherNames,
        avatar: p.avatar,
        gender: p.gender,
      };
      const { row, duplicate } = await deps.chat.send(
        message,
        sender,
        member.identity.kind === 'user' ? member.identity.key : null,
      );
      if (!duplicate) socket.to(channels.all(roomKey)).emit('message', presentMessage(row));
      return { sent: true, delivered: row.delivered, read: row.read };
    },
    deps.log,
  );

  const receipt = (list: 'delivered' | 'read') => async (payload: { messageId: string; roomId: string }) => {
    const { roomKey, member } = await inRoom(payload.roomId);
    const who = member.participant.key;
    await deps.chat.receipt(payload.messageId, payload.roomId, list, who);
    const event = list === 'read' ? 'message_read' : 'message_delivered';
    nsp.to(channels.all(roomKey)).emit(event, { key: who, messageId: payload.messageId });
    if (list === 'read')
      nsp.to(channels.all(roomKey)).emit('message_delivered', { key: who, messageId: payload.messageId });
    return {};
  };
  onEvent(socket, 'message_delivered', receiptPayload, receipt('delivered'), deps.log);
  onEvent(socket, 'message_read', receiptPayload, receipt('read'), deps.log);

  // Typing events carry who is typing from the server's own record, never from the client.
  onEvent(
    socket,
    'typing',
    typingPayload,
    async ({ roomId }) => {
      const { roomKey, member } = await inRoom(roomId);
      const p = member.participant;
      socket
        .to(channels.all(roomKey))
        .emit('typing', { key: p.key, connection: p.connection, roomId, firstName: p.firstName });
      return {};
    },
    deps.log,
  );
  onEvent(
    socket,
    'typing_off',
    typingOffPayload,
    async () => {
      const { roomKey, member } = await requireMember(deps, socket);
      const p = member.participant;
      socket.to(channels.all(roomKey)).emit('typing_off', { key: p.key, connection: p.connection });
      return {};
    },
    deps.log,
  );

  onEvent(
    socket,
    'join_room',
    joinRoomPayload,
    async ({ roomId }) => {
      await inRoom(roomId);
      return { rooms: [{ key: roomId, isDefault: true }] };
    },
    deps.log,
  );
}
