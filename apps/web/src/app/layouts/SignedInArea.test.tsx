import { messages } from '@chalkline/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { routes } from '../router';

const sidebar = () => within(screen.getByRole('navigation', { name: 'Sidebar' }));
const layoutKind = () => document.querySelector('[data-layout]')?.getAttribute('data-layout');

describe('signed-in route guard', () => {
  it('shows the spinning logo while the session loads', async () => {
    stubApi({ 'GET /auth/session': () => new Promise(() => {}) });
    renderRoutes(routes, { route: '/accounts' });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();
  });

  it.each(['/accounts/profile', '/admin/tutors', '/admin'])(
    'sends a visitor on %s to sign in with ?next= pointing back',
    async (path) => {
      stubApi({ 'GET /auth/session': sessionAnswer(null) });
      const { router } = renderRoutes(routes, { route: path });
      expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
    },
  );

  it('shows a student on /admin/tutors the permission-denied view inside the student layout', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('STUDENT')) });
    const { router } = renderRoutes(routes, { route: '/admin/tutors' });
    expect(await screen.findByText(messages.permissionDenied)).toBeTruthy();
    expect(messages.permissionDenied).toBe('You do not have permisions to view this route.');
    expect(router.state.location.pathname).toBe('/admin/tutors');
    expect(layoutKind()).toBe('student');
    expect(sidebar().getByRole('link', { name: 'Grading & Performance' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tutors' })).toBeNull();
  });

  it('opens /admin for a tutor in the tutor layout, with Dashboard active', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('TUTOR')) });
    renderRoutes(routes, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: /Welcome back, Chidi E\./ })).toBeTruthy();
    expect(layoutKind()).toBe('tutor');
    expect(sidebar().getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText(messages.permissionDenied)).toBeNull();
  });

  it('refuses a tutor every other admin page', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('TUTOR')) });
    renderRoutes(routes, { route: '/admin/admins' });
    expect(await screen.findByText(messages.permissionDenied)).toBeTruthy();
    expect(layoutKind()).toBe('tutor');
  });

  it('refuses a tutor the student-only accounts pages', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('TUTOR')) });
    renderRoutes(routes, { route: '/accounts/performance' });
    expect(await screen.findByText(messages.permissionDenied)).toBeTruthy();
  });

  it('opens admin pages for a manager in the admin layout', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MANAGER')) });
    renderRoutes(routes, { route: '/admin/settings/testimonials' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Testimonials' })).toBeTruthy();
    expect(layoutKind()).toBe('admin');
    expect((await sidebar().findByRole('link', { name: 'Testimonials' })).getAttribute('aria-current')).toBe('page');
  });

  it('shows the permission-denied view on an admin page outside the manager’s groups (ADR 0026)', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MANAGER')) });
    renderRoutes(routes, { route: '/admin/coupons' });
    expect(await screen.findByText('You do not have permisions to view this route.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Coupons' })).toBeNull();
    expect(layoutKind()).toBe('admin');
    expect(sidebar().queryByRole('link', { name: 'Coupons' })).toBeNull();
  });

  it('opens a restricted page for a manager a master granted it to', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MANAGER', { permissions: ['coupons.access'] })) });
    renderRoutes(routes, { route: '/admin/coupons' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeTruthy();
    expect(sidebar().getByRole('link', { name: 'Coupons' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends an admin opening /accounts to /admin', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MASTER')) });
    const { router } = renderRoutes(routes, { route: '/accounts/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: /Welcome back, Ada O\./ })).toBeTruthy();
  });

  it('sends a tutor opening the /accounts dashboard to /admin', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('TUTOR')) });
    const { router } = renderRoutes(routes, { route: '/accounts' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('shows a student their dashboard with a welcome line', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('STUDENT')) });
    renderRoutes(routes, { route: '/accounts' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Dami B.' })).toBeTruthy();
    expect(layoutKind()).toBe('student');
  });
});
