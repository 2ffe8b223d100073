/** The form inboxes: contact forms, demo bookings and career applications. */
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import { careerApplications, contactForms, demoBookings, demoSessions, files } from '../../db/schema/index.js';
import { offsetOf } from '../../http/paging.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type FormKind = 'contact' | 'demo' | 'career';
export interface InboxQuery {
  page: number;
  limit: number;
  status?: 'NEW' | 'HANDLED';
  search?: string;
}

const tables = { contact: contactForms, demo: demoBookings, career: careerApplications } as const;
/** The columns a search looks in. */
const searchable: Record<FormKind, PgColumn[]> = {
  contact: [contactForms.names, contactForms.email, contactForms.subject],
  demo: [demoBookings.names, demoBookings.email, demoBookings.studentName],
  career: [
    careerApplications.firstName,
    careerApplications.lastName,
    careerApplications.email,
    careerApplications.position,
  ],
};

export function createFormsRepository(db: Db) {
  function filterOf(kind: FormKind, query: InboxQuery): SQL | undefined {
    const table = tables[kind];
    const parts: (SQL | undefined)[] = [];
    if (query.status) parts.push(eq(table.status, query.status));
    const search = query.search?.trim();
    if (search) parts.push(or(...searchable[kind].map((c) => ilike(c, containing(search)))));
    return and(...parts);
  }

  async function totals(kind: FormKind, where: SQL | undefined) {
    const table = tables[kind];
    const [[all], [unhandled]] = await Promise.all([
      db.select({ n: count() }).from(table).where(where),
      db.select({ n: count() }).from(table).where(eq(table.status, 'NEW')),
    ]);
    return { total: all?.n ?? 0, unhandled: unhandled?.n ?? 0 };
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    insertContact: async (values: typeof contactForms.$inferInsert) =>
      (await db.insert(contactForms).values(values).returning())[0]!,
    insertCareer: async (values: typeof careerApplications.$inferInsert) =>
      (await db.insert(careerApplications).values(values).returning())[0]!,

    /** Takes the slot's lock for the rest of the transaction, so two bookings of one slot never both pass. */
    async lockSlot(tx: Tx, time: Date) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo-slot:${time.toISOString()}`}))`);
    },
    async bookingsAt(tx: Tx, time: Date): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(demoBookings).where(eq(demoBookings.time, time));
      return row?.n ?? 0;
    },
    insertDemo: async (tx: Tx, values: typeof demoBookings.$inferInsert) =>
      (await tx.insert(demoBookings).values(values).returning())[0]!,
    insertDemoSession: async (tx: Tx, values: typeof demoSessions.$inferInsert) =>
      (await tx.insert(demoSessions).values(values).returning())[0]!,

    /** Slot start times between `from` and `to` with at least `capacity` bookings. */
    async fullSlots(from: Date, to: Date, capacity: number): Promise<Date[]> {
      const rows = await db
        .select({ time: demoBookings.time })
        .from(demoBookings)
        .where(and(gte(demoBookings.time, from), lte(demoBookings.time, to)))
        .groupBy(demoBookings.time)
        .having(sql`count(*) >= ${capacity}`)
        .orderBy(demoBookings.time);
      return rows.map((r) => r.time);
    },

    async listContact(query: InboxQuery) {
      const where = filterOf('contact', query);
      const items = await db
        .select()
        .from(contactForms)
        .where(where)
        .orderBy(desc(contactForms.createdAt), desc(contactForms.id))
        .limit(query.limit)
        .offset(offsetOf(query));
      return { items, ...(await totals('contact', where)) };
    },
    async listDemo(query: InboxQuery) {
      const where = filterOf('demo', query);
      const items = await db
        .select()
        .from(demoBookings)
        .where(where)
        .orderBy(desc(demoBookings.createdAt), desc(demoBookings.id))
        .limit(query.limit)
        .offset(offsetOf(query));
      return { items, ...(await totals('demo', where)) };
    },
    async listCareer(query: InboxQuery) {
      const where = filterOf('career', query);
      const items = await db
        .select({ application: careerApplications, cv: { key: files.key, name: files.originalName, size: files.size } })
        .from(careerApplications)
        .leftJoin(files, eq(files.key, careerApplications.cvKey))
        .where(where)
        .orderBy(desc(careerApplications.createdAt), desc(careerApplications.id))
        .limit(query.limit)
        .offset(offsetOf(query));
      return { items, ...(await totals('career', where)) };
    },

    /** Sets an inbox item's status; answers the row (null when unknown). */
    async setStatus(kind: FormKind, id: string, status: 'NEW' | 'HANDLED', by: string) {
      const table = tables[kind];
      const handled = status === 'HANDLED';
      const [row] = await db
        .update(table)
        .set({ status, handledAt: handled ? new Date() : null, handledBy: handled ? by : null })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return row ?? null;
    },
    async remove(kind: FormKind, id: string) {
      const table = tables[kind];
      const [row] = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return row ?? null;
    },

    /** The CV file if it is an unattached upload of the career-applications folder. */
    async freeCv(key: string) {
      const [file] = await db
        .select({ key: files.key })
        .from(files)
        .leftJoin(careerApplications, eq(careerApplications.cvKey, files.key))
        .where(and(eq(files.key, key), eq(files.folder, 'career-applications'), sql`${careerApplications.id} is null`))
        .limit(1);
      return file ?? null;
    },
  };
}
export type FormsRepository = ReturnType<typeof createFormsRepository>;
