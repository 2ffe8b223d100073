/** What chat moderation reads and writes (ADR 0064): reports and their state, mutes and students' blocks. */
import type { ChatReportStatus } from '@chalkline/contracts';
import { and, desc, eq, gt, or, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.js';
import { chatBlocks, chatMessages, chatMutes, chatReports, users } from '../../../db/schema/index.js';

const handler = alias(users, 'handler');
const moderator = alias(users, 'moderator');
const fullName = (t: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string>`trim(${t.firstName} || ' ' || ${t.lastName})`;

const reportColumns = {
  id: chatReports.id,
  room: chatReports.room,
  reason: chatReports.reason,
  createdAt: chatReports.createdAt,
  status: chatReports.status,
  handledAt: chatReports.handledAt,
  note: chatReports.note,
  handledBy: sql<string | null>`case when ${handler.id} is null then null else ${fullName(handler)} end`,
  reporter: fullName(users),
  reporterId: chatReports.reporterId,
  messageKey: chatMessages.key,
  seq: chatMessages.seq,
  content: chatMessages.content,
  sender: chatMessages.sender,
  kind: chatMessages.kind,
  sentAt: chatMessages.createdAt,
  deletedAt: chatMessages.deletedAt,
};

export function createChatModerationRepository(db: Db) {
  const reportsQuery = () =>
    db
      .select(reportColumns)
      .from(chatReports)
      .innerJoin(chatMessages, eq(chatMessages.key, chatReports.messageKey))
      .innerJoin(users, eq(users.id, chatReports.reporterId))
      .leftJoin(handler, eq(handler.id, chatReports.handledBy));

  return {
    /** Files a report once per person and message; answers its id when it is new. */
    async fileReport(input: { messageKey: string; room: string; reporterId: string; reason: string }) {
      const [row] = await db.insert(chatReports).values(input).onConflictDoNothing().returning({ id: chatReports.id });
      return row?.id ?? null;
    },
    /** One state's reports, newest first. */
    reports(status: ChatReportStatus, limit = 100) {
      return reportsQuery().where(eq(chatReports.status, status)).orderBy(desc(chatReports.createdAt)).limit(limit);
    },
    async report(id: string) {
      const [row] = await reportsQuery().where(eq(chatReports.id, id)).limit(1);
      return row ?? null;
    },
    async setReportStatus(
      id: string,
      change: { status: ChatReportStatus; by: string | null; at: Date | null; note: string | null },
    ) {
      const [row] = await db
        .update(chatReports)
        .set({ status: change.status, handledBy: change.by, handledAt: change.at, note: change.note })
        .where(eq(chatReports.id, id))
        .returning({ id: chatReports.id });
      return Boolean(row);
    },

    /** Mutes a person until `until` (a second mute replaces the first). */
    async mute(values: { userId: string; until: Date; mutedBy: string; reason: string | null }) {
      await db
        .insert(chatMutes)
        .values(values)
        .onConflictDoUpdate({
          target: chatMutes.userId,
          set: { until: values.until, mutedBy: values.mutedBy, reason: values.reason, createdAt: sql`now()` },
        });
    },
    async unmute(userId: string) {
      const rows = await db.delete(chatMutes).where(eq(chatMutes.userId, userId)).returning({ id: chatMutes.userId });
      return rows.length > 0;
    },
    /** When the person's mute ends, if they are muted at `now`. */
    async mutedUntil(userId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: chatMutes.until })
        .from(chatMutes)
        .where(and(eq(chatMutes.userId, userId), gt(chatMutes.until, now)))
        .limit(1);
      return row?.until ?? null;
    },
    /** Everyone muted at `now`, the soonest to end first. */
    activeMutes(now: Date) {
      return db
        .select({
          userId: chatMutes.userId,
          name: fullName(users),
          until: chatMutes.until,
          reason: chatMutes.reason,
          mutedBy: sql<string | null>`case when ${moderator.id} is null then null else ${fullName(moderator)} end`,
        })
        .from(chatMutes)
        .innerJoin(users, eq(users.id, chatMutes.userId))
        .leftJoin(moderator, eq(moderator.id, chatMutes.mutedBy))
        .where(gt(chatMutes.until, now))
        .orderBy(chatMutes.until);
    },

    async block(blockerId: string, blockedId: string) {
      await db.insert(chatBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },
    async unblock(blockerId: string, blockedId: string) {
      const rows = await db
        .delete(chatBlocks)
        .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)))
        .returning({ id: chatBlocks.blockedId });
      return rows.length > 0;
    },
    /** Whom the person blocked, newest first. */
    blockedBy(blockerId: string) {
      return db
        .select({ userId: chatBlocks.blockedId, name: fullName(users), since: chatBlocks.createdAt })
        .from(chatBlocks)
        .innerJoin(users, eq(users.id, chatBlocks.blockedId))
        .where(eq(chatBlocks.blockerId, blockerId))
        .orderBy(desc(chatBlocks.createdAt));
    },
    /** Who blocked whom between two people: `a` blocked `b`, `b` blocked `a`. */
    async blocksBetween(a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
      const rows = await db
        .select({ blockerId: chatBlocks.blockerId })
        .from(chatBlocks)
        .where(
          or(
            and(eq(chatBlocks.blockerId, a), eq(chatBlocks.blockedId, b)),
            and(eq(chatBlocks.blockerId, b), eq(chatBlocks.blockedId, a)),
          ),
        );
      return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
    },
  };
}
export type ChatModerationRepository = ReturnType<typeof createChatModerationRepository>;
export type ReportRow = NonNullable<Awaited<ReturnType<ChatModerationRepository['report']>>>;
