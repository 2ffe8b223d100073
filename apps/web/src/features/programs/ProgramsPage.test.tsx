import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { ProgramsPage } from './ProgramsPage';

afterEach(() => vi.unstubAllGlobals());

const program = (key: string, title: string, nextSchedule: string | null) => ({
  key,
  title,
  slug: key,
  summary: '',
  thumbnail: null,
  category: { key: 'c1', title: 'Sciences', slug: 'sciences' },
  tutors: [],
  classesHeld: [{ key: 'l1', time: '2026-03-01T10:00:00.000Z' }],
  nextSchedule,
  unreadChatsCount: 0,
});

const person = (key: string, firstName: string, lastName: string) => ({
  key,
  title: null,
  firstName,
  lastName,
  otherNames: null,
  avatar: null,
  gender: null,
});

describe('ProgramsPage', () => {
  it('shows a tutor the programs they teach with their students and next lesson, and no enrolment', async () => {
    const tutor = makeUser('TUTOR');
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(tutor),
      'GET /programs': {
        data: {
          items: [program('p1', 'Little Robots', '2026-03-03T16:05:00.000Z'), program('p2', 'Reading Club', null)],
          total: 2,
          page: 1,
          limit: 100,
        },
      },
      'GET /tutors/student-relationships': {
        data: {
          items: [
            {
              tutor: person(tutor.key, 'Chidi', 'Eze'),
              student: person('s1', 'Ada', 'Lovelace'),
              program: { key: 'p1', title: 'Little Robots' },
            },
            {
              tutor: person(tutor.key, 'Chidi', 'Eze'),
              student: person('s2', 'Alan', 'Turing'),
              program: { key: 'p1', title: 'Little Robots' },
            },
          ],
          total: 2,
          page: 1,
          limit: 100,
        },
      },
    });
    renderRoutes([{ path: '/accounts/programs', Component: ProgramsPage }], { route: '/accounts/programs' });

    const robots = await screen.findByRole('article', { name: 'Little Robots' });
    expect(within(robots).getByText('Students (2)')).toBeTruthy();
    expect(within(robots).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(robots).getByText('Alan Turing')).toBeTruthy();
    expect(within(robots).getByText(/^Next lesson: March 3rd, 2026/)).toBeTruthy();
    const reading = screen.getByRole('article', { name: 'Reading Club' });
    expect(within(reading).getByText('No upcoming lesson')).toBeTruthy();
    expect(within(reading).getByText('Students (0)')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull();
    expect(screen.queryByText('Please choose a student')).toBeNull();
    const paths = callsOf(fetchMock).map(([, path]) => path);
    expect(paths).not.toContain('/accounts/program-enrollments');
    const programsCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/programs'));
    expect(new URL(String(programsCall?.[0]), 'http://localhost').searchParams.get('mine')).toBe('true');
  });

  it('shows a student their enrolments and the programs to enrol in', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'GET /accounts/program-enrollments': {
        data: {
          enrollments: [{ key: 'e1', active: true, program: program('p1', 'Little Robots', null), createdAt: '' }],
        },
      },
      'GET /programs': { data: { items: [program('p3', 'Chess Masters', null)], total: 1, page: 1, limit: 20 } },
    });
    renderRoutes([{ path: '/accounts/programs', Component: ProgramsPage }], { route: '/accounts/programs' });
    expect(await screen.findByRole('button', { name: 'Enrol' })).toBeTruthy();
    expect(screen.getByText('Little Robots')).toBeTruthy();
  });
});
