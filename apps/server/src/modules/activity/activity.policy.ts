/** Who may read the activity log: holders of the restricted `activityLogs.access` group (platform spec 6.1). */
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const denied = { 'activityLogs.access': 'You do not have permission to read the activity log' } as const;
export type ActivityAction = keyof typeof denied;

/** Throws 403 unless the viewer may take the action. */
export function authorize(viewer: Viewer, action: ActivityAction) {
  demand(viewer, action, denied[action]);
}
