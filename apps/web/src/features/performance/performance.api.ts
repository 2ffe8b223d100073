import type { MetricToggles, StudentPerformance } from '@chalkline/contracts';
import { api } from '../../lib/api';

/** The period and metrics a report is worked out for; days as date-input values ("2026-03-07") or ''. */
export interface MetricsFilter {
  from: string;
  to: string;
  toggles: MetricToggles;
}

export const allMetrics: MetricToggles = { quiz: true, class: true, home: true };

/** The first instant of a day in the viewer's time zone, or of the next day (`end`), as ISO. */
export function dayBoundary(day: string, end = false): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + (end ? 1 : 0), 0, 0, 0, end ? -1 : 0).toISOString();
}

/** The metrics fetch (platform spec 7.1): key, from and to as ISO strings, booleans quiz, class, home. */
export async function fetchMetrics(
  key: string,
  filter: MetricsFilter,
  asGuardian = false,
): Promise<StudentPerformance> {
  const query = {
    from: filter.from ? dayBoundary(filter.from) : undefined,
    to: filter.to ? dayBoundary(filter.to, true) : undefined,
    ...filter.toggles,
  };
  // A guardian reads their child's report through the families routes (ADR 0079).
  const res = asGuardian
    ? await api.get('/accounts/children/:key/performance', { params: { key }, query })
    : await api.get('/accounts/performance', { query: { key, ...query } });
  return res.data.metrics;
}

export const performanceKey = (key: string, filter: MetricsFilter) => ['performance', key, filter] as const;
