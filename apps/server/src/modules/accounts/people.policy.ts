/**
 * Who may manage which people (platform spec 6.1): the tutors group manages tutors, the students group manages
 * students; admins are managed elsewhere (Manage Admins), so an admin account is never a "person" here.
 */
import type { AdminPermission, MemberRole } from '@chalkline/contracts';
import { demand } from './accounts.policy.js';
import type { Viewer } from './viewer.js';

/** The permission group that manages each kind of account; absent: not managed through the people pages. */
const groupOf: Partial<Record<MemberRole, 'tutors' | 'students'>> = { TUTOR: 'tutors', STUDENT: 'students' };
export type PeopleGroup = 'tutors' | 'students';
export type PeopleAction = 'access' | 'create' | 'edit' | 'delete';

/** The group managing `role`'s accounts, or null for admins (not people of these pages). */
export const managingGroup = (role: MemberRole): PeopleGroup | null => groupOf[role] ?? null;

/** The role an account created by `group` gets. */
export const roleOfGroup = (group: PeopleGroup): MemberRole => (group === 'tutors' ? 'TUTOR' : 'STUDENT');

const denied: Record<PeopleAction, string> = {
  access: 'You may not see these accounts',
  create: 'You may not create these accounts',
  edit: 'You may not change these accounts',
  delete: 'You may not delete these accounts',
};

/** Throws 403 unless the viewer holds `group.action` (suspending and restoring are edits). */
export function authorizePeople(viewer: Viewer, group: PeopleGroup, action: PeopleAction) {
  demand(viewer, `${group}.${action}` as AdminPermission, denied[action]);
}
