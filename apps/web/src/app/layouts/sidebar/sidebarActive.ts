import { platform } from '@chalkline/contracts';
import type { SidebarEntry, SidebarLink } from './sidebarItems';

/** Every link of a sidebar, groups flattened. */
export const sidebarLinks = (entries: readonly SidebarEntry[]): SidebarLink[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : [entry]));

const matches = (to: string, pathname: string, search: URLSearchParams): boolean => {
  const [path = '', query = ''] = to.split('?');
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pathMatches = current === path || current.startsWith(`${path}/`);
  if (!pathMatches) return false;
  for (const [key, value] of new URLSearchParams(query)) {
    if (search.get(key) !== value) return false;
  }
  return true;
};

/**
 * The link to highlight for an address: the most specific match, so /admin/programs/categories picks
 * Categories over All Programs and /accounts/chat?tab=groups picks Groups over Chat. Dashboards (the area
 * roots) only match exactly.
 */
export function activeLinkTarget(entries: readonly SidebarEntry[], pathname: string, search = ''): string | null {
  const params = new URLSearchParams(search);
  let best: string | null = null;
  for (const { to } of sidebarLinks(entries)) {
    const isRoot = to.split('/').filter(Boolean).length <= 1;
    const ok = isRoot ? to.split('?')[0] === pathname.replace(/\/+$/, '') : matches(to, pathname, params);
    if (ok && (!best || to.length > best.length)) best = to;
  }
  return best;
}

/** The notification badge text: nothing for 0, the count up to 99, then "99+" (platform spec 2.3). */
export function badgeText(count: number, cap: number = platform.notificationBadgeCap): string | null {
  if (!count || count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}
