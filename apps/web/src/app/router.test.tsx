import { messages } from '@chalkline/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, sessionAnswer, stubApi } from '../test/apiStub';
import { renderRoutes, renderWithProviders } from '../test/render';
import { PermissionDenied } from '../ui/PermissionDenied';
import { routes } from './router';

describe('app routes', () => {
  it('renders the landing page with header and footer', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(null) });
    renderRoutes(routes, { route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /right tutor/ })).toBeTruthy();
    expect(document.querySelector('header')).toBeTruthy();
    expect(document.querySelector('footer')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Book a Demo/ }).length).toBeGreaterThan(0);
  });

  it('shows "Page not found" with a link home for unknown paths', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(null) });
    renderRoutes(routes, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
  });

  it('shows "Page not found" for unknown paths inside a signed-in area too', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MASTER')) });
    renderRoutes(routes, { route: '/admin/nothing-here' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
  });

  it.each([
    ['/about', 'About Us', null],
    ['/cookie-policy', 'Cookie Policy', null],
    ['/accessibility', 'Accessibility', null],
    ['/accounts/assignments/class', 'Class Assignments', 'STUDENT'],
    ['/tutors/book-a-demo', 'Book a Demo', null],
    ['/meet/demo', 'Demo Class', null],
    ['/meet/abc123/rating', 'Rate your class', null],
    ['/admin/settings/alt-meeting-link', 'Alternative Meeting Link', 'MANAGER'],
  ] as const)('lazily loads %s', async (path, title, role) => {
    stubApi({ 'GET /auth/session': sessionAnswer(role ? makeUser(role) : null) });
    renderRoutes(routes, { route: path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  // Every spec route as every role, in the browser: e2e/tests/every-route.spec.ts.
  it.each([
    ['/accounts/manage-quiz', 'STUDENT'],
    ['/accounts/performance', 'TUTOR'],
    ['/admin/coupons', 'MANAGER'],
    ['/admin/settings/school', 'MANAGER'],
  ] as const)('refuses %s to a %s with the permission-denied view', async (path, role) => {
    // makeUser gives a MANAGER the ordinary groups only, as the demo manager holds.
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser(role)) });
    renderRoutes(routes, { route: path });
    expect(await screen.findByText(messages.permissionDenied)).toBeTruthy();
  });
});

describe('PermissionDenied', () => {
  it('says the spec text', () => {
    renderWithProviders(<PermissionDenied />);
    expect(within(screen.getByRole('alert')).getByText(messages.permissionDenied)).toBeTruthy();
  });
});
