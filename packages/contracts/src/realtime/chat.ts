/**
 * The platform chat's realtime protocol (platform spec 3, ADR 0038) on the namespace `/chat`: the meeting chat's
 * events and payloads (message with its ack, receipts as watermarks, typing, join_room) plus presence. One chat
 * engine serves both namespaces, so a client that speaks one speaks the other.
 */
import { z } from 'zod';
import { OnlineStatus } from '../enums.js';
import type {
  ChatMessage,
  ChatRoom,
  joinRoomPayload,
  MessageReceipt,
  messagePayload,
  receiptPayload,
  typingOffPayload,
  typingPayload,
} from './classroom.js';
import type { Ack, AlertPayload } from './events.js';

export const chatNamespace = '/chat';

const directPrefix = 'chat:direct:';
const programPrefix = 'chat:program:';

/**
 * Chat room ids. A direct conversation is named by its two people (sorted, so both name it alike); a program's
 * group by the program. Uploads to a conversation (`chats` folder) and its history use the same id.
 */
export const chatRoomId = {
  prefix: 'chat',
  direct: (a: string, b: string) => `${directPrefix}${[a, b].sort().join(':')}`,
  program: (programId: string) => `${programPrefix}${programId}`,
  /** What a room id names, or null when it names no chat conversation. */
  parse(roomId: string): { kind: 'CONTACT'; people: [string, string] } | { kind: 'GROUP'; programId: string } | null {
    if (roomId.startsWith(directPrefix)) {
      const people = roomId.slice(directPrefix.length).split(':');
      return people.length === 2 && people[0] && people[1] && people[0] < people[1]
        ? { kind: 'CONTACT', people: [people[0], people[1]] }
        : null;
    }
    if (roomId.startsWith(programPrefix) && roomId.length > programPrefix.length)
      return { kind: 'GROUP', programId: roomId.slice(programPrefix.length) };
    return null;
  },
};

/** What a person may set themselves to; the other statuses are worked out (platform spec 3.1). */
export const settableStatuses = ['ONLINE', 'BUSY'] as const;
export const setStatusPayload = z.object({ status: z.enum(settableStatuses) });

/** Someone's presence changed (sent to the people who see them in their contacts). */
export const presencePayload = z.object({ key: z.string(), status: OnlineStatus });
export type PresenceUpdate = z.infer<typeof presencePayload>;

/** A moderator deleted a message (ADR 0064): it goes from every screen showing its conversation. */
export const messageDeletedPayload = z.object({ key: z.string(), room: z.string() });
export type MessageDeleted = z.infer<typeof messageDeletedPayload>;

export interface ChatClientToServer {
  message: (
    payload: z.input<typeof messagePayload>,
    ack: Ack<{ sent: boolean; delivered: string[]; read: string[] }>,
  ) => void;
  message_read: (payload: z.input<typeof receiptPayload>, ack: Ack) => void;
  message_delivered: (payload: z.input<typeof receiptPayload>, ack: Ack) => void;
  typing: (payload: z.infer<typeof typingPayload>, ack?: Ack) => void;
  typing_off: (payload: z.infer<typeof typingOffPayload>, ack?: Ack) => void;
  join_room: (payload: z.infer<typeof joinRoomPayload>, ack: Ack<{ rooms: ChatRoom[] }>) => void;
  set_status: (payload: z.infer<typeof setStatusPayload>, ack: Ack<{ status: OnlineStatus }>) => void;
}

export interface ChatServerToClient {
  alert: (payload: AlertPayload) => void;
  message: (payload: ChatMessage) => void;
  message_receipts: (payload: { receipts: MessageReceipt[] }) => void;
  typing: (payload: z.infer<typeof typingPayload>) => void;
  typing_off: (payload: z.infer<typeof typingOffPayload>) => void;
  presence: (payload: PresenceUpdate) => void;
  message_deleted: (payload: MessageDeleted) => void;
}
