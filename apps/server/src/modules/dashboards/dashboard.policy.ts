/** Which dashboard each viewer gets, and who sees the account statistics. */
import { layoutOf } from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const denied = {
  'accountStats.access': 'Only admins may see statistics',
} as const;
export type DashboardAction = keyof typeof denied;

/** Throws 403 unless the viewer may take the action. */
export function authorize(viewer: Viewer, action: DashboardAction) {
  demand(viewer, action, denied[action]);
}

/** The personal dashboard a viewer gets, a student's or a tutor's (platform spec 2.3); admins get 403. */
export function personalDashboardOf(viewer: Viewer): 'student' | 'tutor' {
  const layout = layoutOf(viewer.role);
  if (layout === 'admin') throw forbidden('Admins use the admin dashboard');
  // A guardian's home is their children (ADR 0079), not a personal dashboard of figures.
  if (layout === 'guardian') throw forbidden('Guardians see their children on the My children page');
  return layout;
}
