/** Newsletter subscribers, mailings and their recipients. */
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import { mailingRecipients, mailings, newsletterSubscribers, users } from '../../db/schema/index.js';
import { offsetOf } from '../../http/paging.js';

type Subscriber = typeof newsletterSubscribers.$inferSelect;
export interface SubscriberQuery {
  page: number;
  limit: number;
  status?: Subscriber['status'];
  search?: string;
}

export function createMailingRepository(db: Db) {
  async function countsOf(ids: string[]) {
    if (!ids.length) return new Map<string, Record<string, number>>();
    const rows = await db
      .select({ id: mailingRecipients.mailingId, state: mailingRecipients.state, n: count() })
      .from(mailingRecipients)
      .where(inArray(mailingRecipients.mailingId, ids))
      .groupBy(mailingRecipients.mailingId, mailingRecipients.state);
    const byId = new Map<string, Record<string, number>>();
    for (const row of rows) {
      const counts = byId.get(row.id) ?? { total: 0, QUEUED: 0, SENT: 0, FAILED: 0, SKIPPED: 0 };
      counts[row.state] = row.n;
      counts.total = (counts.total ?? 0) + row.n;
      byId.set(row.id, counts);
    }
    return byId;
  }

  return {
    async subscriberByEmail(email: string): Promise<Subscriber | null> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .limit(1);
      return row ?? null;
    },
    async subscriberByToken(token: string): Promise<Subscriber | null> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.token, token))
        .limit(1);
      return row ?? null;
    },
    async subscriberById(id: string): Promise<Subscriber | null> {
      const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1);
      return row ?? null;
    },
    /** Inserts or replaces the address's row (a new request starts over as PENDING). */
    async upsertSubscriber(values: { email: string; names: string; status: Subscriber['status']; token: string }) {
      const now = new Date();
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ ...values, createdAt: now, unsubscribedAt: values.status === 'UNSUBSCRIBED' ? now : null })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: {
            names: values.names,
            status: values.status,
            token: values.token,
            confirmedAt: null,
            unsubscribedAt: values.status === 'UNSUBSCRIBED' ? now : null,
          },
        })
        .returning();
      return row!;
    },
    async setSubscriberStatus(id: string, status: Subscriber['status']) {
      const now = new Date();
      const [row] = await db
        .update(newsletterSubscribers)
        .set({
          status,
          ...(status === 'SUBSCRIBED' ? { confirmedAt: now } : {}),
          ...(status === 'UNSUBSCRIBED' ? { unsubscribedAt: now } : {}),
        })
        .where(eq(newsletterSubscribers.id, id))
        .returning();
      return row ?? null;
    },
    async listSubscribers(query: SubscriberQuery) {
      const parts: (SQL | undefined)[] = [];
      if (query.status) parts.push(eq(newsletterSubscribers.status, query.status));
      const search = query.search?.trim();
      if (search)
        parts.push(
          or(
            ilike(newsletterSubscribers.email, containing(search)),
            ilike(newsletterSubscribers.names, containing(search)),
          ),
        );
      const where = and(...parts);
      const [items, [total], [subscribed]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscribers)
          .where(where)
          .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(newsletterSubscribers).where(where),
        db.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'SUBSCRIBED')),
      ]);
      return { items, total: total?.n ?? 0, subscribed: subscribed?.n ?? 0 };
    },

    /** Confirmed subscribers (the newsletter audience). */
    confirmedSubscribers: () =>
      db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, 'SUBSCRIBED')),
    /** Addresses that opted out of every mailing. */
    async optedOut(emails: string[]): Promise<Set<string>> {
      if (!emails.length) return new Set();
      const rows = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(and(inArray(newsletterSubscribers.email, emails), eq(newsletterSubscribers.status, 'UNSUBSCRIBED')));
      return new Set(rows.map((r) => r.email));
    },
    /** Active accounts (not suspended, not deleted) of these roles. */
    accountsOfRoles: (roles: (typeof users.$inferSelect)['memberRole'][]) =>
      roles.length
        ? db
            .select({ email: users.email })
            .from(users)
            .where(and(inArray(users.memberRole, roles), eq(users.suspended, false), isNull(users.deletedAt)))
        : Promise.resolve([]),

    transaction: <T>(work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>) => db.transaction(work),
    async insertMailing(
      tx: Parameters<Parameters<Db['transaction']>[0]>[0],
      values: typeof mailings.$inferInsert,
      recipients: { email: string; subscriberId: string | null; state: 'QUEUED' | 'SKIPPED' }[],
    ) {
      const [mailing] = await tx.insert(mailings).values(values).returning();
      const rows = recipients.length
        ? await tx
            .insert(mailingRecipients)
            .values(recipients.map((r) => ({ ...r, mailingId: mailing!.id })))
            .returning({ id: mailingRecipients.id, state: mailingRecipients.state })
        : [];
      return { mailing: mailing!, recipients: rows };
    },
    async listMailings(query: { page: number; limit: number }) {
      const [items, [total]] = await Promise.all([
        db
          .select()
          .from(mailings)
          .orderBy(desc(mailings.createdAt), desc(mailings.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(mailings),
      ]);
      const counts = await countsOf(items.map((m) => m.id));
      return { items: items.map((m) => ({ ...m, counts: counts.get(m.id) })), total: total?.n ?? 0 };
    },
    async mailing(id: string) {
      const [row] = await db.select().from(mailings).where(eq(mailings.id, id)).limit(1);
      if (!row) return null;
      const recipients = await db
        .select()
        .from(mailingRecipients)
        .where(eq(mailingRecipients.mailingId, id))
        .orderBy(mailingRecipients.email);
      const counts = await countsOf([id]);
      return { ...row, counts: counts.get(id), recipients };
    },
    async recipient(id: string) {
      const [row] = await db
        .select({ recipient: mailingRecipients, mailing: mailings })
        .from(mailingRecipients)
        .innerJoin(mailings, eq(mailings.id, mailingRecipients.mailingId))
        .where(eq(mailingRecipients.id, id))
        .limit(1);
      return row ?? null;
    },
    async setRecipientState(id: string, state: 'SENT' | 'FAILED' | 'SKIPPED', error: string | null = null) {
      await db
        .update(mailingRecipients)
        .set({ state, error, sentAt: state === 'SENT' ? new Date() : null })
        .where(eq(mailingRecipients.id, id));
    },
  };
}
export type MailingRepository = ReturnType<typeof createMailingRepository>;
