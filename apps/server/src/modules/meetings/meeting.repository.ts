import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { demoSessions, meetingAttendance, meetingRatings, meetingSessions } from '../../db/schema/index.js';
import { createUserRepository } from '../accounts/user.repository.js';

export function createMeetingRepository(db: Db) {
  return {
    studentByMeetingId: createUserRepository(db).findStudentByMeetingId,
    async findSession(id: string) {
      const [row] = await db.select().from(meetingSessions).where(eq(meetingSessions.id, id)).limit(1);
      return row ?? null;
    },
    async attended(sessionId: string, userId: string) {
      const [row] = await db
        .select({ userId: meetingAttendance.userId })
        .from(meetingAttendance)
        .where(and(eq(meetingAttendance.sessionId, sessionId), eq(meetingAttendance.userId, userId)))
        .limit(1);
      return Boolean(row);
    },
    /** One rating per person per lesson; rating again replaces it. */
    async upsertRating(values: typeof meetingRatings.$inferInsert) {
      await db
        .insert(meetingRatings)
        .values(values)
        .onConflictDoUpdate({
          target: [meetingRatings.sessionId, meetingRatings.userId],
          set: { rating: values.rating, comment: values.comment ?? null, createdAt: new Date() },
        });
    },
    async insertDemo(values: typeof demoSessions.$inferInsert) {
      const [row] = await db.insert(demoSessions).values(values).returning();
      return row!;
    },
    async findDemo(id: string) {
      const [row] = await db.select().from(demoSessions).where(eq(demoSessions.id, id)).limit(1);
      return row ?? null;
    },
    async updateDemo(id: string, values: Partial<typeof demoSessions.$inferInsert>) {
      const [row] = await db.update(demoSessions).set(values).where(eq(demoSessions.id, id)).returning();
      return row ?? null;
    },
  };
}
export type MeetingRepository = ReturnType<typeof createMeetingRepository>;
