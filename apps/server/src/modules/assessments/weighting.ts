/**
 * The weighted result of platform spec 3 "Student performance" (ADR 0037): each selected metric that has graded
 * work weighs the same; a selected metric with nothing graded yet weighs 0, so a new kind of work never drags a
 * student down before it is marked. Percentages are of points (sum attained / sum available), not averages of
 * percentages, so a 50-point project counts more than a 5-point exercise.
 */
import type { MetricToggles, PerformanceMetric } from '@chalkline/contracts';

export type MetricPercentages = Record<PerformanceMetric, number | null>;

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** `points` of `total` as a percentage with two decimals; null when there was nothing to attain. */
export const percentageOf = (points: number, total: number): number | null =>
  total > 0 ? round((points / total) * 100, 2) : null;

/** A share that shows as 0 when nothing was counted (attendance, attempts). */
export const shareOf = (part: number, whole: number): number => (whole > 0 ? round((part / whole) * 100, 2) : 0);

/** The weights of the selected metrics with graded work (equal, summing to 1) and the weighted percentage. */
export function weigh(percentages: MetricPercentages, toggles: MetricToggles) {
  const counted = (Object.keys(percentages) as PerformanceMetric[]).filter(
    (m) => toggles[m] && percentages[m] !== null,
  );
  const weights: Record<PerformanceMetric, number> = { quiz: 0, class: 0, home: 0 };
  for (const m of counted) weights[m] = round(1 / counted.length, 4);
  const weighted = counted.length
    ? round(counted.reduce((sum, m) => sum + (percentages[m] as number), 0) / counted.length, 2)
    : null;
  return { weights, weighted };
}
