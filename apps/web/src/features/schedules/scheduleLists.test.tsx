import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, type StubRequest, sessionAnswer, stubApi } from '../../test/apiStub';
import { lessonFixture } from '../../test/lessons';
import { renderRoutes } from '../../test/render';
import { AdminSchedulesPage } from './AdminSchedulesPage';
import { MySchedulesPage } from './MySchedulesPage';
import { upcomingFrom } from './ScheduleTimeFilter';

afterEach(() => vi.unstubAllGlobals());

const lesson = lessonFixture(3, 'dami@example.test');

/** Stubs the lists; every request's page, limit and time are recorded. */
function stubLists(role: 'TUTOR' | 'MASTER') {
  const asked: Record<string, string | null>[] = [];
  const answer = (request: StubRequest) => {
    asked.push({
      page: request.search.get('page'),
      limit: request.search.get('limit'),
      time: request.search.get('time'),
    });
    return { data: { items: [lesson], total: 1, page: 1, limit: 10 } };
  };
  stubApi({
    'GET /auth/session': sessionAnswer(makeUser(role)),
    'GET /accounts/schedules': answer,
    'GET /admin/schedules': answer,
  });
  return asked;
}

describe('schedule lists', () => {
  it('pages on the server with page and limit from the address, and filters by time kept in the address', async () => {
    const asked = stubLists('TUTOR');
    const { router } = renderRoutes([{ path: '/accounts/schedules', Component: MySchedulesPage }], {
      route: '/accounts/schedules?page=2&limit=10',
    });
    expect(await screen.findByText('Little Robots')).toBeTruthy();
    expect(asked[0]).toEqual({ page: '2', limit: '10', time: null });

    fireEvent.click(screen.getByRole('button', { name: 'Upcoming' }));
    await waitFor(() => expect(asked.at(-1)?.time).toBe(upcomingFrom()));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('time')).toBe(upcomingFrom());
    expect(search.get('page')).toBeNull();
    expect(asked.at(-1)).toMatchObject({ page: '1', limit: '10' });
  });

  it('shows the student email on admin schedule lists only', async () => {
    stubLists('TUTOR');
    const mine = renderRoutes([{ path: '/accounts/schedules', Component: MySchedulesPage }], {
      route: '/accounts/schedules',
    });
    expect(await screen.findByText('Dami Bello')).toBeTruthy();
    expect(screen.queryByText('dami@example.test')).toBeNull();
    mine.unmount();

    stubLists('MASTER');
    renderRoutes([{ path: '/admin/schedules', Component: AdminSchedulesPage }], { route: '/admin/schedules' });
    expect(await screen.findByText('dami@example.test')).toBeTruthy();
  });
});
