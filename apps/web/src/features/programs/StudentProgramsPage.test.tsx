import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { StudentProgramsPage } from './StudentProgramsPage';

afterEach(() => vi.unstubAllGlobals());

const program = (key: string, title: string) => ({
  key,
  title,
  slug: key,
  summary: '',
  thumbnail: null,
  category: { key: 'c1', title: 'Sciences', slug: 'sciences' },
  tutors: [],
  classesHeld: [],
  nextSchedule: null,
  unreadChatsCount: 0,
});

describe('StudentProgramsPage', () => {
  it('lists active and inactive enrolments and enrols in another program', async () => {
    const enrollments = [
      { key: 'e1', active: true, program: program('p1', 'Little Robots'), createdAt: '' },
      { key: 'e2', active: false, program: program('p2', 'Reading Club'), createdAt: '' },
    ];
    const fetchMock = stubApi({
      'GET /accounts/program-enrollments': { data: { enrollments } },
      'GET /programs': {
        data: {
          items: [program('p1', 'Little Robots'), program('p3', 'Chess Masters')],
          total: 2,
          page: 1,
          limit: 20,
        },
      },
      'POST /students/enroll-additional': () => {
        enrollments.push({ key: 'e3', active: true, program: program('p3', 'Chess Masters'), createdAt: '' });
        return { message: 'You are enrolled' };
      },
    });
    renderRoutes([{ path: '/accounts/programs', Component: StudentProgramsPage }], { route: '/accounts/programs' });
    expect((await screen.findByText('Reading Club')).parentElement?.textContent).toContain('Inactive');
    expect(screen.getAllByText('Little Robots')[0]?.parentElement?.textContent).toContain('Active');

    fireEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('You are enrolled')).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual(['POST', '/students/enroll-additional', { programKey: 'p3' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enrol' })).toBeNull());
  });
});
