import type { AuthUser } from '@chalkline/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError, takeInitialGet } from '../../lib/api';
import { mainPaths } from '../../lib/paths';
import { useToast } from '../../ui/toast';

/** The signed-in user as the web app reads it (platform spec 3, auth user). */
export type SessionUser = AuthUser;

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  user: SessionUser | null;
  status: SessionStatus;
}

export const sessionKey = ['auth', 'session'] as const;

/**
 * GET /auth/session: the user, or null for a visitor (a 200, so signed-out pages log nothing). A session that
 * ended (a 401) also reads as signed out.
 */
export async function fetchSession(): Promise<SessionUser | null> {
  try {
    return (await api.get('/auth/session')).data.user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

const sessionStaleMs = 60_000;

/** Starts reading the session into the cache (the app's start, before the router renders). */
export function prefetchSession(queryClient: QueryClient): void {
  // The answer the server embedded for a visitor (ADR 0046) is in the cache before the first render.
  const embedded = takeInitialGet('/auth/session');
  if (embedded) queryClient.setQueryData(sessionKey, embedded.data.user);
  else void queryClient.prefetchQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: sessionStaleMs });
}

/** Puts a user the server just answered with (login, register, profile update) in the cache and re-reads it. */
export function storeSessionUser(queryClient: QueryClient, user: SessionUser | null): void {
  queryClient.setQueryData(sessionKey, user);
  void queryClient.invalidateQueries({ queryKey: sessionKey });
}

/** The session with its loading state. A failed read (e.g. no connection) counts as signed out. */
export function useSessionState(): SessionState {
  const query = useQuery({ queryKey: sessionKey, queryFn: fetchSession, staleTime: sessionStaleMs });
  if (query.isPending) return { user: null, status: 'loading' };
  const user = query.data ?? null;
  return { user, status: user ? 'authenticated' : 'anonymous' };
}

/** The signed-in user, or null while loading or when signed out. */
export function useSession(): SessionUser | null {
  return useSessionState().user;
}

/** Where the browser goes after signing out; replaced in tests. */
export const signOutNavigation = { go: (href: string) => window.location.assign(href) };

/** Signs out (POST /auth/logout); on 200 the page reloads on the home route (platform spec 4). */
export function useSignOut() {
  const toast = useToast();
  return useMutation({
    mutationFn: () => api.post('/auth/logout'),
    onSuccess: () => signOutNavigation.go(mainPaths.home),
    onError: (error) => toast.error(error.message),
  });
}

const dayMs = 24 * 60 * 60 * 1000;
const refreshedAtKey = 'chalkline.sessionRefreshedAt';

const readRefreshedAt = (): number => Number(window.localStorage.getItem(refreshedAtKey)) || 0;

/**
 * While signed in, renews the session cookie (POST /auth/refresh) once a day: the check runs hourly and the
 * time of the last renewal is shared by the tabs through localStorage. Failures are silent.
 */
export function useDailySessionRefresh(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    if (!readRefreshedAt()) window.localStorage.setItem(refreshedAtKey, String(Date.now()));
    const check = () => {
      if (Date.now() - readRefreshedAt() < dayMs) return;
      window.localStorage.setItem(refreshedAtKey, String(Date.now()));
      api
        .post('/auth/refresh')
        .then((body) => queryClient.setQueryData(sessionKey, body.data.user))
        .catch(() => {});
    };
    check();
    const timer = window.setInterval(check, 60 * 60 * 1000);
    return () => window.clearInterval(timer);
  }, [signedIn, queryClient]);
}
