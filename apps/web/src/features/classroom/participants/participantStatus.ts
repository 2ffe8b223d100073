import type { OnlineStatus } from '@chalkline/contracts';

export type StatusLabel = 'Online' | 'Recently online' | 'Offline';

/** How a participant's status reads in the list (classroom spec 3): online, recently online or offline. */
export function statusLabel(status: OnlineStatus): StatusLabel {
  if (status === 'ONLINE' || status === 'BUSY' || status === 'ON_CALL') return 'Online';
  if (status === 'RECENTLY_ONLINE') return 'Recently online';
  return 'Offline';
}

export const statusColor: Record<StatusLabel, string> = {
  Online: '#1f9d55',
  'Recently online': '#f58a07',
  Offline: '#9aa3b5',
};
