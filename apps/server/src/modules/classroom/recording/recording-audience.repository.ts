/** Who a recording's lesson was: its scheduled student and tutors, and who was admitted to its session (reads only). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  meetingAttendance,
  meetingSessions,
  programs,
  schedules,
  scheduleTutors,
  users,
} from '../../../db/schema/index.js';

export interface LessonPerson {
  id: string;
  role: (typeof users.$inferSelect)['memberRole'];
  firstName: string;
  lastName: string;
  /** A tutor of the scheduled lesson (named in the notice). */
  lessonTutor: boolean;
}

export interface RecordedLesson {
  /** The program's title, when the session was of a program or a scheduled lesson. */
  program: string | null;
  /** The lesson's planned start, else the session's start. */
  time: Date | null;
  people: LessonPerson[];
}

export function createRecordingAudienceRepository(db: Db) {
  const personColumns = {
    id: users.id,
    role: users.memberRole,
    firstName: users.firstName,
    lastName: users.lastName,
    deletedAt: users.deletedAt,
  };
  return {
    /** The lesson a session held: the schedule's student and tutors (if any) and everyone admitted to it. */
    async lessonOf(sessionId: string | null, extraIds: string[] = []): Promise<RecordedLesson> {
      const [session] = sessionId
        ? await db
            .select({
              scheduleId: meetingSessions.scheduleId,
              startedAt: meetingSessions.startedAt,
              program: programs.title,
            })
            .from(meetingSessions)
            .leftJoin(programs, eq(programs.id, meetingSessions.programId))
            .where(eq(meetingSessions.id, sessionId))
        : [];
      const [lesson] = session?.scheduleId
        ? await db
            .select({ studentId: schedules.studentId, time: schedules.time, program: programs.title })
            .from(schedules)
            .innerJoin(programs, eq(programs.id, schedules.programId))
            .where(eq(schedules.id, session.scheduleId))
        : [];
      const tutorIds =
        lesson && session?.scheduleId
          ? (
              await db
                .select({ id: scheduleTutors.tutorId })
                .from(scheduleTutors)
                .where(eq(scheduleTutors.scheduleId, session.scheduleId))
            ).map((r) => r.id)
          : [];
      const attendees = sessionId
        ? (
            await db
              .select({ id: meetingAttendance.userId })
              .from(meetingAttendance)
              .where(eq(meetingAttendance.sessionId, sessionId))
          ).map((r) => r.id)
        : [];
      const ids = [...new Set([...(lesson ? [lesson.studentId] : []), ...tutorIds, ...attendees, ...extraIds])];
      const rows = ids.length
        ? await db.select(personColumns).from(users).where(inArray(users.id, ids)).orderBy(asc(users.lastName))
        : [];
      return {
        program: lesson?.program ?? session?.program ?? null,
        time: lesson?.time ?? session?.startedAt ?? null,
        people: rows
          .filter((r) => r.deletedAt === null)
          .map(({ deletedAt: _gone, ...r }) => ({ ...r, lessonTutor: tutorIds.includes(r.id) })),
      };
    },
  };
}
export type RecordingAudienceRepository = ReturnType<typeof createRecordingAudienceRepository>;
