import type { AuthUser } from '@chalkline/contracts';

/** The signed-in user as the web app reads it (platform spec 3, auth user). */
export type SessionUser = AuthUser;

/**
 * The current session. A stub until sign-in lands: always signed out.
 * Callers already handle `null`, so the real implementation can drop in without changes.
 */
export function useSession(): SessionUser | null {
  return null;
}
