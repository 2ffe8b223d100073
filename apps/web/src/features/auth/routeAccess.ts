import { adminRoles, type MemberRole } from '@chalkline/contracts';
import { useMatches } from 'react-router';

/** Roles allowed on a route, kept in its `handle` (`{ title, roles }`); the deepest route that says wins. */
export interface AccessHandle {
  roles?: readonly MemberRole[];
}

export const adminsOnly: readonly MemberRole[] = adminRoles;
export const studentsAndTutors: readonly MemberRole[] = ['STUDENT', 'TUTOR'];
export const studentsOnly: readonly MemberRole[] = ['STUDENT'];
export const tutorsOnly: readonly MemberRole[] = ['TUTOR'];
/** The /admin dashboard: the tutor layout's Dashboard points there (platform spec 2.3 and 6). */
export const adminsAndTutors: readonly MemberRole[] = [...adminRoles, 'TUTOR'];

const rolesOf = (handle: unknown): readonly MemberRole[] | undefined =>
  typeof handle === 'object' && handle !== null && 'roles' in handle && Array.isArray(handle.roles)
    ? (handle.roles as MemberRole[])
    : undefined;

/** The roles allowed on the current route: the deepest matched `handle.roles`, else `fallback`. */
export function useRouteRoles(fallback: readonly MemberRole[]): readonly MemberRole[] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const roles = rolesOf(matches[i]?.handle);
    if (roles) return roles;
  }
  return fallback;
}
