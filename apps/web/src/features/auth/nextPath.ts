import { homePathFor, type MemberRole } from '@chalkline/contracts';
import { mainPaths } from '../../lib/paths';

/** A `?next=` value we may follow: a path on this site, never another origin (`//host`, `/\host`). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** Where a person goes after signing in: the page they asked for, else their role's home. */
export const afterSignInPath = (role: MemberRole, next: string | null | undefined): string =>
  safeNextPath(next) ?? homePathFor(role);

/** The sign-in page, remembering where to come back to. */
export const loginPathWithNext = (next: string): string =>
  `${mainPaths.login}?${new URLSearchParams({ next }).toString()}`;
