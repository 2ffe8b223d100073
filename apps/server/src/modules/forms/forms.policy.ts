/** Who reads each admin inbox: the admins of its permission group (platform spec 6.1). */
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FormKind } from './forms.repository.js';

export const inboxPermission = {
  contact: 'contactForms.access',
  demo: 'demoBookings.access',
  career: 'careerApplications.access',
} as const satisfies Record<FormKind, string>;

/** Throws 403 unless the viewer may read and handle the inbox. */
export function authorizeInbox(viewer: Viewer, kind: FormKind) {
  demand(viewer, inboxPermission[kind], 'You may not read these forms');
}
