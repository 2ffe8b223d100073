import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  classroomSettings,
  demoSessions,
  enrolments,
  meetingAttendance,
  meetingSessions,
  programs,
  programTutors,
  tutorStudentLinks,
  users,
} from '../../db/schema/index.js';
import type { ProgramAccess } from '../billing/billing-access.js';
import { createMessageRepository } from './chat/message.repository.js';

export type { ChatMessageRow } from './chat/message.repository.js';

/** Everything the classroom reads and writes in the database. */
export function createClassroomRepository(db: Db, access?: ProgramAccess) {
  return {
    /**
     * The student whose personal classroom has this meeting id. Read here, not through the accounts module, so
     * the classroom needs no other module's code (the same read as the accounts repository's).
     */
    async studentByMeetingId(meetingId: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.meetingId, meetingId), eq(users.memberRole, 'STUDENT')))
        .limit(1);
      return row ?? null;
    },
    // The chat engine's storage (messages, history, receipt watermarks), shared with the platform chat.
    ...createMessageRepository(db),
    async activeProgramIds(studentId: string) {
      const rows = await db
        .select({ id: enrolments.programId })
        .from(enrolments)
        .where(and(eq(enrolments.studentId, studentId), eq(enrolments.active, true)));
      const ids = rows.map((r) => r.id);
      // Access follows payment: a program with a plan needs a subscription that gives access now.
      return access ? access.withPaidAccess(studentId, ids) : ids;
    },
    /** Programs through which the tutor is linked to the student, with titles for the lobby's picker. */
    linkedPrograms(tutorId: string, studentId: string) {
      return db
        .select({ key: programs.id, title: programs.title })
        .from(tutorStudentLinks)
        .innerJoin(programs, eq(programs.id, tutorStudentLinks.programId))
        .where(and(eq(tutorStudentLinks.tutorId, tutorId), eq(tutorStudentLinks.studentId, studentId)));
    },
    async teachesProgram(tutorId: string, programId: string) {
      const [assigned] = await db
        .select({ id: programTutors.tutorId })
        .from(programTutors)
        .where(and(eq(programTutors.tutorId, tutorId), eq(programTutors.programId, programId)))
        .limit(1);
      return Boolean(assigned);
    },
    /** A demo session's booked time and end, for admitting people to the `demo` classroom. */
    async demoSession(id: string) {
      const [row] = await db
        .select({ time: demoSessions.time, completedAt: demoSessions.completedAt })
        .from(demoSessions)
        .where(eq(demoSessions.id, id))
        .limit(1);
      return row ?? null;
    },
    /** Ends a started demo session nobody ended (its classroom emptied without the host pressing Leave). */
    async completeStartedDemo(id: string, at: Date) {
      await db
        .update(demoSessions)
        .set({ completedAt: at })
        .where(and(eq(demoSessions.id, id), isNotNull(demoSessions.startedAt), isNull(demoSessions.completedAt)));
    },
    async programExists(programId: string) {
      const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
      return Boolean(row);
    },
    async settings(roomKey: string) {
      const [row] = await db.select().from(classroomSettings).where(eq(classroomSettings.roomKey, roomKey)).limit(1);
      return row ?? null;
    },
    async saveSettings(
      roomKey: string,
      values: {
        guestMode?: boolean;
        autoAdmitEnrolled?: boolean;
        screenShareHostsOnly?: boolean;
        locks?: Record<string, boolean>;
        openWhiteboardId?: string | null;
      },
    ) {
      const [row] = await db
        .insert(classroomSettings)
        .values({ roomKey, ...values })
        .onConflictDoUpdate({ target: classroomSettings.roomKey, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row!;
    },
    async startSession(values: typeof meetingSessions.$inferInsert) {
      const [row] = await db.insert(meetingSessions).values(values).returning();
      return row!;
    },
    /** The classroom's latest lesson never ended (its node died with it), if any. */
    async unendedSession(roomKey: string) {
      const [row] = await db
        .select()
        .from(meetingSessions)
        .where(and(eq(meetingSessions.roomKey, roomKey), isNull(meetingSessions.endedAt)))
        .orderBy(desc(meetingSessions.startedAt))
        .limit(1);
      return row ?? null;
    },
    async endSession(id: string, at: Date) {
      await db
        .update(meetingSessions)
        .set({ endedAt: at })
        .where(and(eq(meetingSessions.id, id), isNull(meetingSessions.endedAt)));
    },
    async recordAttendance(sessionId: string, userId: string) {
      await db.insert(meetingAttendance).values({ sessionId, userId }).onConflictDoNothing();
    },
    /** Whether the person was ever admitted to this classroom (for reading its files and history later). */
    async attendedRoom(roomKey: string, userId: string) {
      const [row] = await db
        .select({ id: meetingAttendance.userId })
        .from(meetingAttendance)
        .innerJoin(meetingSessions, eq(meetingSessions.id, meetingAttendance.sessionId))
        .where(and(eq(meetingSessions.roomKey, roomKey), eq(meetingAttendance.userId, userId)))
        .limit(1);
      return Boolean(row);
    },
  };
}
export type ClassroomRepository = ReturnType<typeof createClassroomRepository>;
