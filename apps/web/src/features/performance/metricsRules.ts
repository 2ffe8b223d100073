/** The metrics dialog's rules (platform spec 4, 5.3), kept apart from the dialog so they are tested alone. */
import { type MetricToggles, metricsDateRules, type PerformanceMetric, performanceMetrics } from '@chalkline/contracts';

/**
 * The message for a From or To day that breaks the period (platform spec 5.3), or null: From cannot be after
 * To, and To cannot be before From. Days are date-input values, which compare as text.
 */
export function periodError(field: 'from' | 'to', day: string, other: string): string | null {
  if (!day || !other) return null;
  if (field === 'from') return day > other ? metricsDateRules.fromAfterTo : null;
  return day < other ? metricsDateRules.toBeforeFrom : null;
}

/** Whether the chosen toggles differ from those last applied: only then is Apply Filters shown. */
export const togglesDiffer = (chosen: MetricToggles, applied: MetricToggles) =>
  performanceMetrics.some((m) => chosen[m] !== applied[m]);

/** A weight shown as weight × 100 % ("33.33%"). */
export const contributionOf = (weight: number) => `${Number((weight * 100).toFixed(2))}%`;

export const metricLabels: Record<PerformanceMetric, string> = {
  quiz: 'Quiz Assessments',
  class: 'Class Assignments',
  home: 'Home Assignments',
};
