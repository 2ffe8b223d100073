import type { NotificationItem } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';

const student = makeUser('STUDENT');
const item = (key: string, title: string, read: boolean): NotificationItem => ({
  key,
  kind: 'ANNOUNCEMENT',
  title,
  body: `<p>${title} details</p>`,
  link: null,
  read,
  createdAt: '2026-03-02T09:00:00.000Z',
});

describe('NotificationsPage', () => {
  it('lists notifications, marks one read and all read, and the badge follows', async () => {
    let unread = 2;
    const items = [
      item('11111111-1111-4111-8111-111111111111', 'Sports day', false),
      item('22222222-2222-4222-8222-222222222222', 'Term dates', false),
    ];
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /notifications/count': () => ({ data: { unread } }),
      'GET /notifications': () => ({ data: { items, total: items.length, page: 1, limit: 20 } }),
      'POST /notifications/11111111-1111-4111-8111-111111111111/read': () => {
        unread = 1;
        items[0] = { ...items[0]!, read: true };
        return { message: 'Marked as read', data: { unread } };
      },
      'POST /notifications/read-all': () => {
        unread = 0;
        return { message: 'All notifications marked as read', data: { unread } };
      },
    });
    renderRoutes(routes, { route: '/accounts/notifications' });
    const sports = await screen.findByRole('article', { name: 'Sports day' });
    expect(within(sports).getByText('Sports day details')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Sidebar' });
    await waitFor(() => expect(within(nav).getByTestId('notification-badge').textContent).toBe('2'));

    fireEvent.click(within(sports).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(nav).getByTestId('notification-badge').textContent).toBe('1'));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Sports day' }).getAttribute('data-read')).toBe('true'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications marked as read')).toBeTruthy();
    await waitFor(() => expect(within(nav).queryByTestId('notification-badge')).toBeNull());
    expect(
      callsOf(fetchMock)
        .filter(([method]) => method === 'POST')
        .map(([, path]) => path),
    ).toEqual(['/notifications/11111111-1111-4111-8111-111111111111/read', '/notifications/read-all']);
  });

  it('caps the bell at 99+', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /notifications/count': { data: { unread: 150 } },
      'GET /notifications': { data: { items: [], total: 0, page: 1, limit: 20 } },
    });
    renderRoutes(routes, { route: '/accounts/notifications' });
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    const bell = (await screen.findAllByTestId('notification-bell'))[0]!;
    await waitFor(() => expect(bell.textContent).toContain('99+'));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 150 unread');
  });

  it('saves an email choice from Account Settings', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /auth/sessions': { data: { sessions: [] } },
      'GET /reference/countries': { data: { countries: [] } },
      'GET /notifications/count': { data: { unread: 0 } },
      'GET /notifications/email-preferences': {
        data: {
          kinds: [
            { kind: 'ANNOUNCEMENT', email: true },
            { kind: 'ASSIGNMENT', email: false },
          ],
        },
      },
      'PUT /notifications/email-preferences': {
        message: 'Your email choices have been saved',
        data: {
          kinds: [
            { kind: 'ANNOUNCEMENT', email: false },
            { kind: 'ASSIGNMENT', email: false },
          ],
        },
      },
    });
    renderRoutes(routes, { route: '/accounts/profile/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Announcements' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(await screen.findByText('Your email choices have been saved')).toBeTruthy();
    expect(callsOf(fetchMock).find(([method]) => method === 'PUT')?.[2]).toEqual({
      kinds: [{ kind: 'ANNOUNCEMENT', email: false }],
    });
  });
});
