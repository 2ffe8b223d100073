/** Who may do what with billing (ADR 0042): the one vocabulary of contracts `permissions.ts`. */
import type { AdminPermission } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const notYours = 'This subscription is not yours';

/** Throws 403 unless the viewer holds the admin permission. */
export function authorizeAdmin(viewer: Viewer, permission: AdminPermission) {
  demand(viewer, permission, 'You are not allowed to manage billing');
}

/** Throws 403 unless the viewer may subscribe themselves (students). */
export function authorizeSubscribe(viewer: Viewer) {
  demand(viewer, 'billing.subscribe', 'Only students subscribe to programs');
}

/** Throws 403 unless the viewer is the student or payer of the thing, or an admin of subscriptions. */
export function authorizeOwn(viewer: Viewer, owners: { studentId: string; payerId: string }) {
  const self = viewer.id === owners.studentId || viewer.id === owners.payerId;
  demand(viewer, 'billing.manageOwn', notYours, self ? ['self'] : []);
}
