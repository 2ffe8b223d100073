/** Meeting chat: messages stored once per key, attachments checked against the room, receipt watermarks, history. */
import { adminsOnlyRecipient, type ChatMessage, type OutgoingMessage } from '@chalkline/contracts';
import { badRequest } from '../errors/app-error.js';
import { fileUrl } from '../modules/accounts/account.presenter.js';
import type { FileRepository } from '../modules/files/file.repository.js';
import type { ReportedReceipt } from './chat-receipts.repository.js';
import type { ChatMessageRow, ClassroomRepository } from './classroom.repository.js';

export const historyPageSize = 20;

const kinds = { images: 'image/', videos: 'video/', audios: 'audio/', documents: '' } as const;

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

export function createChatService(deps: { repo: ClassroomRepository; files: FileRepository }) {
  const { repo, files } = deps;

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
     * Stores the message (or finds the one already stored under its key) and answers it. An incognito sender's
     * message is for admins only, in the history too (R12).
     */
    async send(
      message: OutgoingMessage,
      sender: ChatMessageRow['sender'],
      fromUserId: string | null,
      options: { adminsOnly: boolean } = { adminsOnly: false },
    ) {
      if (
        !message.content.trim() &&
        !message.images.length &&
        !message.videos.length &&
        !message.audios.length &&
        !message.documents.length
      ) {
        throw badRequest('A message needs text or an attachment');
      }
      await checkAttachments(message);
      // One query in the usual case: the insert tells whether the key was new.
      const row = await repo.insertMessage({
        key: message.key,
        room: message.room,
        kind: 'GROUP',
        fromUserId,
        sender,
        to: options.adminsOnly ? adminsOnlyRecipient : message.to === adminsOnlyRecipient ? null : message.to,
        program: message.program,
        content: message.content,
        images: message.images,
        videos: message.videos,
        audios: message.audios,
        documents: message.documents,
        localTime: message.localTime ?? null,
      });
      if (row) return { row, duplicate: false };
      const existing = await repo.findMessage(message.key);
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
      return repo.moveWatermarks(room, receipts);
    },

    /** A page of history; messages for admins only (R12) when `includeAdminsOnly`. */
    async history(room: string, page: number, options: { includeAdminsOnly: boolean }) {
      const rows = await repo.messagesPage(room, page, historyPageSize, options.includeAdminsOnly);
      return rows.map(presentMessage);
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
