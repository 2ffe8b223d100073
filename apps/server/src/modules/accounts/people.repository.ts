/** The queries behind the admin's management of tutors and students. */
import type { MemberRole } from '@chalkline/contracts';
import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import { users } from '../../db/schema/index.js';

/** The page total riding on every row (ADR 0024: one statement per page). */
const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

export function createPeopleRepository(db: Db) {
  return {
    /** One page of the accounts of a role that are not deleted, by last name, optionally searched. */
    async list(role: MemberRole, search: string | undefined, limit: number, offset: number) {
      const pattern = search ? containing(search) : null;
      const where = and(
        eq(users.memberRole, role),
        isNull(users.deletedAt),
        pattern
          ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
          : undefined,
      );
      const page = await db
        .select({ user: users, total: totalOver })
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(limit)
        .offset(offset);
      const total =
        page[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0) : 0);
      return { rows: page.map((r) => r.user), total };
    },
  };
}
export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
