/**
 * The chat engine's storage, shared by the meeting chat and the platform chat: messages stored once per key,
 * pages of history and receipt watermarks (ADR 0025, ADR 0038). The only place that queries chat messages.
 */
import { adminsOnlyRecipient } from '@chalkline/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { chatMessages } from '../../../db/schema/index.js';
import { createChatReceiptsRepository, messageWithReceipts } from './receipts.repository.js';

/** A stored message with its receipt lists, derived from the room's watermarks (ADR 0025). */
export type ChatMessageRow = typeof chatMessages.$inferSelect & { delivered: string[]; read: string[] };
export type NewChatMessage = typeof chatMessages.$inferInsert;

export function createMessageRepository(db: Db) {
  return {
    ...createChatReceiptsRepository(db),
    /**
     * Stores the message unless one with its key exists: answers the new row, or null for a known key. A new
     * message is newer than every watermark, so nobody has received it yet.
     */
    async insertMessage(values: NewChatMessage): Promise<ChatMessageRow | null> {
      const [row] = await db
        .insert(chatMessages)
        .values(values)
        .onConflictDoNothing({ target: chatMessages.key })
        .returning();
      return row ? { ...row, delivered: [], read: [] } : null;
    },
    async findMessage(key: string): Promise<ChatMessageRow | null> {
      const [row] = await db.select(messageWithReceipts).from(chatMessages).where(eq(chatMessages.key, key)).limit(1);
      return row ?? null;
    },
    /** A page of a room's history, newest first (page 1 is the latest); admins-only messages when asked. */
    messagesPage(room: string, page: number, size: number, includeAdminsOnly: boolean): Promise<ChatMessageRow[]> {
      return db
        .select(messageWithReceipts)
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.room, room),
            includeAdminsOnly ? undefined : sql`${chatMessages.to} is distinct from ${adminsOnlyRecipient}`,
          ),
        )
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.key))
        .limit(size)
        .offset((page - 1) * size);
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
