/**
 * Lesson reports (issue 33, ADR 0080): after a lesson the tutor sends its student a short report, pre-filled from
 * the classroom (who attended and for how long, the whiteboard's last state as an image, the chat's shared files,
 * the polls) with the tutor's note and an optional progress rating.
 */
import { z } from 'zod';
import { lessonAttendance } from './attendance.js';
import { dataEnvelope, savedEnvelope } from './common.js';

/** The limits of what the tutor writes (ADR 0080). */
export const lessonReportLimits = { noteMax: 4000, ratingMin: 1, ratingMax: 5 } as const;

export const lessonReportTexts = {
  noteTooLong: `The note may be at most ${lessonReportLimits.noteMax} characters`,
  noteRequired: 'Please write a note before sending the report',
  rating: `The rating is a whole number from ${lessonReportLimits.ratingMin} to ${lessonReportLimits.ratingMax}`,
  image: 'The whiteboard image must be a PNG of this lesson’s classroom',
  alreadySent: 'This report has been sent and can no longer be changed',
  notEnded: 'A lesson’s report can be written once the lesson has started',
  saved: 'Report saved',
  sent: 'Report sent',
} as const;

export const LessonReportStatus = z.enum(['draft', 'sent']);
export type LessonReportStatus = z.infer<typeof LessonReportStatus>;

/** One poll of the lesson with its counts (never who answered). */
export const lessonReportPoll = z.object({
  question: z.string(),
  kind: z.string(),
  options: z.array(z.string()),
  anonymous: z.boolean(),
  counts: z.array(z.number().int()),
  answered: z.number().int(),
});
export type LessonReportPoll = z.infer<typeof lessonReportPoll>;

/** A file shared in the lesson's chat. */
export const lessonReportFile = z.object({
  key: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
});
export type LessonReportFile = z.infer<typeof lessonReportFile>;

const reportPerson = z.object({ key: z.string(), firstName: z.string(), lastName: z.string() });

/** A lesson's report as the form and the reader show it; `key` is null while nothing has been saved. */
export const lessonReport = z.object({
  key: z.string().nullable(),
  scheduleKey: z.string(),
  program: z.object({ key: z.string(), title: z.string() }),
  time: z.string(),
  endTime: z.string(),
  tutor: reportPerson.nullable(),
  student: reportPerson,
  attendance: lessonAttendance,
  polls: z.array(lessonReportPoll),
  sharedFiles: z.array(lessonReportFile),
  /** The file key of the whiteboard's last state as a PNG. */
  whiteboardImage: z.string().nullable(),
  note: z.string(),
  rating: z.number().int().nullable(),
  status: LessonReportStatus,
  sentAt: z.string().nullable(),
});
export type LessonReport = z.infer<typeof lessonReport>;

/** A board drawn on in the lesson, newest first: the form renders the first one with content to a PNG. */
export const lessonBoard = z.object({ key: z.string(), roomId: z.string(), updatedAt: z.string() });
export type LessonBoard = z.infer<typeof lessonBoard>;

/** GET /accounts/lesson-reports/lessons/:key: the report (saved, or pre-filled) and the lesson's boards. */
export const lessonReportFormResponse = dataEnvelope(z.object({ report: lessonReport, boards: z.array(lessonBoard) }));

/** What the tutor writes; the rest comes from the classroom, read again by the server when it saves. */
export const lessonReportInput = z.object({
  note: z.string().trim().max(lessonReportLimits.noteMax, lessonReportTexts.noteTooLong).default(''),
  rating: z
    .number(lessonReportTexts.rating)
    .int(lessonReportTexts.rating)
    .min(lessonReportLimits.ratingMin, lessonReportTexts.rating)
    .max(lessonReportLimits.ratingMax, lessonReportTexts.rating)
    .nullable()
    .default(null),
  whiteboardImage: z.string().max(200).nullable().default(null),
});
export type LessonReportInput = z.input<typeof lessonReportInput>;
export type LessonReportValues = z.output<typeof lessonReportInput>;

/** PUT (save a draft) and POST …/send. */
export const lessonReportResponse = savedEnvelope(z.object({ report: lessonReport }));

/** One line of a student's reports, or of a tutor's lessons waiting for theirs. */
export const lessonReportSummary = z.object({
  key: z.string().nullable(),
  scheduleKey: z.string(),
  program: z.object({ key: z.string(), title: z.string() }),
  time: z.string(),
  student: reportPerson,
  tutor: reportPerson.nullable(),
  status: LessonReportStatus.nullable(),
  rating: z.number().int().nullable(),
  sentAt: z.string().nullable(),
});
export type LessonReportSummary = z.infer<typeof lessonReportSummary>;

export const lessonReportListQuery = z.object({ student: z.uuid('Student not found') });
/** GET /accounts/lesson-reports?student=…: a student's sent reports, newest first. */
export const lessonReportListResponse = dataEnvelope(z.object({ items: z.array(lessonReportSummary) }));
/** GET /accounts/lesson-reports/awaiting: the viewer's taught lessons of the last days without a sent report. */
export const lessonReportAwaitingResponse = lessonReportListResponse;
/** GET /accounts/lesson-reports/:key */
export const lessonReportResponseData = dataEnvelope(z.object({ report: lessonReport }));
