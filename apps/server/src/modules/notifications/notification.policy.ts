/**
 * Who may do what with notifications (platform spec 6.1 "account notifications (send, delete)"): everyone reads,
 * marks and deletes their own list; admins holding the Account notifications group see what was sent, send to
 * roles, programs or people, and delete a send. Students and tutors never send.
 */
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const denied = {
  'notifications.access': 'You do not have permission to see account notifications',
  'notifications.send': 'You do not have permission to send notifications',
  'notifications.delete': 'You do not have permission to delete notifications',
} as const;
export type NotificationAction = keyof typeof denied;

/** Throws 403 unless the viewer may take the admin action. */
export function authorize(viewer: Viewer, action: NotificationAction) {
  demand(viewer, action, denied[action]);
}
