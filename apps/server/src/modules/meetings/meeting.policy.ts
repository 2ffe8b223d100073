/** Who may see the classroom lists, host demo sessions and rate lessons. */
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const denied = {
  'classrooms.access': 'Only admins may do this',
  'demoBookings.access': 'Only admins may do this',
  'demo.host': 'Only the demo’s tutor or an admin may start it',
  'lessons.rate': 'Only people who attended may rate this lesson',
} as const;
export type MeetingAction = keyof typeof denied;

/** What a meeting action is about: a demo's named tutor (null: any tutor), or whether the viewer attended. */
export interface MeetingResource {
  demoTutorId?: string | null;
  attended?: boolean;
  /** Replaces the default denial, e.g. for completing rather than starting a demo. */
  message?: string;
}

/**
 * Throws 403 unless the viewer may take the action. A demo is hosted by its tutor (any tutor when none is
 * named) or an admin; a lesson is rated by those who attended it.
 */
export function authorize(viewer: Viewer, action: MeetingAction, resource: MeetingResource = {}) {
  const assigned = resource.demoTutorId !== undefined && (!resource.demoTutorId || resource.demoTutorId === viewer.id);
  demand(viewer, action, resource.message ?? denied[action], [
    ...(assigned ? (['assigned'] as const) : []),
    ...(resource.attended ? (['attended'] as const) : []),
  ]);
}
