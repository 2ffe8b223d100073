/**
 * Student performance (platform spec 2.5, 3 "Student performance", 4, 5.3, 7.1 "Metrics fetch"): lessons,
 * quiz, class and home aggregates and their weighted result, for one student over an optional period.
 */
import { z } from 'zod';
import { dataEnvelope } from './common.js';

/** The messages of the metrics dialog's two date rules (platform spec 5.3). */
export const metricsDateRules = {
  fromAfterTo: 'From cannot be after To',
  toBeforeFrom: 'To cannot be before From',
} as const;

/** The three metrics a weighted result can combine. */
export const performanceMetrics = ['quiz', 'class', 'home'] as const;
export type PerformanceMetric = (typeof performanceMetrics)[number];
export type MetricToggles = Record<PerformanceMetric, boolean>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .default(true);

/** The metrics fetch (platform spec 7.1): key, from and to (ISO strings), booleans quiz, class, home. */
export const metricsQuery = z
  .object({
    key: z.uuid('Please choose a student'),
    from: z.iso.datetime({ offset: true, error: 'Please enter a valid date' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'Please enter a valid date' }).optional(),
    quiz: flag,
    class: flag,
    home: flag,
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && Date.parse(v.from) > Date.parse(v.to)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: metricsDateRules.fromAfterTo });
      ctx.addIssue({ code: 'custom', path: ['to'], message: metricsDateRules.toBeforeFrom });
    }
  });
export type MetricsQuery = z.input<typeof metricsQuery>;

const grading = z.object({ points: z.number(), total: z.number(), percentage: z.number() });
export type PerformanceGrading = z.infer<typeof grading>;

const tutorName = z.object({
  title: z.string().nullable(),
  firstName: z.string(),
  otherNames: z.string().nullable(),
  lastName: z.string(),
});

const assignmentItem = z.object({
  key: z.string(),
  title: z.string(),
  program: z.object({ title: z.string() }),
  assignedAt: z.string(),
  submittedAt: z.string().nullable(),
  grading: z.object({ points: z.number().nullable(), total: z.number() }),
});
const assignmentAggregate = z.object({
  /** Assignments recorded in the period; `grading` sums the graded ones. */
  total: z.number(),
  graded: z.number(),
  grading,
  assignments: z.array(assignmentItem),
});

/** One row of the per-program table; a percentage is null when nothing of that metric was graded. */
export const performanceRow = z.object({
  sn: z.number(),
  slug: z.string(),
  title: z.string(),
  classAssignments: z.number().nullable(),
  homeAssignments: z.number().nullable(),
  quizAssessments: z.number().nullable(),
  weightedAverage: z.number().nullable(),
});
export type PerformanceRow = z.infer<typeof performanceRow>;

export const studentPerformance = z.object({
  student: z.object({
    key: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    otherNames: z.string().nullable(),
  }),
  period: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** The toggles the result was worked out with. */
  metrics: z.object({ quiz: z.boolean(), class: z.boolean(), home: z.boolean() }),
  schedules: z.object({
    upcoming: z
      .object({
        key: z.string(),
        program: z.object({ title: z.string() }),
        time: z.string(),
        tutors: z.array(tutorName),
      })
      .nullable(),
    attended: z.number(),
    total: z.number(),
    percentageAttendance: z.number(),
  }),
  quiz: z.object({
    attempts: z.array(
      z.object({
        key: z.string(),
        quiz: z.object({ title: z.string(), program: z.object({ title: z.string() }) }),
        grading: z.object({ points: z.number(), total: z.number() }),
        createdAt: z.string(),
      }),
    ),
    completed: z.number(),
    total: z.number(),
    percentageAttempts: z.number(),
    grading,
  }),
  classAssignments: assignmentAggregate,
  homeAssignments: assignmentAggregate,
  /** 0–100, two decimals; null when no selected metric has graded work. */
  weightedPerformance: z.number().nullable(),
  /** Each metric's share of the weighted result, 0–1, summing to 1 (or all 0); shown as weight × 100%. */
  weights: z.object({ quiz: z.number(), class: z.number(), home: z.number() }),
  table: z.array(performanceRow),
});
export type StudentPerformance = z.infer<typeof studentPerformance>;

export const metricsResponse = dataEnvelope(z.object({ metrics: studentPerformance }));
export type MetricsResponse = z.infer<typeof metricsResponse>;
