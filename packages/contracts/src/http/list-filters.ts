/**
 * The filters of the assessment lists (issue 31 "Find things", ADR 0065): the Quiz Collection, Quiz Assignments and
 * the class and home assignment lists take a text search, a program, a student, a status and a date range, all in
 * the query string, so a filtered list is a link that can be shared or reloaded. The server applies them within the
 * viewer's own scope: a filter narrows what the viewer may see, never widens it.
 */
import { z } from 'zod';
import { maxLength } from '../validators.js';

/** A list's free-text search (LIKE with `%` and `_` taken as text); blank reads as no search. */
export const listSearch = z
  .string()
  .trim()
  .max(maxLength.search, `Search at most ${maxLength.search} characters`)
  .optional()
  .transform((s) => s || undefined);

/**
 * A date range of a list: `from` inclusive, `to` exclusive, as instants with their offset (the web sends the
 * viewer's local day boundaries, as the activity log does). Which date it ranges over is the list's: the due date of
 * a quiz assignment, the date a class or home assignment was given.
 */
export const dateRangeFields = {
  from: z.iso.datetime({ offset: true, error: 'Please enter a valid From date' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Please enter a valid To date' }).optional(),
};

/** Refuses a range that ends before it starts, on the To field. */
export const checkDateRange = (v: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && Date.parse(v.to) <= Date.parse(v.from))
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'To cannot be before From' });
};

/**
 * Statuses a quiz assignment list filters by: the three of spec 4, those past their due date and not completed,
 * and completed ones with subjective answers still waiting for a grade.
 */
export const quizAssignmentStatusFilters = [
  'NOT_ATTEMPTED',
  'ATTEMPTED',
  'COMPLETED',
  'OVERDUE',
  'AWAITING_GRADE',
] as const;
export type QuizAssignmentStatusFilter = (typeof quizAssignmentStatusFilters)[number];
export const quizAssignmentStatusLabels: Record<QuizAssignmentStatusFilter, string> = {
  NOT_ATTEMPTED: 'Not attempted',
  ATTEMPTED: 'Attempted',
  COMPLETED: 'Completed',
  OVERDUE: 'Overdue',
  AWAITING_GRADE: 'Awaiting grading',
};

/** Statuses a class or home assignment list filters by. */
export const assignmentStatusFilters = ['NOT_SUBMITTED', 'SUBMITTED', 'NOT_GRADED', 'GRADED'] as const;
export type AssignmentStatusFilter = (typeof assignmentStatusFilters)[number];
export const assignmentStatusLabels: Record<AssignmentStatusFilter, string> = {
  NOT_SUBMITTED: 'Not submitted',
  SUBMITTED: 'Submitted',
  NOT_GRADED: 'Not graded',
  GRADED: 'Graded',
};
