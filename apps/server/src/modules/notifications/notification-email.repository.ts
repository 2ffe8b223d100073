/** What the email copies and the daily digest read and mark (docs/decisions/0039, 0054). */
import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationEmailPreferences, notificationSettings, notifications, users } from '../../db/schema/index.js';
import { reachable } from './notification.repository.js';

const emailFields = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  email: users.email,
  firstName: users.firstName,
  choice: notificationEmailPreferences.email,
};

export function createNotificationEmailRepository(db: Db) {
  /** Notifications not yet emailed, with their person, the person's choice for the kind and digest setting. */
  const pending = () =>
    db
      .select({ ...emailFields, digest: notificationSettings.dailyDigest })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(
        notificationEmailPreferences,
        and(
          eq(notificationEmailPreferences.userId, notifications.userId),
          eq(notificationEmailPreferences.kind, notifications.kind),
        ),
      )
      .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId));

  return {
    /** The email copies of these notifications still to send. */
    async pendingEmails(ids: string[]) {
      if (!ids.length) return [];
      return pending().where(and(inArray(notifications.id, ids), isNull(notifications.emailedAt), reachable));
    },

    /** What the digest of [from, to) gathers: the unsent notices of people who chose the daily digest. */
    async digestPending(from: Date, to: Date) {
      return pending()
        .where(
          and(
            eq(notificationSettings.dailyDigest, true),
            isNull(notifications.emailedAt),
            gte(notifications.createdAt, from),
            lt(notifications.createdAt, to),
            reachable,
          ),
        )
        .orderBy(asc(notifications.userId), asc(notifications.createdAt));
    },

    async markEmailed(ids: string[], at: Date) {
      if (ids.length) await db.update(notifications).set({ emailedAt: at }).where(inArray(notifications.id, ids));
    },

    async dailyDigest(userId: string): Promise<boolean> {
      const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row?.dailyDigest ?? false;
    },

    async saveDailyDigest(userId: string, dailyDigest: boolean) {
      await db
        .insert(notificationSettings)
        .values({ userId, dailyDigest })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { dailyDigest } });
    },
  };
}
export type NotificationEmailRepository = ReturnType<typeof createNotificationEmailRepository>;
