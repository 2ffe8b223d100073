import type { MemberRole } from '@chalkline/contracts';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import { tutorStudentLinks, users } from '../../db/schema/index.js';

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */

export function createSearchRepository(db: Db) {
  return {
    /**
     * Accounts not deleted whose email, first, last or other names, or "first last", contain `term` (any case),
     * of the given roles, ordered by email, at most `limit`. With `linkedToTutor`, only that tutor's students.
     */
    async searchAccounts(q: { term: string; roles: MemberRole[]; linkedToTutor: string | null; limit: number }) {
      if (!q.roles.length) return [];
      const like = containing(q.term);
      const linked = q.linkedToTutor
        ? inArray(
            users.id,
            db
              .select({ id: tutorStudentLinks.studentId })
              .from(tutorStudentLinks)
              .where(eq(tutorStudentLinks.tutorId, q.linkedToTutor)),
          )
        : undefined;
      return db
        .select({
          key: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          otherNames: users.otherNames,
          memberRole: users.memberRole,
        })
        .from(users)
        .where(
          and(
            isNull(users.deletedAt),
            inArray(users.memberRole, q.roles),
            linked,
            or(
              ilike(users.email, like),
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              ilike(users.otherNames, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ),
          ),
        )
        .orderBy(asc(sql`lower(${users.email})`))
        .limit(q.limit);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
