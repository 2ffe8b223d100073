/**
 * The one chat engine (ADR 0038) behind the meeting chat and the platform chat: a message is stored once per
 * client-made key (a resend after a drop answers the stored one), its attachments must be files uploaded to its
 * room, receipts move watermarks (ADR 0025), history comes in pages of 20. Rules of who may write where stay
 * with each caller (the classroom's membership, the chat policy).
 */
import type { ChatKind, ChatMessage, OutgoingMessage } from '@chalkline/contracts';
import { badRequest } from '../../../errors/app-error.js';
import { fileUrl } from '../../../storage/file-url.js';
import type { FileRepository } from '../../files/file.repository.js';
import type { ChatMessageRow, MessageRepository } from './message.repository.js';
import type { ReportedReceipt } from './receipts.repository.js';

export const historyPageSize = 20;

const kinds = { images: 'image/', videos: 'video/', audios: 'audio/', documents: '' } as const;

/** A stored message as both ends see it (platform spec 3, classroom spec 3). */
export function presentMessage(row: ChatMessageRow): ChatMessage {
  const urls = (keys: string[]) => keys.map((k) => fileUrl(k)!);
  return {
    key: row.key,
    room: row.room,
    kind: row.kind,
    from: row.sender,
    to: row.to,
    program: row.program,
    content: row.content,
    images: urls(row.images),
    videos: urls(row.videos),
    audios: urls(row.audios),
    documents: urls(row.documents),
    sent: true,
    delivered: row.delivered,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    localTime: row.localTime,
  };
}

/** Whether a message carries neither text nor a file (send does nothing then, platform spec 2.7). */
export const isEmptyMessage = (m: Pick<OutgoingMessage, 'images' | 'videos' | 'audios' | 'documents'>, text: string) =>
  !text.trim() && !m.images.length && !m.videos.length && !m.audios.length && !m.documents.length;

export interface StoreInput {
  message: OutgoingMessage;
  sender: ChatMessageRow['sender'];
  fromUserId: string | null;
  kind: ChatKind;
  /** The stored recipient (a direct chat's other person, the admins-only mark), null for everyone in the room. */
  to: string | null;
  /** The content as stored, already cleaned by the caller (plain text, or sanitised rich text). */
  content: string;
  /** Whether the content has visible text (rich text may be markup only). */
  hasText: boolean;
}

export function createChatEngine(deps: { messages: MessageRepository; files: FileRepository }) {
  const { messages, files } = deps;

  /** Each attachment must be a file uploaded to this room's chat, of the list's type. */
  async function checkAttachments(message: OutgoingMessage) {
    for (const [list, prefix] of Object.entries(kinds) as [keyof typeof kinds, string][]) {
      for (const key of message[list]) {
        const file = await files.findByKey(key);
        if (!file || file.roomId !== message.room || !file.mime.startsWith(prefix)) {
          throw badRequest(`An attachment is not a file of this chat: ${key}`);
        }
      }
    }
  }

  return {
    /**
     * Stores the message exactly once (its key is the client's) and answers it; `duplicate` when the key was
     * stored before, by the same sender in the same room (anything else is refused).
     */
    async store(input: StoreInput): Promise<{ row: ChatMessageRow; duplicate: boolean }> {
      const { message, sender } = input;
      if (isEmptyMessage(message, input.hasText ? 'x' : '')) throw badRequest('A message needs text or an attachment');
      await checkAttachments(message);
      // One query in the usual case: the insert tells whether the key was new.
      const row = await messages.insertMessage({
        key: message.key,
        room: message.room,
        kind: input.kind,
        fromUserId: input.fromUserId,
        sender,
        to: input.to,
        program: message.program,
        content: input.content,
        images: message.images,
        videos: message.videos,
        audios: message.audios,
        documents: message.documents,
        localTime: message.localTime ?? null,
      });
      if (row) return { row, duplicate: false };
      const existing = await messages.findMessage(message.key);
      if (!existing || existing.sender.key !== sender.key || existing.room !== message.room) {
        throw badRequest('This message key is already used');
      }
      return { row: existing, duplicate: true };
    },

    /**
     * Moves readers' watermarks forward (reading also delivers, R19a), a window of one room's receipts at once;
     * the answer names the messages found and what each sender is to be told.
     */
    receipts(room: string, receipts: ReportedReceipt[]) {
      return messages.moveWatermarks(room, receipts);
    },

    /** A page of history; messages for admins only (R12) when `includeAdminsOnly`. */
    async history(room: string, page: number, options: { includeAdminsOnly: boolean }) {
      const rows = await messages.messagesPage(room, page, historyPageSize, options.includeAdminsOnly);
      return rows.map(presentMessage);
    },

    findMessage: messages.findMessage,
  };
}
export type ChatEngine = ReturnType<typeof createChatEngine>;
