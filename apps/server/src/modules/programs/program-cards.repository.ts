/**
 * The program card read model (ADR 0024): programs with their category, tutors, kept lessons, next lesson and the
 * viewer's membership and unread chat, and the page total, in one statement (`json_agg` subqueries and a window count).
 */
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import {
  enrolments,
  programCategories,
  programs,
  programTutors,
  schedules,
  scheduleTutors,
  tutorStudentLinks,
  users,
} from '../../db/schema/index.js';
import type { UserRow } from '../accounts/user.repository.js';
import type { CategoryRow, LessonScope, ProgramRow } from './program.repository.js';
import { unreadChatsOf } from './unread-chats.repository.js';

/** A tutor as a card shows them. */
export type CardTutor = Pick<UserRow, 'id' | 'title' | 'firstName' | 'lastName' | 'otherNames' | 'avatar' | 'gender'>;

export interface ProgramCard {
  program: ProgramRow;
  category: CategoryRow;
  tutors: CardTutor[];
  kept: { id: string; time: Date }[];
  next: Date | null;
  /** The viewer belongs to the program (a student's active enrolment, a tutor's assignment or link). */
  mine: boolean;
  /** The viewer's unread classroom chat in the program (see unread-chats.repository.ts). */
  unread: number;
}

export interface CardFilter {
  categorySlug?: string;
  search?: string;
  slug?: string;
  /** Only the viewer's own programs (ignored for admins and visitors, as before). */
  mineOnly?: boolean;
}

/** Whose lessons count on a card; `undefined` for everyone's. */
const lessonsOf = (scope: LessonScope): SQL => {
  if (scope.kind === 'student') return sql`and ${schedules.studentId} = ${scope.id}`;
  if (scope.kind === 'tutor')
    return sql`and ${schedules.id} in (select ${scheduleTutors.scheduleId} from ${scheduleTutors} where ${scheduleTutors.tutorId} = ${scope.id})`;
  return sql``;
};

/** The programs a person belongs to, as a subquery. */
const membershipOf = (scope: LessonScope): SQL => {
  if (scope.kind === 'student')
    return sql`${programs.id} in (select ${enrolments.programId} from ${enrolments} where ${enrolments.studentId} = ${scope.id} and ${enrolments.active})`;
  if (scope.kind === 'tutor')
    return sql`${programs.id} in (select ${programTutors.programId} from ${programTutors} where ${programTutors.tutorId} = ${scope.id} union select ${tutorStudentLinks.programId} from ${tutorStudentLinks} where ${tutorStudentLinks.tutorId} = ${scope.id})`;
  return sql`false`;
};

const tutorsJson = sql<
  CardTutor[]
>`coalesce((select json_agg(json_build_object('id', ${users.id}, 'title', ${users.title}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'otherNames', ${users.otherNames}, 'avatar', ${users.avatar}, 'gender', ${users.gender}) order by ${users.lastName}) from ${programTutors} join ${users} on ${users.id} = ${programTutors.tutorId} where ${programTutors.programId} = ${programs.id}), '[]'::json)`;

/** What varies a card query's text (not its values): one prepared statement per shape (ADR 0024). */
interface CardShape {
  scope: LessonScope['kind'];
  slug: boolean;
  category: boolean;
  search: boolean;
  mineOnly: boolean;
  next: boolean;
  /** Past the first page: only then the offset is a placeholder (see buildCardQuery). */
  paged: boolean;
  /** The page size, written into the text (page sizes are a short fixed list, `pageSizeOptions`). */
  limit: number;
}

// Values travel as placeholders; the viewer's key is typed as a string where the builders want one.
const value = (name: string) => sql.placeholder(name);
const viewerKey = value('viewer') as unknown as string;
/** A number written into the statement's text (drizzle would send a plain number as a parameter). */
const inText = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

function whereOf(shape: CardShape, scope: LessonScope) {
  return and(
    shape.slug ? eq(programs.slug, value('slug')) : undefined,
    shape.category ? eq(programCategories.slug, value('category')) : undefined,
    shape.search ? or(ilike(programs.title, value('search')), ilike(programs.summary, value('search'))) : undefined,
    shape.mineOnly ? membershipOf(scope) : undefined,
  );
}

