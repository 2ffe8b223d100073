/**
 * A student's grades over time from the report they already have (ADR 0084): each graded quiz attempt and class
 * or home assignment as a percentage on its day, averaged when one day has several of a kind.
 */
import type { PerformanceMetric, StudentPerformance } from '@chalkline/contracts';
import { isoDateOf } from '../../lib/format';

export interface GradeTrend {
  /** The kinds with graded work, in the report's order. */
  kinds: PerformanceMetric[];
  /** Days with graded work, oldest first (`YYYY-MM-DD`, the viewer's calendar). */
  days: string[];
  /** Per kind, the day's average percentage (one decimal) or null, aligned with `days`. */
  values: Record<PerformanceMetric, (number | null)[]>;
}

const order: PerformanceMetric[] = ['quiz', 'class', 'home'];

export function gradeTrendOf(m: StudentPerformance): GradeTrend {
  const marks: { kind: PerformanceMetric; day: string; percent: number }[] = [];
  const add = (kind: PerformanceMetric, at: string, points: number | null, total: number) => {
    if (points !== null && total > 0) marks.push({ kind, day: isoDateOf(at), percent: (points / total) * 100 });
  };
  if (m.metrics.quiz) for (const a of m.quiz.attempts) add('quiz', a.createdAt, a.grading.points, a.grading.total);
  if (m.metrics.class)
    for (const a of m.classAssignments.assignments) add('class', a.assignedAt, a.grading.points, a.grading.total);
  if (m.metrics.home)
    for (const a of m.homeAssignments.assignments) add('home', a.assignedAt, a.grading.points, a.grading.total);
  const days = [...new Set(marks.map((mark) => mark.day))].sort();
  const kinds = order.filter((kind) => marks.some((mark) => mark.kind === kind));
  const averageOf = (kind: PerformanceMetric, day: string) => {
    const found = marks.filter((mark) => mark.kind === kind && mark.day === day);
    if (!found.length) return null;
    return Math.round((found.reduce((sum, mark) => sum + mark.percent, 0) / found.length) * 10) / 10;
  };
  const values = Object.fromEntries(
    order.map((kind) => [kind, days.map((day) => (kinds.includes(kind) ? averageOf(kind, day) : null))]),
  ) as GradeTrend['values'];
  return { kinds, days, values };
}
