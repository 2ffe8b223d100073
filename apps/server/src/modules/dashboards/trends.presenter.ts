/** The trends answer from the statement's rows: each bucket's attendance rate and the currencies of the range. */
import type { TrendBucket, Trends, TrendsQuery } from '@chalkline/contracts';
import type { TrendRow } from './dashboard-trends.repository.js';

/** Held over held and missed, as a percentage with one decimal; null when no lesson was due. */
export const attendanceRateOf = (held: number, missed: number): number | null =>
  held + missed === 0 ? null : Math.round((held / (held + missed)) * 1000) / 10;

export function presentTrends(query: Required<TrendsQuery>, bucket: TrendBucket, rows: TrendRow[]): Trends {
  const currencies = [...new Set(rows.flatMap((row) => row.revenue.map((r) => r.currency)))].sort();
  return {
    from: query.from,
    to: query.to,
    timeZone: query.timeZone,
    bucket,
    currencies,
    points: rows.map((row) => ({ ...row, attendanceRate: attendanceRateOf(row.lessonsHeld, row.lessonsMissed) })),
  };
}
