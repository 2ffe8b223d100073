import type { StudentPerformance } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GradeTrend } from './GradeTrend';
import { gradeTrendOf } from './gradesOverTime';

// Noon UTC: the same calendar day in every time zone a test machine might have.
const on = (day: string) => `${day}T12:00:00.000Z`;
const work = (key: string, day: string, points: number | null, total = 10) => ({
  key,
  title: `Work ${key}`,
  program: { title: 'Maths' },
  assignedAt: on(day),
  submittedAt: on(day),
  grading: { points, total },
});
const aggregate = (assignments: ReturnType<typeof work>[]) => ({
  total: assignments.length,
  graded: assignments.length,
  grading: { points: 0, total: 0, percentage: 0 },
  assignments,
});

const report = (over: Partial<StudentPerformance> = {}): StudentPerformance => ({
  student: { key: 's1', firstName: 'Dami', lastName: 'Bello', otherNames: null },
  period: { from: null, to: null },
  metrics: { quiz: true, class: true, home: true },
  schedules: { upcoming: null, attended: 0, total: 0, percentageAttendance: 0 },
  quiz: {
    attempts: [
      {
        key: 'q1',
        quiz: { title: 'Times tables', program: { title: 'Maths' } },
        grading: { points: 7, total: 10 },
        createdAt: on('2026-03-04'),
      },
    ],
    completed: 1,
    total: 1,
    percentageAttempts: 100,
    grading: { points: 7, total: 10, percentage: 70 },
  },
  classAssignments: aggregate([
    work('c1', '2026-03-02', 8),
    work('c2', '2026-03-02', 5),
    work('c3', '2026-03-04', null),
  ]),
  homeAssignments: aggregate([work('h1', '2026-03-03', 9)]),
  weightedPerformance: 75,
  weights: { quiz: 1 / 3, class: 1 / 3, home: 1 / 3 },
  table: [],
  ...over,
});

describe('grades over time', () => {
  it('puts each graded piece of work on its day, averaging a day’s work of one kind; ungraded work is left out', () => {
    expect(gradeTrendOf(report())).toEqual({
      kinds: ['quiz', 'class', 'home'],
      days: ['2026-03-02', '2026-03-03', '2026-03-04'],
      values: { quiz: [null, null, 70], class: [65, null, null], home: [null, 90, null] },
    });
  });

  it('leaves out the kinds the metrics switched off', () => {
    const trend = gradeTrendOf(report({ metrics: { quiz: false, class: true, home: false } }));
    expect(trend.kinds).toEqual(['class']);
    expect(trend.days).toEqual(['2026-03-02']);
  });

  it('shows a named chart with the numbers as a table, one column per kind', async () => {
    renderWithProviders(<GradeTrend metrics={report()} heading="h3" />);
    const figure = await screen.findByRole('figure', { name: 'Grades over time' });
    const table = within(figure).getByRole('table', { name: 'Grades over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Quiz Assessments', 'Class Assignments', 'Home Assignments']);
    const row = within(table).getByRole('row', { name: /March 2, 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '65%', '—']);
    fireEvent.click(within(figure).getByRole('button', { name: 'Show the numbers' }));
    expect(within(figure).getByRole('button', { name: 'Hide the numbers' })).toBeTruthy();
  });

  it('says kindly that grades come once work is graded', () => {
    const none = report({
      quiz: { ...report().quiz, attempts: [] },
      classAssignments: aggregate([]),
      homeAssignments: aggregate([work('h1', '2026-03-03', null)]),
    });
    renderWithProviders(<GradeTrend metrics={none} heading="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Grades over time' })).toBeTruthy();
    expect(screen.getByText('Grades show here over time once work is graded.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
