/**
 * Meeting chat over the socket: messages with acks, receipt watermarks (told to senders only, R19a–R19c) and
 * typing (R17–R22). What an incognito admin sends, reads or types reaches admins only (R12).
 */
import { breakoutTexts } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { onEvent } from '../../../realtime/handle.js';
import { breakoutsOf, narrowAudience } from '../breakouts/breakout-audience.js';
import {
  type BreakoutState,
  chatRoomNumber,
  chatRoomsOf,
  mayUseChat,
  membersHearing,
} from '../breakouts/breakout-rules.js';
import { seesIncognito } from '../classroom.policy.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { deliver } from '../participants/deliver.socket.js';
import { type Audience, audienceOfMember, emitTo } from '../room/room-events.js';
import { refuseIfLocked } from '../room/room-locks.js';
import { presentMessage } from './meeting-chat.service.js';
import { receiptsOf } from './meeting-chat-receipts.socket.js';

export function registerChat(nsp: MeetNamespace, deps: ClassroomDeps, socket: MeetSocket) {
  /**
   * The chat a `roomId` names: the classroom's own, or a breakout room's that the member is in (any, for a host);
   * `audience` is who hears the member there (B7).
   */
  const inRoom = async (found: Admitted, roomId: string) => {
    const breakouts = await breakoutsOf(deps, found.roomKey);
    const room = chatRoomNumber(breakouts, found.roomKey, roomId);
    if (room === null) throw new AppError(403, 'FORBIDDEN', 'That chat room is not part of this classroom');
    if (!mayUseChat(breakouts, found.member, room)) throw new AppError(403, 'FORBIDDEN', breakoutTexts.notYourRoom);
    const audience = (exceptSocketId?: string) =>
      hearing(found, breakouts, room, audienceOfMember(found.roomKey, found.member, exceptSocketId));
    return { ...found, audience };
  };
  const hearing = (found: Admitted, breakouts: BreakoutState | null, room: number, audience: Audience) =>
    narrowAudience(deps, found.roomKey, audience, breakouts, (m) => membersHearing(breakouts, [m], room).length > 0);

  onEvent(
    socket,
    'message',
    async ({ message }, found: Admitted) => {
      const { roomKey, member, audience } = await inRoom(found, message.room);
      await refuseIfLocked(deps.state, roomKey, member, 'chat');
      const p = member.participant;
      const sender = {
        key: p.key,
        firstName: p.firstName,
        lastName: p.lastName,
        otherNames: p.otherNames,
        avatar: p.avatar,
        gender: p.gender,
      };
      const stored = deps.chat.send(message, sender, member.identity.kind === 'user' ? member.identity.key : null, {
        adminsOnly: p.config.isIncognito,
      });
      // Counted while it runs: chat writes in flight are part of the overload signal (R37).
      const { row, duplicate } = await (deps.overload ? deps.overload.trackWrite(stored) : stored);
      if (!duplicate) {
        await deliver(nsp, [emitTo(await audience(socket.id), 'message', presentMessage(row))]);
        await deps.attendance?.messageSent(roomKey, member.identity);
      }
      return { sent: true, delivered: row.delivered, read: row.read };
    },
    deps.log,
    // One connection's messages are stored in the order they were sent: receipts are watermarks over the stored
    // order (R19a), and in a burst (what a tab typed offline, sent when it is back) stored out of order, a message
    // stored before an earlier one would never get its ticks.
    { ordered: true },
  );

  const receipts = receiptsOf(nsp, deps);
  const receipt =
    (list: 'delivered' | 'read') => async (payload: { messageId: string; roomId: string }, found: Admitted) => {
      const { roomKey, member, audience } = await inRoom(found, payload.roomId);
      const who = member.participant.key;
      if (member.participant.config.isIncognito) {
        // Receipt lists travel with the message to everyone: an incognito reader is not written into them, and
        // their receipt reaches admins only (R12).
        const receipt = { key: who, messageId: payload.messageId };
        await deliver(nsp, [emitTo(await audience(), `message_${list}`, receipt)]);
        return {};
      }
      await receipts.submit(roomKey, payload.roomId, {
        reader: who,
        messageId: payload.messageId,
        kind: list,
        seesAdminsOnly: seesIncognito(member),
      });
      return {};
    };
  onEvent(socket, 'message_delivered', receipt('delivered'), deps.log);
  onEvent(socket, 'message_read', receipt('read'), deps.log);

  // Typing events carry who is typing from the server's own record, never from the client.
  onEvent(
    socket,
    'typing',
    async ({ roomId }, found: Admitted) => {
      const { member, audience } = await inRoom(found, roomId);
      const p = member.participant;
      const typing = { key: p.key, connection: p.connection, roomId, firstName: p.firstName };
      await deliver(nsp, [emitTo(await audience(socket.id), 'typing', typing)]);
      return {};
    },
    deps.log,
  );
  onEvent(
    socket,
    'typing_off',
    async (_, { roomKey, member }: Admitted) => {
      const p = member.participant;
      const off = { key: p.key, connection: p.connection };
      await deliver(nsp, [emitTo(audienceOfMember(roomKey, member, socket.id), 'typing_off', off)]);
      return {};
    },
    deps.log,
  );

  onEvent(
    socket,
    'join_room',
    async ({ roomId }, found: Admitted) => {
      await inRoom(found, roomId);
      return { rooms: chatRoomsOf(await breakoutsOf(deps, found.roomKey), found.roomKey, found.member) };
    },
    deps.log,
  );
}
