/** Lesson reports (ADR 0080): the reports themselves, and what the classroom kept of a lesson to fill one. */
import { meetRoomId } from '@chalkline/contracts';
import { and, desc, eq, exists, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  chatMessages,
  files,
  lessonReports,
  meetingSessions,
  programs,
  schedules,
  scheduleTutors,
  users,
  whiteboards,
} from '../../db/schema/index.js';

export type LessonReportRow = typeof lessonReports.$inferSelect;
export type NewLessonReport = Omit<typeof lessonReports.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
}
export interface LessonSession {
  id: string;
  roomKey: string;
  startedAt: Date;
  endedAt: Date | null;
}

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName };
/** Lessons held in the classroom, or marked kept by their tutor: the ones a report is asked for. */
const held = (db: Db) =>
  or(
    eq(schedules.kept, true),
    exists(db.select({ one: sql`1` }).from(meetingSessions).where(eq(meetingSessions.scheduleId, schedules.id))),
  );
const noSentReport = (db: Db) =>
  sql`not ${exists(
    db
      .select({ one: sql`1` })
      .from(lessonReports)
      .where(and(eq(lessonReports.scheduleId, schedules.id), eq(lessonReports.status, 'sent'))),
  )}`;

export function createLessonReportsRepository(db: Db) {
  /** Lessons with their program and student, and the report when one exists, matching `where`. */
  const lessonsWhere = (where: SQL | undefined, limit: number) =>
    db
      .select({
        schedule: schedules,
        program: { id: programs.id, title: programs.title },
        student: { ...person, meetingId: users.meetingId },
        report: { id: lessonReports.id, status: lessonReports.status, rating: lessonReports.rating },
        sentAt: lessonReports.sentAt,
        tutorId: lessonReports.tutorId,
      })
      .from(schedules)
      .innerJoin(programs, eq(programs.id, schedules.programId))
      .innerJoin(users, eq(users.id, schedules.studentId))
      .leftJoin(lessonReports, eq(lessonReports.scheduleId, schedules.id))
      .where(where)
      .orderBy(desc(schedules.time))
      .limit(limit);
  const taughtBy = (tutorId: string) =>
    inArray(
      schedules.id,
      db.select({ id: scheduleTutors.scheduleId }).from(scheduleTutors).where(eq(scheduleTutors.tutorId, tutorId)),
    );

  return {
    /** One lesson with its program, student and (when written) report summary. */
    async lesson(scheduleId: string) {
      const [row] = await lessonsWhere(eq(schedules.id, scheduleId), 1);
      return row ?? null;
    },
    async tutorsOf(scheduleId: string): Promise<Person[]> {
      return db
        .select(person)
        .from(scheduleTutors)
        .innerJoin(users, eq(users.id, scheduleTutors.tutorId))
        .where(eq(scheduleTutors.scheduleId, scheduleId))
        .orderBy(users.lastName);
    },
    async people(ids: string[]): Promise<Person[]> {
      if (!ids.length) return [];
      return db.select(person).from(users).where(inArray(users.id, ids));
    },
    sessionsOf(scheduleId: string): Promise<LessonSession[]> {
      return db
        .select({
          id: meetingSessions.id,
          roomKey: meetingSessions.roomKey,
          startedAt: meetingSessions.startedAt,
          endedAt: meetingSessions.endedAt,
        })
        .from(meetingSessions)
        .where(eq(meetingSessions.scheduleId, scheduleId))
        .orderBy(meetingSessions.startedAt);
    },
    /** Files posted for everyone in the classroom's chat while the lessons ran (not deleted, not private). */
    async sharedFiles(sessions: LessonSession[], now: Date) {
      if (!sessions.length) return [];
      const windows = sessions.map((s) =>
        and(
          eq(chatMessages.room, meetRoomId.format(s.roomKey)),
          gte(chatMessages.createdAt, s.startedAt),
          lte(chatMessages.createdAt, s.endedAt ?? now),
        ),
      );
      const messages = await db
        .select({
          images: chatMessages.images,
          videos: chatMessages.videos,
          audios: chatMessages.audios,
          documents: chatMessages.documents,
        })
        .from(chatMessages)
        .where(and(or(...windows), isNull(chatMessages.deletedAt), isNull(chatMessages.to)))
        .orderBy(chatMessages.seq);
      const keys = [...new Set(messages.flatMap((m) => [...m.images, ...m.videos, ...m.audios, ...m.documents]))];
      if (!keys.length) return [];
      const rows = await db
        .select({ key: files.key, name: files.originalName, mime: files.mime, size: files.size })
        .from(files)
        .where(inArray(files.key, keys));
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return keys.flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
    },
    /** Boards of the lessons' classrooms drawn on while they ran (or opened in them), last changed first. */
    async boardsOf(sessions: LessonSession[], now: Date) {
      if (!sessions.length) return [];
      const windows = sessions.map((s) =>
        and(
          eq(whiteboards.roomKey, s.roomKey),
          or(
            eq(whiteboards.sessionId, s.id),
            and(gte(whiteboards.updatedAt, s.startedAt), lte(whiteboards.updatedAt, s.endedAt ?? now)),
          ),
        ),
      );
      return db
        .select({ id: whiteboards.id, roomKey: whiteboards.roomKey, updatedAt: whiteboards.updatedAt })
        .from(whiteboards)
        .where(or(...windows))
        .orderBy(desc(whiteboards.updatedAt))
        .limit(10);
    },
    async find(scheduleId: string): Promise<LessonReportRow | null> {
      const [row] = await db.select().from(lessonReports).where(eq(lessonReports.scheduleId, scheduleId)).limit(1);
      return row ?? null;
    },
    async findById(id: string): Promise<LessonReportRow | null> {
      const [row] = await db.select().from(lessonReports).where(eq(lessonReports.id, id)).limit(1);
      return row ?? null;
    },
    /** Writes the lesson's report, unless it has been sent (then answers null). */
    async save(values: NewLessonReport, now: Date): Promise<LessonReportRow | null> {
      const [row] = await db
        .insert(lessonReports)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: lessonReports.scheduleId,
          set: { ...values, updatedAt: now },
          setWhere: eq(lessonReports.status, 'draft'),
        })
        .returning();
      return row ?? null;
    },
    /** A student's sent reports, newest lesson first; of `tutorId`'s lessons only when given. */
    sentTo: (studentId: string, tutorId?: string) =>
      lessonsWhere(
        and(
          eq(schedules.studentId, studentId),
          eq(lessonReports.status, 'sent'),
          tutorId ? taughtBy(tutorId) : undefined,
        ),
        100,
      ),
    /** A tutor's lessons ended between `since` and `now`, held or kept, whose report is not sent. */
    awaiting: (tutorId: string, since: Date, now: Date) =>
      lessonsWhere(
        and(
          taughtBy(tutorId),
          gte(schedules.endTime, since),
          or(
            lt(schedules.endTime, now),
            exists(
              db
                .select({ one: sql`1` })
                .from(meetingSessions)
                .where(and(eq(meetingSessions.scheduleId, schedules.id), sql`${meetingSessions.endedAt} is not null`)),
            ),
          ),
          held(db),
          noSentReport(db),
        ),
        50,
      ),
    /** Lessons of every tutor that ended between `from` and `to`, held or kept, whose report is not sent. */
    due: (from: Date, to: Date) =>
      lessonsWhere(and(gte(schedules.endTime, from), lt(schedules.endTime, to), held(db), noSentReport(db)), 500),
  };
}
export type LessonReportsRepository = ReturnType<typeof createLessonReportsRepository>;
