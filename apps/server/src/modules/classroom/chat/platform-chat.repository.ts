/** Everything the platform chat reads and writes besides the engine's messages: people, groups, reports, unread. */
import { chatRoomId } from '@chalkline/contracts';
import { and, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { containing, escapeLike } from '../../../db/query-helpers.js';
import {
  chatGroupAdmins,
  chatMessages,
  chatReceipts,
  chatReports,
  enrolments,
  guardianLinks,
  programs,
  programTutors,
  tutorStudentLinks,
  users,
} from '../../../db/schema/index.js';

export type PersonRow = Pick<
  typeof users.$inferSelect,
  'id' | 'title' | 'firstName' | 'lastName' | 'otherNames' | 'avatar' | 'gender' | 'memberRole' | 'email'
>;
const personColumns = {
  id: users.id,
  title: users.title,
  firstName: users.firstName,
  lastName: users.lastName,
  otherNames: users.otherNames,
  avatar: users.avatar,
  gender: users.gender,
  memberRole: users.memberRole,
  email: users.email,
};
const activePerson = and(isNull(users.deletedAt), eq(users.suspended, false)) as SQL;

export interface LastMessageRow {
  room: string;
  content: string;
  fromKey: string;
  createdAt: Date;
  hasAttachments: boolean;
}

/** Direct rooms naming the person: the id is taken as text (ids never hold wildcards, but the rule is kept everywhere). */
const directRoomPattern = (userId: string) => `chat:direct:%${escapeLike(userId)}%`;

export function createChatRepository(db: Db) {
  return {
    async person(id: string): Promise<PersonRow | null> {
      const [row] = await db
        .select(personColumns)
        .from(users)
        .where(and(eq(users.id, id), activePerson))
        .limit(1);
      return row ?? null;
    },
    async people(ids: string[]): Promise<PersonRow[]> {
      if (!ids.length) return [];
      return db
        .select(personColumns)
        .from(users)
        .where(and(inArray(users.id, ids), activePerson));
    },
    /** Anyone by name or email (admins' contact search). */
    async searchPeople(search: string, exceptId: string, limit = 20): Promise<PersonRow[]> {
      const like = containing(search);
      return db
        .select(personColumns)
        .from(users)
        .where(
          and(
            activePerson,
            ne(users.id, exceptId),
            or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like)),
          ),
        )
        .orderBy(users.firstName, users.lastName)
        .limit(limit);
    },
    /** Whether the tutor teaches the student (a tutor–student link in any program). */
    async linked(tutorId: string, studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(tutorStudentLinks)
        .where(and(eq(tutorStudentLinks.tutorId, tutorId), eq(tutorStudentLinks.studentId, studentId)))
        .limit(1);
      return Boolean(row);
    },
    /** Whether the guardian is linked to a student the tutor teaches (ADR 0079). */
    async familyLinked(guardianId: string, tutorId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(guardianLinks)
        .innerJoin(tutorStudentLinks, eq(tutorStudentLinks.studentId, guardianLinks.studentId))
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(tutorStudentLinks.tutorId, tutorId)))
        .limit(1);
      return Boolean(row);
    },
    /** A guardian's children's tutors, or a tutor's students' guardians (ADR 0079). */
    async familyPeople(userId: string, side: 'guardian' | 'tutor'): Promise<string[]> {
      const rows = await db
        .selectDistinct({ guardianId: guardianLinks.guardianId, tutorId: tutorStudentLinks.tutorId })
        .from(guardianLinks)
        .innerJoin(tutorStudentLinks, eq(tutorStudentLinks.studentId, guardianLinks.studentId))
        .where(side === 'guardian' ? eq(guardianLinks.guardianId, userId) : eq(tutorStudentLinks.tutorId, userId));
      return rows.map((r) => (side === 'guardian' ? r.tutorId : r.guardianId));
    },
    /** Whether two students share a program they are actively enrolled in. */
    async classmates(a: string, b: string): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from ${enrolments} x join ${enrolments} y on y.program_id = x.program_id
        where x.student_id = ${a} and y.student_id = ${b} and x.active and y.active limit 1`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0;
    },
    /** Students a tutor teaches, and tutors who teach a student. */
    async linkedPeople(userId: string, side: 'tutor' | 'student'): Promise<string[]> {
      const rows =
        side === 'tutor'
          ? await db
              .selectDistinct({ id: tutorStudentLinks.studentId })
              .from(tutorStudentLinks)
              .where(eq(tutorStudentLinks.tutorId, userId))
          : await db
              .selectDistinct({ id: tutorStudentLinks.tutorId })
              .from(tutorStudentLinks)
              .where(eq(tutorStudentLinks.studentId, userId));
      return rows.map((r) => r.id);
    },
    /** Students sharing an active program with the student. */
    async classmatesOf(studentId: string): Promise<string[]> {
      const result = await db.execute(sql`
        select distinct y.student_id as id from ${enrolments} x join ${enrolments} y on y.program_id = x.program_id
        where x.student_id = ${studentId} and y.student_id <> ${studentId} and x.active and y.active`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },
    /** The other people of every direct conversation the person has written or received in. */
    async conversationPartners(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ room: chatMessages.room })
        .from(chatMessages)
        .where(ilike(chatMessages.room, directRoomPattern(userId)));
      const partners = new Set<string>();
      for (const { room } of rows) {
        const parsed = chatRoomId.parse(room);
        if (parsed?.kind === 'CONTACT' && parsed.people.includes(userId))
          partners.add(parsed.people[0] === userId ? parsed.people[1] : parsed.people[0]);
      }
      return [...partners];
    },

    /** Programs whose group the person belongs to: enrolled (students), teaching (tutors), joined (admins). */
    async groupProgramIds(userId: string): Promise<string[]> {
      const result = await db.execute(sql`
        select program_id as id from ${enrolments} where student_id = ${userId} and active
        union select program_id from ${programTutors} where tutor_id = ${userId}
        union select program_id from ${chatGroupAdmins} where user_id = ${userId}`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },
    /** A program group's people: its active students, its tutors and the admins who joined. */
    async groupMembers(programId: string): Promise<PersonRow[]> {
      const result = await db.execute(sql`
        select student_id as id from ${enrolments} where program_id = ${programId} and active
        union select tutor_id from ${programTutors} where program_id = ${programId}
        union select user_id from ${chatGroupAdmins} where program_id = ${programId}`);
      const ids = (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (!ids.length) return [];
      return db
        .select(personColumns)
        .from(users)
        .where(and(inArray(users.id, ids), activePerson));
    },
    /** How the person stands to a program's group. */
    async groupRelation(userId: string, programId: string) {
      const result = await db.execute(sql`
        select
          exists(select 1 from ${enrolments} where student_id = ${userId} and program_id = ${programId} and active) as enrolled,
          exists(select 1 from ${programTutors} where tutor_id = ${userId} and program_id = ${programId}) as teaches,
          exists(select 1 from ${chatGroupAdmins} where user_id = ${userId} and program_id = ${programId}) as joined`);
      const row = (result as unknown as { rows: { enrolled: boolean; teaches: boolean; joined: boolean }[] }).rows[0];
      return { enrolled: Boolean(row?.enrolled), teaches: Boolean(row?.teaches), joined: Boolean(row?.joined) };
    },
    /** Programs with their group's member count; all programs when `programIds` is null. */
    async groups(programIds: string[] | null) {
      if (programIds && !programIds.length) return [];
      // Named in full: inside the subqueries a bare "id" would be the subquery's own table's.
      const programId = sql.raw('"programs"."id"');
      const members = sql<number>`(
        (select count(*) from ${enrolments} e where e.program_id = ${programId} and e.active)
        + (select count(*) from ${programTutors} t where t.program_id = ${programId})
        + (select count(*) from ${chatGroupAdmins} a where a.program_id = ${programId}))`.mapWith(Number);
      return db
        .select({ id: programs.id, slug: programs.slug, title: programs.title, thumbnail: programs.thumbnail, members })
        .from(programs)
        .where(programIds ? inArray(programs.id, programIds) : undefined)
        .orderBy(programs.title);
    },
    async programExists(programId: string) {
      const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).limit(1);
      return Boolean(row);
    },
    async joinGroup(programId: string, userId: string) {
      await db.insert(chatGroupAdmins).values({ programId, userId }).onConflictDoNothing();
    },
    async leaveGroup(programId: string, userId: string) {
      await db
        .delete(chatGroupAdmins)
        .where(and(eq(chatGroupAdmins.programId, programId), eq(chatGroupAdmins.userId, userId)));
    },

    /** Unread messages per room for a person: from others, beyond the person's read watermark (ADR 0025). */
    async unreadByRoom(userId: string, rooms: string[]): Promise<Map<string, number>> {
      if (!rooms.length) return new Map();
      const rows = await db
        .select({ room: chatMessages.room, n: sql<number>`count(*)`.mapWith(Number) })
        .from(chatMessages)
        .leftJoin(chatReceipts, and(eq(chatReceipts.room, chatMessages.room), eq(chatReceipts.memberKey, userId)))
        .where(
          and(
            inArray(chatMessages.room, rooms),
            isNull(chatMessages.deletedAt),
            sql`${chatMessages.sender}->>'key' <> ${userId}`,
            sql`${chatMessages.seq} > coalesce(${chatReceipts.readUntil}, 0)`,
          ),
        )
        .groupBy(chatMessages.room);
      return new Map(rows.map((r) => [r.room, r.n]));
    },
    /** Unread direct messages in every conversation of the person, at once. */
    async unreadDirect(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(chatMessages)
        .leftJoin(chatReceipts, and(eq(chatReceipts.room, chatMessages.room), eq(chatReceipts.memberKey, userId)))
        .where(
          and(
            ilike(chatMessages.room, directRoomPattern(userId)),
            isNull(chatMessages.deletedAt),
            sql`${chatMessages.sender}->>'key' <> ${userId}`,
            sql`${chatMessages.seq} > coalesce(${chatReceipts.readUntil}, 0)`,
          ),
        );
      return row?.n ?? 0;
    },
    async lastMessages(rooms: string[]): Promise<Map<string, LastMessageRow>> {
      if (!rooms.length) return new Map();
      const rows = await db
        .selectDistinctOn([chatMessages.room], {
          room: chatMessages.room,
          content: chatMessages.content,
          fromKey: sql<string>`${chatMessages.sender}->>'key'`,
          createdAt: chatMessages.createdAt,
          hasAttachments: sql<boolean>`(cardinality(${chatMessages.images}) + cardinality(${chatMessages.videos}) + cardinality(${chatMessages.audios}) + cardinality(${chatMessages.documents})) > 0`,
        })
        .from(chatMessages)
        .where(and(inArray(chatMessages.room, rooms), isNull(chatMessages.deletedAt)))
        .orderBy(chatMessages.room, desc(chatMessages.seq));
      return new Map(rows.map((r) => [r.room, r]));
    },

    async roomReported(room: string) {
      const [row] = await db
        .select({ id: chatReports.id })
        .from(chatReports)
        .where(eq(chatReports.room, room))
        .limit(1);
      return Boolean(row);
    },
    async programTitles(ids: string[]) {
      if (!ids.length) return new Map<string, string>();
      const rows = await db
        .select({ id: programs.id, title: programs.title })
        .from(programs)
        .where(inArray(programs.id, ids));
      return new Map(rows.map((r) => [r.id, r.title]));
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
