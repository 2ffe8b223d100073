import type { OnlineStatus } from '@chalkline/contracts';

export type StatusLabel = 'Online' | 'Recently online' | 'Offline';

/** How a participant's status reads in the list (classroom spec 3): online, recently online or offline. */
export function statusLabel(status: OnlineStatus): StatusLabel {
  if (status === 'ONLINE' || status === 'BUSY' || status === 'ON_CALL') return 'Online';
  if (status === 'RECENTLY_ONLINE') return 'Recently online';
  return 'Offline';
}

/** The status dot's colour (a shape beside the name: 3:1 against the list is enough, WCAG 1.4.11). */
export const statusColor: Record<StatusLabel, string> = {
  Online: '#1f9d55',
  'Recently online': '#f58a07',
  Offline: '#9aa3b5',
};

/**
 * The status word's colour, as a theme colour: the theme's green, orange and secondary text read at 4.5:1 on the
 * panel in both the light and the dark scheme (WCAG 1.4.3, `theme-contrast.test.ts`, ADR 0083).
 */
export const statusTextColor: Record<StatusLabel, string> = {
  Online: 'success.main',
  'Recently online': 'warning.main',
  Offline: 'text.secondary',
};
