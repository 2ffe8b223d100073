import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { AccessibilityPage } from './AccessibilityPage';

afterEach(() => vi.unstubAllGlobals());

const pages = [{ path: '/accessibility', Component: AccessibilityPage }];
const settings = (email?: string) => ({
  'GET /website/settings': { data: { settings: { CONTACT_INFORMATION: email ? { email } : null } } },
});

describe('the accessibility statement', () => {
  it('names the target and the known limitations, and says how to report a barrier by form or email', async () => {
    stubApi(settings('hello@school.example'));
    renderRoutes(pages, { route: '/accessibility' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeTruthy();
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Known limitations' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about a barrier' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact');
    const email = await screen.findByRole('link', { name: 'hello@school.example' });
    expect(email.getAttribute('href')).toBe('mailto:hello@school.example');
  });

  it('offers the contact form alone while the school has no email set', async () => {
    const fetchMock = stubApi(settings());
    renderRoutes(pages, { route: '/accessibility' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'contact form' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
