/**
 * Class and home assignments (platform spec 2.2, 3, 6.1, 7: `/accounts/assignments/class|home`): work a student
 * did in a program, recorded and graded by admins holding the assignments group and by the program's tutors.
 */
import { z } from 'zod';
import { boundedString, maxLength } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';
import { handInSettings, handInSummary } from './hand-in.js';
import { assignmentStatusFilters, checkDateRange, dateRangeFields, listSearch } from './list-filters.js';
import { personSummary } from './programs.js';

/** The two kinds, as they appear in the routes (`/accounts/assignments/class`, `/accounts/assignments/home`). */
export const assignmentKinds = ['class', 'home'] as const;
export type AssignmentKind = (typeof assignmentKinds)[number];

/** Largest number of points an assignment may be out of. */
export const assignmentMaxPoints = 1000;
/** The grading rule of platform spec 5.3, worded for a whole assignment. */
export const assignmentPointsTooHigh =
  'Please assign a point less than or equal to the maximum attainable points for this assignment!';
export const remarksMaxLength = 2_000;

const isoDate = (message: string) => z.iso.datetime({ offset: true, error: message });
const points = z
  .number({ error: 'Please enter the attained points' })
  .min(0, 'Points cannot be negative')
  .max(assignmentMaxPoints, `At most ${assignmentMaxPoints} points`);

/** Attained points and remarks: both required (platform spec 5.3), points at most the assignment's total. */
export const assignmentGradingInput = z.object({
  points,
  remarks: boundedString(remarksMaxLength).trim().min(1, 'Please write a remark'),
});
export type AssignmentGradingInput = z.infer<typeof assignmentGradingInput>;

const assignmentFields = z.object({
  programKey: z.uuid('Please choose a program'),
  studentKey: z.uuid('Please choose a student'),
  title: boundedString(maxLength.title).trim().min(1, 'Please give the assignment a title'),
  assignedAt: isoDate('Please choose the date it was assigned'),
  submittedAt: isoDate('Please choose the date it was submitted').nullable().default(null),
  /** The most points the assignment is worth. */
  total: z
    .number({ error: 'Please enter the maximum points' })
    .positive('The maximum points must be more than 0')
    .max(assignmentMaxPoints, `At most ${assignmentMaxPoints} points`),
  /** Grade at once while recording (optional); both parts or neither. */
  grading: assignmentGradingInput.nullable().default(null),
  /** Asks the student to hand it in online (ADR 0074); null keeps the tutor's typed "submitted at" only. */
  handIn: handInSettings.nullable().default(null),
});

const checkDatesAndPoints = (
  v: {
    assignedAt: string;
    submittedAt: string | null;
    total: number;
    grading: { points: number } | null;
    handIn: { dueAt: string } | null;
  },
  ctx: z.RefinementCtx,
) => {
  if (v.submittedAt && Date.parse(v.submittedAt) < Date.parse(v.assignedAt))
    ctx.addIssue({ code: 'custom', path: ['submittedAt'], message: 'It cannot be submitted before it was assigned' });
  if (v.grading && v.grading.points > v.total)
    ctx.addIssue({ code: 'custom', path: ['grading', 'points'], message: assignmentPointsTooHigh });
  if (v.handIn && Date.parse(v.handIn.dueAt) < Date.parse(v.assignedAt))
    ctx.addIssue({ code: 'custom', path: ['handIn', 'dueAt'], message: 'It cannot be due before it was assigned' });
};

/** Recording or editing an assignment. */
export const assignmentInput = assignmentFields.superRefine(checkDatesAndPoints);
export type AssignmentInput = z.infer<typeof assignmentInput>;
export type AssignmentFormInput = z.input<typeof assignmentInput>;

export const assignmentListQuery = pageQuery
  .extend({
    /** One student's assignments (the `student` of the link shape). */
    student: z.uuid('Not found').optional(),
    program: z.uuid('Not found').optional(),
    /** Opens one assignment (the link shape `?assignment={key}&student={studentKey}`): it is listed first. */
    assignment: z.uuid().optional(),
    /** The title, the program's title and the student's name and email (ADR 0065). */
    search: listSearch,
    status: z.enum(assignmentStatusFilters, { error: 'Please choose a status from the list' }).optional(),
    /** The date it was assigned: class and home assignments have no due date (ADR 0065). */
    ...dateRangeFields,
  })
  .superRefine(checkDateRange);
export type AssignmentListQuery = z.infer<typeof assignmentListQuery>;

export const assignmentGrading = z.object({
  points: z.number().nullable(),
  total: z.number(),
  remarks: z.string().nullable(),
  gradedAt: z.string().nullable(),
});
export type AssignmentGrading = z.infer<typeof assignmentGrading>;

/** One assignment as lists show it (platform spec 3: key, program {title}, assignedAt, submittedAt, grading). */
export const assignmentSummary = z.object({
  key: z.string(),
  kind: z.enum(assignmentKinds),
  title: z.string(),
  program: z.object({ key: z.string(), title: z.string(), slug: z.string() }),
  student: personSummary,
  recordedBy: personSummary.nullable(),
  assignedAt: z.string(),
  submittedAt: z.string().nullable(),
  grading: assignmentGrading,
  /** What the hand-in asks for and where the student stands (ADR 0074); null when it asks for none. */
  handIn: handInSummary.nullable(),
  /** What the viewer may do with it (the server decides again on every call). */
  mayEdit: z.boolean(),
  mayDelete: z.boolean(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummary>;

export const assignmentListResponse = pagedResponse(assignmentSummary);
export type AssignmentListResponse = z.infer<typeof assignmentListResponse>;
export const assignmentResponse = savedEnvelope(z.object({ assignment: assignmentSummary }));
export type AssignmentResponse = z.infer<typeof assignmentResponse>;

/** What the record form offers: the programs the viewer may record in, each with its enrolled students. */
export const assignmentOptionsResponse = dataEnvelope(
  z.object({
    programs: z.array(z.object({ key: z.string(), title: z.string(), students: z.array(personSummary) })),
  }),
);
export type AssignmentOptionsResponse = z.infer<typeof assignmentOptionsResponse>;
