import type { StudentPerformance as Metrics } from '@chalkline/contracts';
import { metricsDateRules } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { StudentPerformance } from './StudentPerformance';

afterEach(() => vi.unstubAllGlobals());

const aggregate = (points: number, total: number) => ({
  total: 1,
  graded: 1,
  grading: { points, total, percentage: (points / total) * 100 },
  assignments: [],
});

const metricsFor = (quiz: boolean): Metrics => ({
  student: { key: 's1', firstName: 'Dami', lastName: 'Bello', otherNames: null },
  period: { from: null, to: null },
  metrics: { quiz, class: true, home: true },
  schedules: { upcoming: null, attended: 2, total: 3, percentageAttendance: 66.67 },
  quiz: {
    attempts: [],
    completed: 1,
    total: 2,
    percentageAttempts: 50,
    grading: { points: 7, total: 10, percentage: 70 },
  },
  classAssignments: aggregate(7, 10),
  homeAssignments: aggregate(9, 10),
  weightedPerformance: quiz ? 76.67 : 80,
  weights: quiz ? { quiz: 0.3333, class: 0.3333, home: 0.3333 } : { quiz: 0, class: 0.5, home: 0.5 },
  table: [],
});

describe('StudentPerformance', () => {
  it('shows the weighted result; Apply Filters appears only while the toggles differ from those applied', async () => {
    const calls: URLSearchParams[] = [];
    stubApi({
      'GET /accounts/performance': ({ search }: { search: URLSearchParams }) => {
        calls.push(search);
        return { data: { metrics: metricsFor(search.get('quiz') !== 'false') } };
      },
    });
    renderWithProviders(<StudentPerformance studentKey="s1" />);
    expect(await screen.findByText('76.67%')).toBeTruthy();
    expect(calls[0]?.get('key')).toBe('s1');

    fireEvent.click(screen.getByRole('button', { name: 'Metrics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Performance metrics' });
    expect(within(dialog).getAllByText('Contribution: 33.33%')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: 'Apply Filters' })).toBeNull();

    const quiz = within(dialog).getByRole('switch', { name: 'Quiz Assessments' });
    fireEvent.click(quiz);
    expect(within(dialog).getByRole('button', { name: 'Apply Filters' })).toBeTruthy();
    fireEvent.click(quiz);
    expect(within(dialog).queryByRole('button', { name: 'Apply Filters' })).toBeNull();

    fireEvent.click(quiz);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('80%')).toBeTruthy();
    expect(calls.at(-1)?.get('quiz')).toBe('false');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Apply Filters' })).toBeNull());
    expect(within(dialog).getAllByText('Contribution: 50%')).toHaveLength(2);
  });

  it('refuses a From after To with the spec’s message and does not fetch it', async () => {
    const calls: URLSearchParams[] = [];
    stubApi({
      'GET /accounts/performance': ({ search }: { search: URLSearchParams }) => {
        calls.push(search);
        return { data: { metrics: metricsFor(true) } };
      },
    });
    renderWithProviders(<StudentPerformance studentKey="s1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Metrics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Performance metrics' });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '10-03-2026' } });
    await waitFor(() => expect(calls.at(-1)?.get('to')).toBeTruthy());
    const before = calls.length;
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '11-03-2026' } });
    expect(await within(dialog).findByText(metricsDateRules.fromAfterTo)).toBeTruthy();
    expect(calls.length).toBe(before);
  });
});
