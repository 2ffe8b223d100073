import { type AdminPermission, isAdminPermission, type LayoutKind, layoutKinds } from '@chalkline/contracts';
import { useMatches } from 'react-router';

/**
 * The signed-in layouts allowed on a route, kept in its `handle` (`{ title, layouts, permission }`); the deepest
 * route that says wins. A layout stands for its roles (`layoutOf` in contracts), so routes name no role.
 */
export interface AccessHandle {
  layouts?: readonly LayoutKind[];
  /** The admin permission a page needs (its group's `access`, ADR 0026); absent: the layouts decide alone. */
  permission?: AdminPermission;
}

export const adminsOnly: readonly LayoutKind[] = ['admin'];
export const studentsAndTutors: readonly LayoutKind[] = ['student', 'tutor'];
/** Every layout of the accounts site: guardians (ADR 0079) have their profile, settings, chat and notifications. */
export const accountsLayouts: readonly LayoutKind[] = ['student', 'tutor', 'guardian'];
export const guardiansOnly: readonly LayoutKind[] = ['guardian'];
export const studentsOnly: readonly LayoutKind[] = ['student'];
export const tutorsOnly: readonly LayoutKind[] = ['tutor'];
/** The /admin dashboard: the tutor layout's Dashboard points there (platform spec 2.3 and 6). */
export const adminsAndTutors: readonly LayoutKind[] = ['admin', 'tutor'];

const layoutsOf = (handle: unknown): readonly LayoutKind[] | undefined =>
  typeof handle === 'object' && handle !== null && 'layouts' in handle && Array.isArray(handle.layouts)
    ? (handle.layouts as LayoutKind[]).filter((l) => layoutKinds.includes(l))
    : undefined;

/** The layouts allowed on the current route: the deepest matched `handle.layouts`, else `fallback`. */
export function useRouteLayouts(fallback: readonly LayoutKind[]): readonly LayoutKind[] {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layouts = layoutsOf(matches[i]?.handle);
    if (layouts) return layouts;
  }
  return fallback;
}

const permissionOf = (handle: unknown): AdminPermission | undefined =>
  typeof handle === 'object' && handle !== null && 'permission' in handle && typeof handle.permission === 'string'
    ? isAdminPermission(handle.permission)
      ? handle.permission
      : undefined
    : undefined;

/** The admin permission the current route needs: the deepest matched `handle.permission`, else none. */
export function useRoutePermission(): AdminPermission | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const permission = permissionOf(matches[i]?.handle);
    if (permission) return permission;
  }
  return undefined;
}
