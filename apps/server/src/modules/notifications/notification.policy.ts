/**
 * Who may do what with notifications (platform spec 6.1 "account notifications (send, delete)"): everyone reads,
 * marks and deletes their own list; admins holding the Account notifications group see what was sent, send to
 * roles, programs or people, and delete a send. Students and tutors never send. Who among the admins hears of
 * an event is decided here too (ADR 0054): those holding the event's permission.
 */
import {
  type Actor,
  type AdminPermission,
  can,
  layoutOf,
  memberRoles,
  type NotificationKind,
  notificationKindInfo,
  notificationKinds,
} from '@chalkline/contracts';
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

/** The roles that hold `permission` whoever holds them (a master holds every group). */
export const rolesHoldingAll = (permission: AdminPermission) => memberRoles.filter((role) => can(role, permission));

/** Of the candidates, those holding `permission`: the admins an event for that inbox or group concerns. */
export const adminsHolding = (candidates: readonly (Actor & { id: string })[], permission: AdminPermission) =>
  candidates.filter((person) => can(person, permission)).map((person) => person.id);

/** The kinds a person chooses email copies for: the admins-only kinds (inboxes, reports) for admins alone. */
export const kindsFor = (viewer: Viewer): NotificationKind[] =>
  notificationKinds.filter((kind) => !notificationKindInfo[kind].adminsOnly || layoutOf(viewer.role) === 'admin');
