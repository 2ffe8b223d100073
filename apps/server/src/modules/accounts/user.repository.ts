import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { studentProfiles, tutorStudentLinks, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type StudentProfileRow = typeof studentProfiles.$inferSelect;

export function createUserRepository(db: Db) {
  return {
    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /** A student account and its profile, together or not at all. */
    async insertStudent(
      values: typeof users.$inferInsert,
      profile: Omit<typeof studentProfiles.$inferInsert, 'userId'>,
    ) {
      return db.transaction(async (tx) => {
        const [user] = await tx.insert(users).values(values).returning();
        await tx.insert(studentProfiles).values({ ...profile, userId: user!.id });
        return user!;
      });
    },
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row ?? null;
    },
    /** The student whose personal classroom has this meeting id. */
    async findStudentByMeetingId(meetingId: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.meetingId, meetingId), eq(users.memberRole, 'STUDENT')))
        .limit(1);
      return row ?? null;
    },
    async findByGoogleSubject(subject: string) {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1);
      return row ?? null;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row ?? null;
    },
    async findStudentProfile(userId: string) {
      const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId)).limit(1);
      return row ?? null;
    },
    async updateStudentProfile(userId: string, values: Partial<typeof studentProfiles.$inferInsert>) {
      await db
        .insert(studentProfiles)
        .values({ ...values, userId })
        .onConflictDoUpdate({ target: studentProfiles.userId, set: values });
    },
    /** The admins who have not been deleted, oldest first. */
    listAdmins() {
      return db
        .select()
        .from(users)
        .where(and(inArray(users.memberRole, ['MANAGER', 'MASTER']), isNull(users.deletedAt)))
        .orderBy(asc(users.createdAt));
    },
    async teaches(tutorId: string, studentId: string) {
      const [row] = await db
        .select({ tutorId: tutorStudentLinks.tutorId })
        .from(tutorStudentLinks)
        .where(and(eq(tutorStudentLinks.tutorId, tutorId), eq(tutorStudentLinks.studentId, studentId)))
        .limit(1);
      return Boolean(row);
    },
    async count() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
