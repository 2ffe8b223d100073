import { type LayoutKind, layoutKinds } from '@chalkline/contracts';
import { useMatches } from 'react-router';

/**
 * The signed-in layouts allowed on a route, kept in its `handle` (`{ title, layouts }`); the deepest route that
 * says wins. A layout stands for its roles (`layoutOf` in contracts), so routes name no role.
 */
export interface AccessHandle {
  layouts?: readonly LayoutKind[];
}

export const adminsOnly: readonly LayoutKind[] = ['admin'];
export const studentsAndTutors: readonly LayoutKind[] = ['student', 'tutor'];
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
