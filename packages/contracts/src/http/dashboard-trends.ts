/**
 * Trends of the admin dashboard (issue 33, ADR 0084): per day, week or month of a chosen range, the students who
 * came to lessons, lessons held and missed, the attendance rate, new enrolments and the money paid in.
 */
import { z } from 'zod';
import { dataEnvelope } from './common.js';
import { metricsDateRules } from './performance.js';

/** The longest range a trend covers: a year, leap day included. */
export const trendMaxDays = 366;

export const trendRangeRules = {
  ...metricsDateRules,
  tooLong: 'Please choose a range of at most a year',
  timeZone: 'Please choose a known time zone',
} as const;

/** Days in the inclusive range of two `YYYY-MM-DD` dates. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

export const trendBuckets = ['day', 'week', 'month'] as const;
export type TrendBucket = (typeof trendBuckets)[number];

/** The bucket that keeps a chart readable: days up to a month, weeks up to half a year, months beyond. */
export const trendBucketOf = (days: number): TrendBucket => (days <= 31 ? 'day' : days <= 184 ? 'week' : 'month');

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const date = z.iso.date({ error: 'Please enter a valid date' });

/** `GET /admin/statistics/trends`: an inclusive range of calendar dates in `timeZone` (default UTC). */
export const trendsQuery = z
  .object({
    from: date,
    to: date,
    timeZone: z.string().max(64).refine(knownTimeZone, trendRangeRules.timeZone).default('UTC'),
  })
  .superRefine((v, ctx) => {
    if (v.from > v.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: trendRangeRules.fromAfterTo });
      ctx.addIssue({ code: 'custom', path: ['to'], message: trendRangeRules.toBeforeFrom });
    } else if (daysInRange(v.from, v.to) > trendMaxDays) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: trendRangeRules.tooLong });
    }
  });
export type TrendsQuery = z.input<typeof trendsQuery>;

const money = z.object({ currency: z.string(), amountCents: z.number().int() });
export type TrendMoney = z.infer<typeof money>;

/** One bucket: its first and last calendar day (inclusive, clipped to the range) and its figures. */
export const trendPoint = z.object({
  start: z.string(),
  end: z.string(),
  /** Students present at one or more lessons held in the bucket. */
  activeStudents: z.number().int(),
  /** Lessons whose slot ended in the past, kept (attended) or not. */
  lessonsHeld: z.number().int(),
  lessonsMissed: z.number().int(),
  /** Held over held and missed, 0–100 with one decimal; null without lessons. */
  attendanceRate: z.number().nullable(),
  newEnrolments: z.number().int(),
  /** Payments received, one entry per currency that had any (none: an empty list). */
  revenue: z.array(money),
});
export type TrendPoint = z.infer<typeof trendPoint>;

export const trends = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  bucket: z.enum(trendBuckets),
  /** Every currency paid in over the range, alphabetical: one revenue series each. */
  currencies: z.array(z.string()),
  points: z.array(trendPoint),
});
export type Trends = z.infer<typeof trends>;
export const trendsResponse = dataEnvelope(trends);
export type TrendsResponse = z.infer<typeof trendsResponse>;
