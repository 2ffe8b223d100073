/** Data requests (ADR 0085): the only queries of `data_requests`. */
import type { DataRequestKind } from '@chalkline/contracts';
import { and, asc, count, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { dataRequests, users } from '../../db/schema/index.js';

const subject = alias(users, 'subject');
const requester = alias(users, 'requester');
/** The page total riding on every row (ADR 0024: one statement per page). */
const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

const columns = {
  request: dataRequests,
  subject: { key: subject.id, firstName: subject.firstName, lastName: subject.lastName, email: subject.email },
  requester: {
    key: requester.id,
    firstName: requester.firstName,
    lastName: requester.lastName,
    email: requester.email,
  },
};

export function createDataRequestsRepository(db: Db) {
  const joined = () =>
    db
      .select({ ...columns, total: totalOver })
      .from(dataRequests)
      .innerJoin(subject, eq(subject.id, dataRequests.subjectId))
      .innerJoin(requester, eq(requester.id, dataRequests.requesterId));
  const stillOpen = (id: string) => and(eq(dataRequests.id, id), eq(dataRequests.status, 'PENDING'));

  return {
    /** A new open request; null when one of this kind is already open for the person. */
    async insert(row: { requesterId: string; subjectId: string; kind: DataRequestKind; reason: string | null }) {
      const [made] = await db.insert(dataRequests).values(row).onConflictDoNothing().returning({ id: dataRequests.id });
      return made?.id ?? null;
    },
    async find(id: string) {
      const [row] = await joined().where(eq(dataRequests.id, id)).limit(1);
      return row ?? null;
    },
    /** A guardian's requests, newest first. */
    async ofRequester(requesterId: string) {
      return joined().where(eq(dataRequests.requesterId, requesterId)).orderBy(desc(dataRequests.createdAt));
    },
    /** One page for the admins: the open requests oldest first (first asked, first answered), or all newest first. */
    async page(open: boolean, limit: number, offset: number) {
      const where = open ? eq(dataRequests.status, 'PENDING') : undefined;
      const rows = await joined()
        .where(where)
        .orderBy(open ? asc(dataRequests.createdAt) : desc(dataRequests.createdAt), asc(dataRequests.id))
        .limit(limit)
        .offset(offset);
      const total =
        rows[0]?.total ??
        (offset > 0 ? ((await db.select({ n: count() }).from(dataRequests).where(where))[0]?.n ?? 0) : 0);
      return { rows, total };
    },
    /** Marks an open request completed (with the export's place, for an export); false when it was not open. */
    async complete(id: string, by: string, at: Date, stored?: { key: string; until: Date }) {
      const rows = await db
        .update(dataRequests)
        .set({
          status: 'COMPLETED',
          handledById: by,
          handledAt: at,
          ...(stored ? { exportKey: stored.key, exportExpiresAt: stored.until } : {}),
        })
        .where(stillOpen(id))
        .returning({ id: dataRequests.id });
      return rows.length > 0;
    },
    async decline(id: string, by: string, at: Date, reason: string) {
      const rows = await db
        .update(dataRequests)
        .set({ status: 'DECLINED', handledById: by, handledAt: at, declineReason: reason })
        .where(stillOpen(id))
        .returning({ id: dataRequests.id });
      return rows.length > 0;
    },
    /** Stored exports past their time, or (`person`) every stored export about or asked by that person. */
    async storedExports(filter: { expiredAt: Date } | { person: string }) {
      const which =
        'person' in filter
          ? or(eq(dataRequests.subjectId, filter.person), eq(dataRequests.requesterId, filter.person))
          : lte(dataRequests.exportExpiresAt, filter.expiredAt);
      return db
        .select({ id: dataRequests.id, key: dataRequests.exportKey })
        .from(dataRequests)
        .where(and(isNotNull(dataRequests.exportKey), which));
    },
    /** Forgets a stored export (its file was deleted). */
    async clearExport(id: string) {
      await db.update(dataRequests).set({ exportKey: null }).where(eq(dataRequests.id, id));
    },
  };
}
export type DataRequestsRepository = ReturnType<typeof createDataRequestsRepository>;
