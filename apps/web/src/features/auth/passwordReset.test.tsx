import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, errorAnswer, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const token = 'a'.repeat(43);
const invalidLink = 'This reset link is invalid or has expired. Please ask for a new one.';

const renderPages = (route: string) =>
  renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    { route },
  );

describe('forgot password', () => {
  it('sends the email and shows the server answer', async () => {
    const answer = 'If an account exists for that email, we have sent a link to reset its password.';
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(null),
      'POST /auth/forgot-password': { message: answer },
    });
    renderPages('/forgot-password');
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'Ada@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(answer)).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual(['POST', '/auth/forgot-password', { email: 'ada@example.com' }]);
  });
});

describe('reset password', () => {
  it('says so when the link is invalid or expired', async () => {
    stubApi({
      'POST /auth/verify-password-reset': errorAnswer(400, invalidLink, 'VALIDATION_FAILED', { token: invalidLink }),
    });
    renderPages(`/reset-password?token=${token}`);
    expect(await screen.findByText(invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('says the link is incomplete without a token', async () => {
    const fetchMock = stubApi({});
    renderPages('/reset-password');
    expect(await screen.findByText(/This reset link is incomplete/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password, then sends the person to sign in with a success message', async () => {
    const fetchMock = stubApi({
      'POST /auth/verify-password-reset': { message: 'This reset link is valid' },
      'POST /auth/reset-password': { message: 'Your password has been changed. Please sign in with the new password.' },
    });
    const { router } = renderPages(`/reset-password?token=${token}`);
    fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: 'Fresh#2026' } });
    expect(screen.getByRole('status').textContent).toBe('Strong');
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Fresh#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your password has been changed. Please sign in with the new password.'),
    ).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual([
      'POST',
      '/auth/reset-password',
      { token, password: 'Fresh#2026', confirmPassword: 'Fresh#2026' },
    ]);
  });
});
