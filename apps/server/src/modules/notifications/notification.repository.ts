/** Notifications, admin sends and email preferences in the database (docs/decisions/0039). */
import { and, arrayContains, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enrolments,
  notificationEmailPreferences,
  notificationSends,
  notifications,
  programs,
  programTutors,
  users,
} from '../../db/schema/index.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSendRow = typeof notificationSends.$inferSelect;
export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link?: string | null;
  sendId?: string | null;
  dedupeKey?: string | null;
}
export interface Audience {
  roles: string[];
  programIds: string[];
  userIds: string[];
}

/** Rows inserted in one statement; more recipients go in several. */
const insertChunk = 1_000;
/** Accounts that can sign in (suspended and deleted ones are told nothing). */
export const reachable = and(eq(users.suspended, false), isNull(users.deletedAt));

export function createNotificationRepository(db: Db) {
  return {
    /** Everyone the audience names who can sign in: the roles, the programs' active students and tutors, the people. */
    async recipientsOf(audience: Audience): Promise<string[]> {
      const parts: SQL[] = [];
      if (audience.roles.length)
        parts.push(inArray(users.memberRole, audience.roles as (typeof users.$inferSelect)['memberRole'][]));
      if (audience.programIds.length) {
        parts.push(
          inArray(
            users.id,
            db
              .select({ id: enrolments.studentId })
              .from(enrolments)
              .where(and(inArray(enrolments.programId, audience.programIds), eq(enrolments.active, true))),
          ),
          inArray(
            users.id,
            db
              .select({ id: programTutors.tutorId })
              .from(programTutors)
              .where(inArray(programTutors.programId, audience.programIds)),
          ),
        );
      }
      if (audience.userIds.length) parts.push(inArray(users.id, audience.userIds));
      if (!parts.length) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(reachable, or(...parts)));
      return rows.map((r) => r.id);
    },

    /**
     * Who may be holding `permission`: the accounts of `rolesHoldingAll` and those granted it (ADR 0026), able to
     * sign in. The policy decides among them (`adminsHolding` in notification.policy.ts).
     */
    async adminCandidates(permission: string, rolesHoldingAll: readonly string[]) {
      return db
        .select({ id: users.id, role: users.memberRole, permissions: users.adminPermissions })
        .from(users)
        .where(
          and(
            reachable,
            or(
              inArray(users.memberRole, rolesHoldingAll as (typeof users.$inferSelect)['memberRole'][]),
              arrayContains(users.adminPermissions, [
                permission as (typeof users.$inferSelect)['adminPermissions'][number],
              ]),
            ),
          ),
        );
    },

    /** Inserts notifications; one whose (person, dedupe key) exists is skipped. Answers those inserted. */
    async insertMany(rows: NewNotification[], tx: Db = db): Promise<Pick<NotificationRow, 'id' | 'userId'>[]> {
      const inserted: Pick<NotificationRow, 'id' | 'userId'>[] = [];
      for (let i = 0; i < rows.length; i += insertChunk) {
        inserted.push(
          ...(await tx
            .insert(notifications)
            .values(rows.slice(i, i + insertChunk))
            .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
            .returning({ id: notifications.id, userId: notifications.userId })),
        );
      }
      return inserted;
    },

    async list(userId: string, unreadOnly: boolean, limit: number, offset: number) {
      const where = and(eq(notifications.userId, userId), unreadOnly ? isNull(notifications.readAt) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notifications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Unread counts of several people (those with none are absent). */
    async unreadCounts(userIds: string[]): Promise<Map<string, number>> {
      const counts = new Map<string, number>();
      for (let i = 0; i < userIds.length; i += insertChunk) {
        const rows = await db
          .select({ userId: notifications.userId, n: count() })
          .from(notifications)
          .where(and(inArray(notifications.userId, userIds.slice(i, i + insertChunk)), isNull(notifications.readAt)))
          .groupBy(notifications.userId);
        for (const row of rows) counts.set(row.userId, row.n);
      }
      return counts;
    },

    /** Marks one of the person's notifications read; answers whether it is theirs. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
      const updated = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(mine)
        .returning({ id: notifications.id });
      return updated.length > 0;
    },

    async markAllRead(userId: string, at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    async removeOwn(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return removed.length > 0;
    },

    async emailChoices(userId: string) {
      return db
        .select({ kind: notificationEmailPreferences.kind, email: notificationEmailPreferences.email })
        .from(notificationEmailPreferences)
        .where(eq(notificationEmailPreferences.userId, userId));
    },

    async saveEmailChoices(userId: string, choices: { kind: string; email: boolean }[]) {
      if (!choices.length) return;
      await db
        .insert(notificationEmailPreferences)
        .values(choices.map((c) => ({ userId, ...c })))
        .onConflictDoUpdate({
          target: [notificationEmailPreferences.userId, notificationEmailPreferences.kind],
          set: { email: sql`excluded.email` },
        });
    },

    async insertSend(row: typeof notificationSends.$inferInsert, tx: Db = db) {
      const [saved] = await tx.insert(notificationSends).values(row).returning();
      return saved as NotificationSendRow;
    },

    async listSends(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            send: notificationSends,
            read: sql<number>`(select count(*)::int from ${notifications} where ${notifications.sendId} = ${notificationSends.id} and ${notifications.readAt} is not null)`,
          })
          .from(notificationSends)
          .orderBy(desc(notificationSends.createdAt), desc(notificationSends.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(notificationSends),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Program titles and people's names for the audiences shown in the list. */
    async audienceLabels(programIds: string[], userIds: string[]) {
      const [programRows, people] = await Promise.all([
        programIds.length
          ? db.select({ id: programs.id, title: programs.title }).from(programs).where(inArray(programs.id, programIds))
          : [],
        userIds.length
          ? db
              .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
              .from(users)
              .where(inArray(users.id, userIds))
          : [],
      ]);
      return { programs: programRows, people };
    },

    async findSend(id: string) {
      const [row] = await db.select().from(notificationSends).where(eq(notificationSends.id, id));
      return row ?? null;
    },

    /** Deletes a send and every copy of it; answers the people whose lists changed. */
    async removeSend(id: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const copies = await tx
          .delete(notifications)
          .where(eq(notifications.sendId, id))
          .returning({ userId: notifications.userId });
        await tx.delete(notificationSends).where(eq(notificationSends.id, id));
        return [...new Set(copies.map((c) => c.userId))];
      });
    },

    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db)),
  };
}
export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
