import { z } from 'zod';

/**
 * School policies (ADR 0045): how this school runs the parts the spec leaves to each school. Defaults are
 * the safe ones for children: no student-to-student direct messages, messages kept, recordings for staff only.
 */
export const schoolSettingsSchema = z.object({
  /** Students may start direct conversations with other students (issue 18). Off by default. */
  studentDirectMessages: z.boolean().default(false),
  /** Messages are never hard-deleted while this is on (a school's retention duty). */
  keepMessages: z.boolean().default(true),
  /** With `keepMessages` off, chat messages older than this many days are deleted by a daily job (ADR 0064). */
  messageRetentionDays: z.number().int().min(30).max(3650).default(365),
  /** Students may watch the recordings of their own classes (issue 21). */
  studentsSeeRecordings: z.boolean().default(false),
  /** Days a failed renewal keeps classroom access before it ends (issue 20). */
  renewalGraceDays: z.number().int().min(0).max(60).default(3),
  /** How long before a lesson its reminder is sent, in minutes (issue 18). */
  reminderMinutesBefore: z.number().int().min(5).max(10_080).default(30),
  /** Masters and managers must sign in with a second factor (ADR 0056). On for a new school; off in the demo. */
  requireAdminTwoFactor: z.boolean().default(true),
  /** Tutors must sign in with a second factor too (ADR 0056). */
  requireTutorTwoFactor: z.boolean().default(false),
  /** A staff session unused this long ends (minutes, ADR 0056). */
  staffIdleMinutes: z.number().int().min(5).max(480).default(30),
  /** A staff session ends this long after its sign-in, however busy (hours, ADR 0056). */
  staffSessionHours: z.number().int().min(1).max(72).default(12),
  /**
   * The share of a lesson held in the classroom a student must be present for to count as attended, in percent
   * (ADR 0076): the schedule's kept mark and the performance report's attendance follow it.
   */
  attendanceMinSharePercent: z.number().int().min(1).max(100).default(50),
  /** Days the camera and screen frames of a proctored quiz are kept after it ends, then deleted (ADR 0082). */
  proctoringRetentionDays: z.number().int().min(1).max(365).default(30),
  /** Guardians get the join link of their children's lessons to watch them (ADR 0079). Off by default. */
  guardiansWatchLessons: z.boolean().default(false),
});
export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

/** The defaults of a new school. */
export const defaultSchoolSettings: SchoolSettings = schoolSettingsSchema.parse({});

/** PATCH /admin/school-settings: any subset of the policies (no defaults: a missing key stays as it is). */
export const schoolSettingsPatch = z
  .object({
    studentDirectMessages: z.boolean(),
    keepMessages: z.boolean(),
    messageRetentionDays: schoolSettingsSchema.shape.messageRetentionDays.unwrap(),
    studentsSeeRecordings: z.boolean(),
    renewalGraceDays: schoolSettingsSchema.shape.renewalGraceDays.unwrap(),
    reminderMinutesBefore: schoolSettingsSchema.shape.reminderMinutesBefore.unwrap(),
    requireAdminTwoFactor: z.boolean(),
    requireTutorTwoFactor: z.boolean(),
    staffIdleMinutes: schoolSettingsSchema.shape.staffIdleMinutes.unwrap(),
    staffSessionHours: schoolSettingsSchema.shape.staffSessionHours.unwrap(),
    attendanceMinSharePercent: schoolSettingsSchema.shape.attendanceMinSharePercent.unwrap(),
    proctoringRetentionDays: schoolSettingsSchema.shape.proctoringRetentionDays.unwrap(),
    guardiansWatchLessons: z.boolean(),
  } satisfies Record<keyof SchoolSettings, z.ZodType>)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type SchoolSettingsPatch = z.infer<typeof schoolSettingsPatch>;

/** GET /school-settings and PATCH /admin/school-settings answer the whole set. */
export const schoolSettingsResponse = z.object({ data: schoolSettingsSchema });
export type SchoolSettingsResponse = z.infer<typeof schoolSettingsResponse>;
