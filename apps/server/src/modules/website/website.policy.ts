/** Who may change each website setting: the admins of the key's permission group (platform spec 6.1). */
import { type WebsiteKey, websiteKeyPermission } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

/** Throws 403 unless the viewer holds the page access of the key's group (legal pages: a restricted group). */
export function authorizeSettingChange(viewer: Viewer, key: WebsiteKey) {
  demand(viewer, websiteKeyPermission[key], 'You may not change this part of the website');
}
