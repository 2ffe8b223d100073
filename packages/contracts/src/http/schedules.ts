/** Schedules: lessons of one student in one program with their tutors (platform spec 3, 4, 5.3, 7). */
import { z } from 'zod';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';
import { personSummary } from './programs.js';

export const scheduleInput = z
  .object({
    programKey: z.uuid('Please choose a program'),
    studentKey: z.uuid('Please choose a student'),
    tutorKeys: z.array(z.uuid()).min(1, 'Please choose at least one tutor').max(5),
    time: z.iso.datetime({ offset: true, error: 'Please choose a start time' }),
    endTime: z.iso.datetime({ offset: true, error: 'Please choose an end time' }),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endTime) <= Date.parse(v.time)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end time must be after the start time' });
    }
  });
export type ScheduleInput = z.infer<typeof scheduleInput>;

/**
 * Moving a lesson (admins holding Schedules: edit): its new start and end. The student, program and tutors stay;
 * the student and tutors are told (`lesson.moved`).
 */
export const scheduleMoveInput = z
  .object({
    time: z.iso.datetime({ offset: true, error: 'Please choose a start time' }),
    endTime: z.iso.datetime({ offset: true, error: 'Please choose an end time' }),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endTime) <= Date.parse(v.time)) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end time must be after the start time' });
    }
  });
export type ScheduleMoveInput = z.infer<typeof scheduleMoveInput>;

export const scheduleListQuery = pageQuery.extend({
  /** Lessons starting at or after this instant, earliest first; without it, newest first. */
  time: z.iso.datetime({ offset: true }).optional(),
});

export const scheduleSummary = z.object({
  key: z.string(),
  program: z.object({ key: z.string(), title: z.string(), summary: z.string() }),
  student: personSummary.extend({ meetingId: z.string().nullable() }),
  tutors: z.array(personSummary),
  time: z.string(),
  endTime: z.string(),
  kept: z.boolean(),
  /** The live classroom link for this lesson (classroom spec 2). */
  classroomLink: z.string().nullable(),
});
export type ScheduleSummary = z.infer<typeof scheduleSummary>;
/** Answer of creating a lesson or marking it held. */
export const scheduleResponse = savedEnvelope(z.object({ schedule: scheduleSummary }));
export type ScheduleResponse = z.infer<typeof scheduleResponse>;
export const scheduleListResponse = pagedResponse(scheduleSummary);
export type ScheduleListResponse = z.infer<typeof scheduleListResponse>;

/** The programs an admin may schedule a lesson in. */
export const scheduleCreateDataResponse = dataEnvelope(
  z.object({ programs: z.array(z.object({ key: z.string(), title: z.string() })) }),
);
export type ScheduleCreateDataResponse = z.infer<typeof scheduleCreateDataResponse>;
/** Students actively enrolled in a program and the tutors who teach it. */
export const scheduleAccountsResponse = dataEnvelope(
  z.object({ students: z.array(personSummary), tutors: z.array(personSummary) }),
);
export type ScheduleAccountsResponse = z.infer<typeof scheduleAccountsResponse>;
/** A busy interval of the chosen student or tutors. */
export const busyInterval = z.object({ time: z.string(), endTime: z.string() });
export type BusyInterval = z.infer<typeof busyInterval>;
export const availabilityResponse = dataEnvelope(z.object({ busy: z.array(busyInterval) }));
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

export const availabilityQuery = z.object({
  studentKey: z.uuid(),
  tutorKeys: z
    .union([z.uuid(), z.array(z.uuid())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

export { type ScheduleBadge, scheduleBadge } from '../schedule-badge.js';

/** The students and tutors a lesson of a program may be planned with. */
export const scheduleAccountsQuery = z.object({ program: z.uuid('Please choose a program') });
