/**
 * Unread classroom chat per program for a student or a tutor (platform spec 3 `unreadChatsCount`; the choice is
 * docs/decisions/0012-demo-sessions-and-unread-counts.md). Counted from the classroom chat's own read receipts:
 * a message counts while it is from someone else and the person's key is not in its `read` list.
 */
import { and, count, countDistinct, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatMessages, meetingSessions, tutorStudentLinks, users } from '../../db/schema/index.js';

export type ChatScope = { kind: 'student'; id: string } | { kind: 'tutor'; id: string };

/** The classroom chat room of a classroom key (the server's `chatRoomOf`). */
const chatRoom = (roomKey: string) => `meet:${roomKey}`;

const unreadBy = (personKey: string): SQL =>
  and(sql`${chatMessages.sender}->>'key' <> ${personKey}`, sql`not (${personKey} = any(${chatMessages.read}))`) as SQL;

/** Unread messages per program id: the program's own classroom plus one-to-one lessons held for it. */
export async function countUnreadChats(db: Db, scope: ChatScope, programIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (!programIds.length) return counts;
  const add = (programId: string | null, n: number) => {
    if (programId) counts.set(programId, (counts.get(programId) ?? 0) + n);
  };

  // Program classrooms (`program:{id}`): the room names the program.
  const programRooms = await db
    .select({ room: chatMessages.room, n: count() })
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.room,
          programIds.map((id) => chatRoom(`program:${id}`)),
        ),
        unreadBy(scope.id),
      ),
    )
    .groupBy(chatMessages.room);
  for (const row of programRooms) add(row.room.slice(chatRoom('program:').length), row.n);

  // One-to-one classrooms: a message belongs to the program of the lesson (meeting session) it was sent in.
  const inLesson = and(
    eq(chatMessages.room, sql`'meet:' || ${meetingSessions.roomKey}`),
    gte(chatMessages.createdAt, meetingSessions.startedAt),
    or(isNull(meetingSessions.endedAt), lte(chatMessages.createdAt, meetingSessions.endedAt)),
  );
  const base = db
    .select({ programId: meetingSessions.programId, n: countDistinct(chatMessages.key) })
    .from(chatMessages)
    .innerJoin(meetingSessions, inLesson)
    .innerJoin(users, eq(users.meetingId, meetingSessions.roomKey));
  const lessons =
    scope.kind === 'student'
      ? await base
          .where(and(eq(users.id, scope.id), inArray(meetingSessions.programId, programIds), unreadBy(scope.id)))
          .groupBy(meetingSessions.programId)
      : await base
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
  for (const row of lessons) add(row.programId, row.n);
  return counts;
}
