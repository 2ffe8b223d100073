/**
 * Unread classroom chat per program for a student or a tutor (platform spec 3 `unreadChatsCount`; the choice is
 * docs/decisions/0012-demo-sessions-and-unread-counts.md). Counted from the classroom chat's own read receipts:
 * a message counts while it is from someone else and the person's read watermark in `chat_receipts` has not
 * reached it (ADR 0025).
 */
import { adminsOnlyRecipient, meetRoomId, roomKeys } from '@chalkline/contracts';
import { and, count, countDistinct, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { chatMessages, chatReceipts, meetingSessions, tutorStudentLinks, users } from '../../db/schema/index.js';

export type ChatScope = { kind: 'student'; id: string } | { kind: 'tutor'; id: string };

// An incognito admin's messages are not there for anyone else (R12), so they are never unread.
const unreadBy = (personKey: string): SQL =>
  and(
    sql`${chatMessages.sender}->>'key' <> ${personKey}`,
    // Read receipts are watermarks (ADR 0025): read once the person's `read_until` has reached the message.
    sql`not exists (select 1 from ${chatReceipts} where ${chatReceipts.room} = ${chatMessages.room} and ${chatReceipts.memberKey} = ${personKey} and ${chatReceipts.readUntil} >= ${chatMessages.seq})`,
    sql`${chatMessages.to} is distinct from ${adminsOnlyRecipient}`,
  ) as SQL;

// A one-to-one classroom's message belongs to the lesson (meeting session) it was sent in.
const inLesson = and(
  eq(chatMessages.room, sql`${meetRoomId.prefix}::text || ${meetingSessions.roomKey}`),
  gte(chatMessages.createdAt, meetingSessions.startedAt),
  or(isNull(meetingSessions.endedAt), lte(chatMessages.createdAt, meetingSessions.endedAt)),
);
const programRoomPrefix = meetRoomId.format(roomKeys.program(''));

/**
 * The same count for one program as a scalar subquery, `programId` naming the outer query's program column:
 * program cards read it inline (ADR 0024).
 */
export function unreadChatsOf(db: Db, scope: ChatScope, programId: AnyPgColumn): SQL<number> {
  const inProgramRoom = db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.room, sql`${programRoomPrefix}::text || ${programId}::text`), unreadBy(scope.id)));
  const lessons = db
    .select({ n: countDistinct(chatMessages.key) })
    .from(chatMessages)
    .innerJoin(meetingSessions, inLesson)
    .innerJoin(users, eq(users.meetingId, meetingSessions.roomKey));
  const inLessons =
    scope.kind === 'student'
      ? lessons.where(and(eq(users.id, scope.id), eq(meetingSessions.programId, programId), unreadBy(scope.id)))
      : lessons
          .innerJoin(
            tutorStudentLinks,
            and(
              eq(tutorStudentLinks.studentId, users.id),
              eq(tutorStudentLinks.programId, meetingSessions.programId),
              eq(tutorStudentLinks.tutorId, scope.id),
            ),
          )
          .where(and(eq(meetingSessions.programId, programId), unreadBy(scope.id)));
  return sql<number>`((${inProgramRoom}) + (${inLessons}))`.mapWith(Number);
}

/** Unread messages per program id: the program's own classroom plus one-to-one lessons held for it. */
export async function countUnreadChats(db: Db, scope: ChatScope, programIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!programIds.length) return counts;
  const add = (programId: string | null, n: number) => {
    if (programId) counts.set(programId, (counts.get(programId) ?? 0) + n);
  };

  // Program classrooms (`program:{id}`): the room names the program.
  const programRooms = db
    .select({ programId: sql<string>`substr(${chatMessages.room}, ${programRoomPrefix.length + 1})`, n: count() })
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.room,
          programIds.map((id) => meetRoomId.format(roomKeys.program(id))),
        ),
        unreadBy(scope.id),
      ),
    )
    .groupBy(chatMessages.room);

  // One-to-one classrooms: a message belongs to the program of the lesson (meeting session) it was sent in.
  const base = db
    .select({ programId: sql<string>`${meetingSessions.programId}::text`, n: countDistinct(chatMessages.key) })
    .from(chatMessages)
    .innerJoin(meetingSessions, inLesson)
    .innerJoin(users, eq(users.meetingId, meetingSessions.roomKey));
  const lessons =
    scope.kind === 'student'
      ? base
          .where(and(eq(users.id, scope.id), inArray(meetingSessions.programId, programIds), unreadBy(scope.id)))
          .groupBy(meetingSessions.programId)
      : base
          .innerJoin(
            tutorStudentLinks,
            and(
              eq(tutorStudentLinks.studentId, users.id),
              eq(tutorStudentLinks.programId, meetingSessions.programId),
              eq(tutorStudentLinks.tutorId, scope.id),
            ),
          )
          .where(and(inArray(meetingSessions.programId, programIds), unreadBy(scope.id)))
          .groupBy(meetingSessions.programId);
  // One statement for both (the query budget, ADR 0024).
  for (const row of await programRooms.unionAll(lessons)) add(row.programId, Number(row.n));
  return counts;
}
