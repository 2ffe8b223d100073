import type { TrendPoint, Trends } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { TrendsSection } from './TrendsSection';
import { axisLabelOf, rangeOf, rowLabelOf } from './trends';

const point = (start: string, figures: Partial<TrendPoint> = {}): TrendPoint => ({
  start,
  end: start,
  activeStudents: 0,
  lessonsHeld: 0,
  lessonsMissed: 0,
  attendanceRate: null,
  newEnrolments: 0,
  revenue: [],
  ...figures,
});

const trends = (points: TrendPoint[], currencies: string[] = []): { data: Trends } => ({
  data: { from: '2026-03-01', to: '2026-03-03', timeZone: 'UTC', bucket: 'day', currencies, points },
});

const busy = trends(
  [
    point('2026-03-01'),
    point('2026-03-02', {
      activeStudents: 3,
      lessonsHeld: 4,
      lessonsMissed: 1,
      attendanceRate: 80,
      newEnrolments: 2,
      revenue: [
        { currency: 'EUR', amountCents: 2000 },
        { currency: 'USD', amountCents: 123450 },
      ],
    }),
    point('2026-03-03', { activeStudents: 1, lessonsHeld: 1, attendanceRate: 100 }),
  ],
  ['EUR', 'USD'],
);

describe('the Trends section of the admin dashboard', () => {
  it('names each chart and gives its numbers as a table a screen reader reads', async () => {
    stubApi({ 'GET /admin/statistics/trends': busy });
    renderWithProviders(<TrendsSection />);
    const names = [
      'Active students',
      'Lessons held and missed',
      'Attendance rate',
      'New enrolments',
      'Revenue collected',
    ];
    for (const name of names) expect(await screen.findByRole('figure', { name })).toBeTruthy();
    expect(screen.getByText('5 held and 1 missed in this range.')).toBeTruthy();
    expect(screen.getByText('€20.00 and $1,234.50 paid in this range.')).toBeTruthy();

    const lessons = screen.getByRole('table', { name: 'Lessons held and missed' });
    const row = within(lessons).getByRole('row', { name: /March 2, 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '1']);
    const revenue = screen.getByRole('table', { name: 'Revenue collected' });
    expect(
      within(revenue)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'EUR', 'USD']);
    const rate = screen.getByRole('table', { name: 'Attendance rate' });
    expect(within(rate).getByRole('row', { name: /March 1, 2026/ }).textContent).toContain('—');
  });

  it('shows the numbers on demand, and hides them again', async () => {
    stubApi({ 'GET /admin/statistics/trends': busy });
    renderWithProviders(<TrendsSection />);
    const figure = await screen.findByRole('figure', { name: 'New enrolments' });
    const show = within(figure).getByRole('button', { name: 'Show the numbers' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(within(figure).getByRole('button', { name: 'Hide the numbers' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(figure).getByRole('region', { name: 'New enrolments: the numbers' }).getAttribute('tabindex')).toBe(
      '0',
    );
  });

  it('asks for the chosen range in the viewer’s time zone', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      'GET /admin/statistics/trends': (request: { search: URLSearchParams }) => {
        asked.push(request.search);
        return busy;
      },
    });
    renderWithProviders(<TrendsSection />);
    await screen.findByRole('figure', { name: 'Active students' });
    expect(asked[0]?.get('from')).toBe(rangeOf(30).from);
    expect(asked[0]?.get('timeZone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '12 months' }));
    await screen.findByText('The last 12 months, by day.');
    await expect.poll(() => asked.at(-1)?.get('from')).toBe(rangeOf(365).from);
    expect(asked.at(-1)?.get('to')).toBe(rangeOf(365).to);
  });

  it('says so plainly when the range has nothing to chart', async () => {
    stubApi({ 'GET /admin/statistics/trends': trends([point('2026-03-01'), point('2026-03-02')]) });
    renderWithProviders(<TrendsSection />);
    expect(
      await screen.findByText(
        'Nothing to chart in the last 30 days: lessons, enrolments and payments show here as they happen.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

describe('trend labels', () => {
  it('names days, weeks and months without moving them a day in any time zone', () => {
    expect(axisLabelOf({ start: '2026-03-01' }, 'day')).toBe('Mar 1');
    expect(axisLabelOf({ start: '2026-03-01' }, 'month')).toBe('Mar 2026');
    expect(rowLabelOf({ start: '2026-03-02', end: '2026-03-08' }, 'week')).toBe('March 2, 2026 to March 8, 2026');
    expect(rowLabelOf({ start: '2026-12-01', end: '2026-12-31' }, 'month')).toBe('December 2026');
  });

  it('ends a range on today and counts today as one of its days', () => {
    expect(rangeOf(30, new Date(2026, 2, 31, 23, 59))).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(rangeOf(1, new Date(2026, 0, 1))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});
