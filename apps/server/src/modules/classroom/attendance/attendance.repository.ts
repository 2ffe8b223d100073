/**
 * The classroom's attendance record (issue 33, ADR 0076): one statement per event, written when it happens.
 * Events name the classroom (`roomKey`) and the person; they land on that person's open span in the classroom's
 * running lesson, so no handler needs the lesson's id at hand.
 */
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { attendanceSpans, meetingSessions, users } from '../../../db/schema/index.js';

export type AttendanceMedia = 'camera' | 'microphone';
export type AttendanceCount = 'handsRaised' | 'messagesSent';

const at = (when: Date) => sql`${when.toISOString()}::timestamptz`;
const onColumn = { camera: attendanceSpans.cameraOnSince, microphone: attendanceSpans.microphoneOnSince };
const msColumn = { camera: attendanceSpans.cameraMs, microphone: attendanceSpans.microphoneMs };

/** The time a medium was on until `when`, added to what was counted before. */
const addOnTime = (media: AttendanceMedia, when: Date) =>
  sql`${msColumn[media]} + coalesce((extract(epoch from (${at(when)} - ${onColumn[media]})) * 1000)::bigint, 0)`;

/** What closing a span at `when` sets: its end, and the media still on counted up to it. */
const closing = (when: Date) => ({
  leftAt: when,
  lastSeenAt: when,
  cameraMs: addOnTime('camera', when),
  cameraOnSince: null,
  microphoneMs: addOnTime('microphone', when),
  microphoneOnSince: null,
});

export function createAttendanceRepository(db: Db) {
  /** The person's open span in the classroom's running lesson. */
  const openSpanOf = (roomKey: string, userId: string) =>
    and(
      eq(attendanceSpans.userId, userId),
      isNull(attendanceSpans.leftAt),
      inArray(
        attendanceSpans.sessionId,
        db
          .select({ id: meetingSessions.id })
          .from(meetingSessions)
          .where(and(eq(meetingSessions.roomKey, roomKey), isNull(meetingSessions.endedAt))),
      ),
    );

  return {
    /** Opens a span, unless the person already has one open in this lesson (a reconnect, another tab). */
    async joined(sessionId: string, userId: string, when: Date) {
      await db
        .insert(attendanceSpans)
        .values({ sessionId, userId, joinedAt: when, lastSeenAt: when })
        .onConflictDoNothing();
    },
    /** Closes the person's open span in the classroom's lesson (left, went offline, was replaced). */
    async left(roomKey: string, userId: string, when: Date) {
      await db.update(attendanceSpans).set(closing(when)).where(openSpanOf(roomKey, userId));
    },
    /** Closes every span still open in a lesson, at its end. */
    async closeAll(sessionId: string, when: Date) {
      await db
        .update(attendanceSpans)
        .set(closing(when))
        .where(and(eq(attendanceSpans.sessionId, sessionId), isNull(attendanceSpans.leftAt)));
    },
    /** Closes a dead lesson's open spans at each one's last event (nobody saw them after it, ADR 0076). */
    async closeAtLastSeen(sessionId: string) {
      await db
        .update(attendanceSpans)
        .set({
          leftAt: sql`${attendanceSpans.lastSeenAt}`,
          cameraMs: sql`${msColumn.camera} + coalesce((extract(epoch from (${attendanceSpans.lastSeenAt} - ${onColumn.camera})) * 1000)::bigint, 0)`,
          cameraOnSince: null,
          microphoneMs: sql`${msColumn.microphone} + coalesce((extract(epoch from (${attendanceSpans.lastSeenAt} - ${onColumn.microphone})) * 1000)::bigint, 0)`,
          microphoneOnSince: null,
        })
        .where(and(eq(attendanceSpans.sessionId, sessionId), isNull(attendanceSpans.leftAt)));
      const [row] = await db
        .select({ last: sql<Date | null>`max(${attendanceSpans.lastSeenAt})` })
        .from(attendanceSpans)
        .where(eq(attendanceSpans.sessionId, sessionId));
      return row?.last ? new Date(row.last) : null;
    },
    /** A camera or microphone went on or off. */
    async media(roomKey: string, userId: string, media: AttendanceMedia, on: boolean, when: Date) {
      const since = on ? sql`coalesce(${onColumn[media]}, ${at(when)})` : null;
      const change =
        media === 'camera'
          ? { cameraOnSince: since, ...(on ? {} : { cameraMs: addOnTime('camera', when) }) }
          : { microphoneOnSince: since, ...(on ? {} : { microphoneMs: addOnTime('microphone', when) }) };
      await db
        .update(attendanceSpans)
        .set({ ...change, lastSeenAt: when })
        .where(openSpanOf(roomKey, userId));
    },
    /** A hand raised or a message sent. */
    async counted(roomKey: string, userId: string, what: AttendanceCount, when: Date) {
      const change =
        what === 'handsRaised'
          ? { handsRaised: sql`${attendanceSpans.handsRaised} + 1` }
          : { messagesSent: sql`${attendanceSpans.messagesSent} + 1` };
      await db
        .update(attendanceSpans)
        .set({ ...change, lastSeenAt: when })
        .where(openSpanOf(roomKey, userId));
    },
    /** The lessons held in the classroom for a planned lesson, oldest first. */
    sessionsOfSchedule(scheduleId: string) {
      return db
        .select({ id: meetingSessions.id, startedAt: meetingSessions.startedAt, endedAt: meetingSessions.endedAt })
        .from(meetingSessions)
        .where(eq(meetingSessions.scheduleId, scheduleId))
        .orderBy(asc(meetingSessions.startedAt));
    },
    /** Every span of those lessons, with who it is. */
    spansOfSessions(sessionIds: string[]) {
      if (sessionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          span: attendanceSpans,
          person: { id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.memberRole },
        })
        .from(attendanceSpans)
        .innerJoin(users, eq(users.id, attendanceSpans.userId))
        .where(inArray(attendanceSpans.sessionId, sessionIds))
        .orderBy(asc(attendanceSpans.joinedAt));
    },
  };
}
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
export type AttendanceSpanRow = typeof attendanceSpans.$inferSelect;

/**
 * Whether the student was present for at least `minSharePercent` of the lesson `scheduleId` as held in the
 * classroom (the lessons' time from start to end, a running one up to `now`); null when it was never held there,
 * so the caller falls back to the manual mark (ADR 0076). One expression, for the statements of other modules;
 * `now` is an ISO time (or a placeholder of one), `minSharePercent` a number (or a placeholder).
 */
export function classroomAttendedSql(scheduleId: SQL, studentId: SQL, minSharePercent: SQL, now: SQL): SQL {
  const t = sql`(${now})::timestamptz`;
  return sql`(select case when count(*) = 0 then null else
      coalesce((select sum(extract(epoch from (least(coalesce(sp.left_at, ms2.ended_at, ${t}),
                  coalesce(ms2.ended_at, ${t})) - sp.joined_at)))
             from attendance_spans sp join meeting_sessions ms2 on ms2.id = sp.session_id
            where ms2.schedule_id = ${scheduleId} and sp.user_id = ${studentId}), 0)
      >= (${minSharePercent})::numeric / 100 * sum(extract(epoch from (coalesce(ms.ended_at, ${t}) - ms.started_at)))
    end from meeting_sessions ms where ms.schedule_id = ${scheduleId})`;
}
