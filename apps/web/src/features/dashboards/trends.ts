/** The admin dashboard's trends (ADR 0084) as the charts and their tables read them: ranges, labels, money. */
import type { TrendBucket, TrendPoint, Trends } from '@chalkline/contracts';
import { isoDateOf } from '../../lib/format';

/** The ranges the picker offers, in days ending today. */
export const trendRanges = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '12 months' },
] as const;
export type TrendRangeDays = (typeof trendRanges)[number]['days'];

/** The range of `days` calendar days ending on `today`, in the viewer's time zone. */
export function rangeOf(days: number, today = new Date()) {
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days + 1);
  return { from: isoDateOf(first), to: isoDateOf(today) };
}

/** The viewer's time zone, so days start at their midnight (UTC when the browser does not say). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// Calendar dates are read at noon UTC and written in UTC, so no time zone moves them a day.
const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const longMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A bucket on the chart's axis: "Mar 2" for a day or the week from it, "Mar 2026" for a month. */
export const axisLabelOf = (point: Pick<TrendPoint, 'start'>, bucket: TrendBucket) =>
  bucket === 'month' ? shortMonth.format(dayOf(point.start)) : shortDay.format(dayOf(point.start));

/** A bucket in its table row: "March 2, 2026", "March 2 – 8, 2026" style ranges for weeks, "March 2026". */
export function rowLabelOf(point: Pick<TrendPoint, 'start' | 'end'>, bucket: TrendBucket) {
  if (bucket === 'day') return longDay.format(dayOf(point.start));
  if (bucket === 'month') return longMonth.format(dayOf(point.start));
  return `${longDay.format(dayOf(point.start))} to ${longDay.format(dayOf(point.end))}`;
}

/** The first column's heading of a trend table. */
export const bucketColumn: Record<TrendBucket, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Cents in a currency, with its symbol: `formatCurrency(123450, 'USD')` → "$1,234.50"; `digits` 0 for an axis. */
export function formatCurrency(cents: number, currency: string, digits?: number) {
  try {
    const options = digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, ...options }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** A point's takings in `currency`, in cents (0 when none came in). */
export const centsIn = (point: TrendPoint, currency: string) =>
  point.revenue.find((r) => r.currency === currency)?.amountCents ?? 0;

/** Whether the range holds anything to chart: a lesson due, an enrolment or a payment. */
export const hasAnyTrend = (trends: Trends) =>
  trends.points.some((p) => p.lessonsHeld + p.lessonsMissed + p.newEnrolments > 0 || p.revenue.length > 0);

/** "42.5%", or "—" when there were no lessons. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${rate}%`);
