import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './LoginPage';

const googleOffered = { data: { google: true } };

const renderLogin = (route = '/login') =>
  renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { route },
  );

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const submit = async (email: string, password: string) => {
  await screen.findByRole('form', { name: 'Sign in' });
  fill(/^Email/, email);
  fill(/^Password/, password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
};

describe('LoginPage', () => {
  it('shows the server field messages under the inputs and its message above them', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(null),
      'POST /auth/login': errorAnswer(400, 'Please check the highlighted fields', 'VALIDATION_FAILED', {
        email: 'This address cannot sign in here',
        password: 'Password is too long',
      }),
    });
    renderLogin();
    await submit('ada@example.com', 'whatever');

    expect(await screen.findByText('This address cannot sign in here')).toBeTruthy();
    expect(screen.getByText('Password is too long')).toBeTruthy();
    expect(screen.getByText('Please check the highlighted fields')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(fetchMock)).toContainEqual([
      'POST',
      '/auth/login',
      { email: 'ada@example.com', password: 'whatever' },
    ]);
  });

  it('shows a wrong password as the server says it', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(null),
      'POST /auth/login': errorAnswer(401, 'The email or password is incorrect', 'UNAUTHENTICATED'),
    });
    renderLogin();
    await submit('ada@example.com', 'nope');
    expect(await screen.findByText('The email or password is incorrect')).toBeTruthy();
  });

  it('checks the fields before calling the server, with the contracts messages', async () => {
    const fetchMock = stubApi({ 'GET /auth/session': sessionAnswer(null) });
    renderLogin();
    await submit('', '');
    expect(await screen.findByText('Please provide an email address')).toBeTruthy();
    expect(screen.getByText('Please provide your password')).toBeTruthy();
    fill(/^Email/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please provide a valid email address')).toBeTruthy();
    expect(callsOf(fetchMock).some(([method]) => method === 'POST')).toBe(false);
  });

  it.each([
    ['/login', 'STUDENT', '/accounts'],
    ['/login', 'TUTOR', '/admin'],
    ['/login?next=%2Faccounts%2Fprofile', 'STUDENT', '/accounts/profile'],
    ['/login?next=%2F%2Fevil.example', 'MASTER', '/admin'],
  ] as const)('from %s signs a %s in and goes to %s', async (route, role, target) => {
    const user = makeUser(role);
    stubApi({
      'GET /auth/session': sessionAnswer(null),
      'POST /auth/login': { message: 'Welcome back!', data: { user } },
    });
    const { router } = renderLogin(route);
    await submit(user.email, 'Secret#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
  });

  it('links to password recovery and sign-up, and says when Google sign-in failed', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(null) });
    renderLogin('/login?error=google');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText(/Google sign-in did not complete/)).toBeTruthy();
  });

  it('offers Google sign-in only when the server says it is configured', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(null),
      'GET /auth/options': { data: { google: false } },
    });
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    await waitFor(() => expect(callsOf(fetchMock).map(([, path]) => path)).toContain('/auth/options'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('follows data.href when Google sign-in answers 307', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, href: window.location.href });
    const answer = new Response(JSON.stringify({ data: { href: 'https://accounts.example/auth?x=1' } }), {
      status: 307,
    });
    stubApi({
      'GET /auth/session': sessionAnswer(null),
      'GET /auth/options': googleOffered,
      'POST /auth/google': answer,
    });
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1'));
  });

  it('only logs a failed Google sign-in', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /auth/session': sessionAnswer(null),
      'GET /auth/options': googleOffered,
      'POST /auth/google': errorAnswer(503, 'Google sign-in is not available right now', 'INTERNAL'),
    });
    renderLogin();
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(expect.any(String), 'Google sign-in is not available right now'),
    );
    expect(within(document.body).queryByRole('alert')).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
