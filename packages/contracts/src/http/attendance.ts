/** A planned lesson's attendance as the classroom recorded it (issue 33, ADR 0076). */
import { z } from 'zod';
import { MemberRole } from '../enums.js';
import { dataEnvelope } from './common.js';

/** One person in the lesson: when they were there, for how long, and what they did. */
export const attendee = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: MemberRole,
  spans: z.array(z.object({ joinedAt: z.string(), leftAt: z.string().nullable() })),
  minutesPresent: z.number().int(),
  minutesCamera: z.number().int(),
  minutesMicrophone: z.number().int(),
  handsRaised: z.number().int(),
  messagesSent: z.number().int(),
  /** Minutes present against the lesson's minutes, 0–100. */
  sharePercent: z.number().int(),
  /** Present for at least the school's share of the lesson. */
  attended: z.boolean(),
});

export const lessonAttendance = z.object({
  /** Whether the lesson was held in the classroom at all (when not, its kept mark is the tutor's). */
  held: z.boolean(),
  /** The lesson's length as held: from its start in the classroom to its end (now, while it runs). */
  minutes: z.number().int(),
  /** The school's policy: the share of the lesson a student must be present for to count as attended. */
  minSharePercent: z.number().int(),
  people: z.array(attendee),
});
export type LessonAttendance = z.infer<typeof lessonAttendance>;

/** GET /accounts/schedules/:key/attendance */
export const lessonAttendanceResponse = dataEnvelope(lessonAttendance);
export type LessonAttendanceResponse = z.infer<typeof lessonAttendanceResponse>;
