/**
 * The chat engine's storage, shared by the meeting chat and the platform chat: messages stored once per key,
 * pages of history and receipt watermarks (ADR 0025, ADR 0038). The only place that queries chat messages.
 */
import { adminsOnlyRecipient } from '@chalkline/contracts';
import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { chatMessages, chatReports } from '../../../db/schema/index.js';
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
            // A message a moderator deleted is gone for everyone (ADR 0064).
            isNull(chatMessages.deletedAt),
            includeAdminsOnly ? undefined : sql`${chatMessages.to} is distinct from ${adminsOnlyRecipient}`,
          ),
        )
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.key))
        .limit(size)
        .offset((page - 1) * size);
    },

    /** Marks a message deleted by a moderator; answers it, or null when there is none not deleted yet. */
    async markDeleted(key: string, by: string, at: Date): Promise<{ key: string; room: string } | null> {
      const [row] = await db
        .update(chatMessages)
        .set({ deletedAt: at, deletedBy: by })
        .where(and(eq(chatMessages.key, key), isNull(chatMessages.deletedAt)))
        .returning({ key: chatMessages.key, room: chatMessages.room });
      return row ?? null;
    },
    /** Up to `size` messages on each side of one (deleted ones included: a moderator reads them), oldest first. */
    async around(room: string, seq: number, size: number): Promise<ChatMessageRow[]> {
      const [before, after] = await Promise.all([
        db
          .select(messageWithReceipts)
          .from(chatMessages)
          .where(and(eq(chatMessages.room, room), lt(chatMessages.seq, seq)))
          .orderBy(desc(chatMessages.seq))
          .limit(size),
        db
          .select(messageWithReceipts)
          .from(chatMessages)
          .where(and(eq(chatMessages.room, room), gte(chatMessages.seq, seq)))
          .orderBy(asc(chatMessages.seq))
          .limit(size + 1),
      ]);
      return [...before.reverse(), ...after];
    },
    /**
     * Deletes up to `batch` messages written before `cutoff` (the retention job, ADR 0064), keeping those an open
     * report is about; answers how many went.
     */
    async deleteOlderThan(cutoff: Date, batch: number): Promise<number> {
      const doomed = db
        .select({ key: chatMessages.key })
        .from(chatMessages)
        .where(
          and(
            lt(chatMessages.createdAt, cutoff),
            sql`not exists (select 1 from ${chatReports} where ${chatReports.messageKey} = ${chatMessages.key} and ${chatReports.status} = 'OPEN')`,
          ),
        )
        .limit(batch);
      const rows = await db
        .delete(chatMessages)
        .where(sql`${chatMessages.key} in (${doomed})`)
        .returning({ key: chatMessages.key });
      return rows.length;
    },
  };
}
export type MessageRepository = ReturnType<typeof createMessageRepository>;