const scopeOf = (shape: CardShape) =>
  (shape.scope === 'all' ? { kind: 'all' } : { kind: shape.scope, id: viewerKey }) as LessonScope;

function buildCardQuery(db: Db, shape: CardShape, name: string) {
  const scope = scopeOf(shape);
  return (
    db
      .select({
        program: programs,
        category: programCategories,
        tutors: tutorsJson,
        kept: sql<
          { id: string; time: string }[]
        >`coalesce((select json_agg(json_build_object('id', ${schedules.id}, 'time', ${schedules.time}) order by ${schedules.time} desc) from ${schedules} where ${schedules.programId} = ${programs.id} and ${schedules.kept} ${lessonsOf(scope)}), '[]'::json)`,
        next: shape.next
          ? sql`(select min(${schedules.time}) from ${schedules} where ${schedules.programId} = ${programs.id} and ${schedules.endTime} > ${value('now')} ${lessonsOf(scope)})`.mapWith(
              schedules.time,
            )
          : sql<null>`null`,
        mine: sql<boolean>`${membershipOf(scope)}`,
        // Unread classroom chat only on the viewer's own programs; admins and visitors have none.
        unread:
          scope.kind === 'all'
            ? sql<number>`0`.mapWith(Number)
            : sql<number>`case when ${membershipOf(scope)} then ${unreadChatsOf(db, scope, programs.id)} else 0 end`.mapWith(
                Number,
              ),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(programs)
      .innerJoin(programCategories, eq(programCategories.id, programs.categoryId))
      .where(whereOf(shape, scope))
      .orderBy(asc(programs.title))
      // The page size and the first page's offset are in the text: with them unknown PostgreSQL costs the shared
      // (generic) plan far above a fresh one and plans the statement again at every execution (ADR 0048).
      .limit(inText(shape.limit))
      .offset(shape.paged ? value('offset') : inText(0))
      .prepare(name)
  );
}
type CardQuery = ReturnType<typeof buildCardQuery>;

export function createProgramCardQueries(db: Db) {
  const prepared = new Map<string, CardQuery>();
  const queryOf = (shape: CardShape) => {
    const key = Object.values(shape).join('_');
    let query = prepared.get(key);
    if (!query) {
      query = buildCardQuery(db, shape, `program_cards_${key}`);
      prepared.set(key, query);
    }
    return query;
  };

  return {
    /** One page of cards and the total matching `filter`; `now` null leaves out the next lesson (visitors). */
    async readCards(filter: CardFilter, scope: LessonScope, now: Date | null, limit: number, offset: number) {
      const shape: CardShape = {
        scope: scope.kind,
        slug: filter.slug !== undefined,
        category: Boolean(filter.categorySlug),
        search: Boolean(filter.search),
        mineOnly: Boolean(filter.mineOnly) && scope.kind !== 'all',
        next: now !== null,
        paged: offset > 0,
        limit,
      };
      const values = {
        viewer: scope.kind === 'all' ? null : scope.id,
        slug: filter.slug,
        category: filter.categorySlug,
        search: containing(filter.search ?? ''),
        now,
        limit,
        offset,
      };
      const rows = await queryOf(shape).execute(values);
      const cards: ProgramCard[] = rows.map((r) => ({
        program: r.program,
        category: r.category,
        tutors: r.tutors,
        kept: r.kept.map((k) => ({ id: k.id, time: new Date(k.time) })),
        next: (r.next as Date | null) ?? null,
        mine: Boolean(r.mine),
        unread: r.unread,
      }));
      // Past the last page the window count has no row to ride on: count apart (only then).
      const total = rows[0]?.total ?? (offset > 0 ? await countCards(db, shape, values) : 0);
      return { cards, total };
    },
  };
}

async function countCards(db: Db, shape: CardShape, values: Record<string, unknown>) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(programs)
    .innerJoin(programCategories, eq(programCategories.id, programs.categoryId))
    .where(whereOf(shape, scopeOf(shape)))
    .prepare(`program_cards_count_${Object.values(shape).join('_')}`)
    .execute(values);
  return row?.n ?? 0;
}
