import type { ProgramSummary } from '@chalkline/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { classesHeldText, ProgramCard } from './ProgramCard';

const program = (overrides: Partial<ProgramSummary> = {}): ProgramSummary => ({
  key: 'p1',
  title: 'Foundations of Mathematics',
  slug: 'foundations-of-mathematics',
  summary: 'Numbers and shapes',
  thumbnail: null,
  category: { key: 'c1', title: 'Mathematics', slug: 'mathematics' },
  tutors: [],
  classesHeld: [],
  nextSchedule: null,
  unreadChatsCount: 0,
  ...overrides,
});

describe('ProgramCard', () => {
  it('reads No Classes Held before any lesson was kept', () => {
    renderWithProviders(<ProgramCard program={program()} personal />);
    expect(screen.getByText('No Classes Held')).toBeTruthy();
  });

  it('counts the kept lessons', () => {
    const held = [1, 2, 3].map((n) => ({ key: `s${n}`, time: `2026-03-0${n}T10:00:00.000Z` }));
    renderWithProviders(<ProgramCard program={program({ classesHeld: held })} personal />);
    expect(screen.getByText('3 Classes Held')).toBeTruthy();
    expect(classesHeldText(1)).toBe('1 Class Held');
  });

  it('links to the program page and to the next lesson in the schedules', () => {
    const next = '2026-03-05T10:00:00.000Z';
    renderWithProviders(<ProgramCard program={program({ nextSchedule: next, unreadChatsCount: 2 })} personal />);
    expect(screen.getByRole('link', { name: 'Foundations of Mathematics' }).getAttribute('href')).toBe(
      '/programs/mathematics/foundations-of-mathematics',
    );
    expect(screen.getByRole('link', { name: /Next:/ }).getAttribute('href')).toBe(
      `/accounts/schedules?time=${encodeURIComponent(next)}`,
    );
    // The unread group messages, with a plus sign, on the group messages link (platform spec 2.2, 2.3).
    expect(screen.getByText('2+')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Group messages, 2 unread' }).getAttribute('href')).toBe(
      '/accounts/chat?tab=groups&program=foundations-of-mathematics',
    );
  });

  it('shows no progress on public cards', () => {
    renderWithProviders(<ProgramCard program={program()} />);
    expect(screen.queryByText('No Classes Held')).toBeNull();
  });
});
