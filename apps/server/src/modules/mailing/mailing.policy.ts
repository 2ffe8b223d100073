/** Mailing and the email settings belong to the restricted email-settings group (platform spec 6.1). */
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

export function authorizeMailing(viewer: Viewer) {
  demand(viewer, 'emailSettings.access', 'Only the admins of email settings may send mailings');
}
