/** What the admin's Live Classes read from the database: classrooms, their settings, lessons and demo sessions. */
import { roomKeys } from '@chalkline/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  classroomSettings,
  demoSessions,
  meetingAttendance,
  meetingSessions,
  programs,
  users,
} from '../../db/schema/index.js';
import { programTitles } from '../programs/program.repository.js';

const demoRoomKey = sql<string>`${roomKeys.demo('')} || ${demoSessions.id}::text`;
/** The page total riding on every row (ADR 0024: one statement per page). */
const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

export function createLiveClassesRepository(db: Db) {
  /** The window total, or a count of its own past the last page (where no row carries it). */
  const totalOf = async (rows: { total: number }[], offset: number, table: PgTable, where?: SQL) =>
    rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0) : 0);

  return {
    /** Students with a classroom of their own, by last name (deleted ones left out). */
    async studentsWithClassrooms(limit: number, offset: number) {
      const where = and(eq(users.memberRole, 'STUDENT'), isNotNull(users.meetingId), isNull(users.deletedAt));
      const rows = await db
        .select({ user: users, total: totalOver })
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => r.user), total: await totalOf(rows, offset, users, where) };
    },
    async programs(limit: number, offset: number) {
      const rows = await db
        .select({ program: programs, total: totalOver })
        .from(programs)
        .orderBy(asc(programs.title), asc(programs.id))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => r.program), total: await totalOf(rows, offset, programs) };
    },
    /** The stored settings of these classrooms (a classroom nobody configured has no row). */
    async settingsOf(keys: string[]) {
      if (!keys.length) return new Map<string, typeof classroomSettings.$inferSelect>();
      const rows = await db.select().from(classroomSettings).where(inArray(classroomSettings.roomKey, keys));
      return new Map(rows.map((r) => [r.roomKey, r]));
    },
    /** Lessons, newest first, with what names their classroom and how many people were admitted. */
    async sessions(limit: number, offset: number) {
      const attendance = db
        .select({ sessionId: meetingAttendance.sessionId, n: count().as('n') })
        .from(meetingAttendance)
        .groupBy(meetingAttendance.sessionId)
        .as('attendance');
      const rows = await db
        .select({
          id: meetingSessions.id,
          meetingId: meetingSessions.meetingId,
          roomKey: meetingSessions.roomKey,
          startedAt: meetingSessions.startedAt,
          endedAt: meetingSessions.endedAt,
          student: { firstName: users.firstName, lastName: users.lastName, otherNames: users.otherNames },
          programTitle: programs.title,
          guestName: demoSessions.guestName,
          attendance: sql<number>`coalesce(${attendance.n}, 0)::int`,
          total: totalOver,
        })
        .from(meetingSessions)
        .leftJoin(users, eq(users.meetingId, meetingSessions.meetingId))
        .leftJoin(programs, eq(programs.id, meetingSessions.programId))
        .leftJoin(demoSessions, eq(demoRoomKey, meetingSessions.roomKey))
        .leftJoin(attendance, eq(attendance.sessionId, meetingSessions.id))
        .orderBy(desc(meetingSessions.startedAt), desc(meetingSessions.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: await totalOf(rows, offset, meetingSessions) };
    },
    async sessionsById(ids: string[]) {
      if (!ids.length) return new Map<string, Date>();
      const rows = await db
        .select({ id: meetingSessions.id, startedAt: meetingSessions.startedAt })
        .from(meetingSessions)
        .where(inArray(meetingSessions.id, ids));
      return new Map(rows.map((r) => [r.id, r.startedAt]));
    },
    /** Students by classroom id, for naming live classrooms. */
    async studentsByMeetingId(meetingIds: string[]) {
      if (!meetingIds.length) return [];
      return db
        .select({
          meetingId: users.meetingId,
          firstName: users.firstName,
          lastName: users.lastName,
          otherNames: users.otherNames,
        })
        .from(users)
        .where(inArray(users.meetingId, meetingIds));
    },
    programTitles: (ids: string[]) => programTitles(db, ids),
    async demoGuests(ids: string[]) {
      if (!ids.length) return new Map<string, string>();
      const rows = await db
        .select({ id: demoSessions.id, guestName: demoSessions.guestName })
        .from(demoSessions)
        .where(inArray(demoSessions.id, ids));
      return new Map(rows.map((r) => [r.id, r.guestName]));
    },
    /** Booked demo sessions, latest booked time first, with their tutor. */
    async demoSessions(limit: number, offset: number) {
      const rows = await db
        .select({ demo: demoSessions, tutor: users, total: totalOver })
        .from(demoSessions)
        .leftJoin(users, eq(users.id, demoSessions.tutorId))
        .orderBy(desc(demoSessions.time), desc(demoSessions.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: await totalOf(rows, offset, demoSessions) };
    },
  };
}
export type LiveClassesRepository = ReturnType<typeof createLiveClassesRepository>;
