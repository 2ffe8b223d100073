import type { ProgramSummary } from '@chalkline/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, stubApi } from '../../test/apiStub';
import { lessonFixture } from '../../test/lessons';
import { person } from '../../test/people';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { StudentDashboard } from './StudentDashboard';

afterEach(() => vi.unstubAllGlobals());

const program = (key: string, title: string, unreadChatsCount: number): ProgramSummary => ({
  key,
  title,
  slug: key,
  summary: `${title} for curious minds`,
  thumbnail: null,
  category: { key: 'c1', title: 'Sciences', slug: 'sciences' },
  tutors: [person('t1', 'Chidi', 'Eze')],
  classesHeld: [],
  nextSchedule: null,
  unreadChatsCount,
});
const upcoming = lessonFixture(1);

describe('StudentDashboard', () => {
  it('shows each program’s unread classroom chat from the server, and the next class with its Join link', async () => {
    stubApi({
      'GET /accounts/dashboard': {
        data: { upcoming, programs: [program('p1', 'Little Robots', 3), program('p2', 'Reading Club', 0)] },
      },
      'GET /accounts/program-enrollments': { data: { enrollments: [{ key: 'e1', active: true }] } },
    });
    renderWithProviders(<StudentDashboard user={makeUser('STUDENT')} />);

    const badge = await screen.findByLabelText('Group messages, 3 unread');
    expect(badge.textContent).toContain('3');
    expect(badge.closest('.MuiCard-root')?.textContent).toContain('Little Robots');
    const none = screen.getByLabelText('Group messages, 0 unread');
    expect(none.closest('.MuiCard-root')?.textContent).toContain('Reading Club');
    expect(none.querySelector('.MuiBadge-invisible')).toBeTruthy();

    const join = screen.getByRole('link', { name: 'Join Little Robots' });
    expect(join.getAttribute('href')).toBe(upcoming.classroomLink);
  });

  it('sends a student with no enrolment at all to onboarding', async () => {
    stubApi({
      'GET /accounts/dashboard': { data: { upcoming: null, programs: [] } },
      'GET /accounts/program-enrollments': { data: { enrollments: [] } },
    });
    const { router } = renderRoutes(
      [
        { path: '/accounts', element: <StudentDashboard user={makeUser('STUDENT')} /> },
        { path: '/tutors/onboarding', element: <p>Onboarding</p> },
      ],
      { route: '/accounts' },
    );
    expect(await screen.findByText('Onboarding')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tutors/onboarding');
  });
});
