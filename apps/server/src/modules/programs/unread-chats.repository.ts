/**
 * Unread classroom chat per program for a student or a tutor (platform spec 3 `unreadChatsCount`; the choice is
 * docs/decisions/0012-demo-sessions-and-unread-counts.md). Counted from the classroom chat's own read receipts:
 * a message counts while it is from someone else and the person's read watermark in `chat_receipts` has not
 * reached it (ADR 0025).
 */
import { adminsOnlyRecipient, chatRoomId, meetRoomId, roomKeys } from '@chalkline/contracts';
import { and, count, countDistinct, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
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
/** The program's group conversation of the platform chat (ADR 0038) counts on its card too. */
const programGroupPrefix = chatRoomId.program('');

/**
 * Unread messages of one program, its own classroom and group chat plus the one-to-one lessons held for it, as a scalar subquery
 * (`programId` names the outer query's program column): program cards read it inline (ADR 0024).
 */
export function unreadChatsOf(db: Db, scope: ChatScope, programId: AnyPgColumn): SQL<number> {
  const inProgramRoom = db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        or(
          eq(chatMessages.room, sql`${programRoomPrefix}::text || ${programId}::text`),
          eq(chatMessages.room, sql`${programGroupPrefix}::text || ${programId}::text`),
        ),
        unreadBy(scope.id),
      ),
    );
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
