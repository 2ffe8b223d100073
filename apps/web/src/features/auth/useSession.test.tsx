import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { callsOf, endedSessionAnswer, errorAnswer, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import {
  prefetchSession,
  sessionKey,
  signOutNavigation,
  useDailySessionRefresh,
  useSessionState,
  useSignOut,
} from './useSession';

function Probe() {
  const { user, status } = useSessionState();
  const signOut = useSignOut();
  useDailySessionRefresh(status === 'authenticated');
  return (
    <div>
      <p>
        {status}:{user?.firstName ?? 'nobody'}
      </p>
      <button type="button" onClick={() => signOut.mutate()}>
        Sign Out
      </button>
    </div>
  );
}

afterEach(() => window.localStorage.clear());

describe('session', () => {
  it('is loading first, then authenticated with the user', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(makeUser('TUTOR')) });
    renderWithProviders(<Probe />);
    expect(screen.getByText('loading:nobody')).toBeTruthy();
    expect(await screen.findByText('authenticated:Chidi')).toBeTruthy();
  });

  it('reads a visitor (a 200 with user null) as signed out', async () => {
    stubApi({ 'GET /auth/session': sessionAnswer(null) });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('anonymous:nobody')).toBeTruthy();
  });

  it('treats an ended session (401) as signed out, not as an error', async () => {
    stubApi({ 'GET /auth/session': endedSessionAnswer() });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('anonymous:nobody')).toBeTruthy();
  });

  it('signs out with POST /auth/logout, then reloads on the home route', async () => {
    const go = vi.spyOn(signOutNavigation, 'go').mockImplementation(() => {});
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'POST /auth/logout': { message: 'You have signed out' },
    });
    renderWithProviders(<Probe />);
    await screen.findByText('authenticated:Dami');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(callsOf(fetchMock)).toContainEqual(['POST', '/auth/logout', undefined]);
  });

  it('stays put and says why when signing out fails', async () => {
    const go = vi.spyOn(signOutNavigation, 'go').mockImplementation(() => {});
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'POST /auth/logout': errorAnswer(500, 'Something went wrong on our side. Please try again.', 'INTERNAL'),
    });
    renderWithProviders(<Probe />);
    await screen.findByText('authenticated:Dami');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('renews the session once a day while signed in', async () => {
    window.localStorage.setItem('chalkline.sessionRefreshedAt', String(Date.now() - 25 * 60 * 60 * 1000));
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'POST /auth/refresh': {
        message: 'Session renewed',
        data: { user: makeUser('STUDENT', { firstName: 'Damilola' }) },
      },
    });
    renderWithProviders(<Probe />);
    expect(await screen.findByText('authenticated:Damilola')).toBeTruthy();
    expect(callsOf(fetchMock).filter(([method, path]) => method === 'POST' && path === '/auth/refresh')).toHaveLength(
      1,
    );
    expect(Number(window.localStorage.getItem('chalkline.sessionRefreshedAt'))).toBeGreaterThan(Date.now() - 5000);
  });

  it('does not renew a session renewed less than a day ago', async () => {
    window.localStorage.setItem('chalkline.sessionRefreshedAt', String(Date.now() - 60 * 60 * 1000));
    const fetchMock = stubApi({ 'GET /auth/session': sessionAnswer(makeUser('STUDENT')) });
    renderWithProviders(<Probe />);
    await screen.findByText('authenticated:Dami');
    expect(callsOf(fetchMock).some(([method]) => method === 'POST')).toBe(false);
  });

  it('can be read before anything renders, and the first render uses that answer', async () => {
    const fetchMock = stubApi({ 'GET /auth/session': sessionAnswer(makeUser('STUDENT')) });
    const queryClient = createTestQueryClient();
    prefetchSession(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(sessionKey)).toMatchObject({ firstName: 'Dami' }));
    render(
      <AppProviders queryClient={queryClient}>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByText('authenticated:Dami')).toBeTruthy();
    expect(callsOf(fetchMock).filter(([, path]) => path === '/auth/session')).toHaveLength(1);
  });
});
