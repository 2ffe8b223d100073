/**
 * Who finds whom in the account picker (`accounts.search`, docs/decisions/0030-account-search-and-live-classes.md).
 * An admin finds the people their groups let them pick somewhere (students for students, schedules, classrooms,
 * assignments and notifications; tutors for tutors, schedules, classrooms and demo bookings; admins only with
 * admin management); a tutor finds only the students linked to them; a student finds nobody.
 */
import { type AdminPermission, type MemberRole, permissionsOf } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

/** For each role of the results, the admin permissions of which one is enough to find people of that role. */
const pickableBy: Record<MemberRole, readonly AdminPermission[]> = {
  STUDENT: [
    'students.access',
    'schedules.access',
    'classrooms.access',
    'quizAssignments.access',
    'assignments.access',
    'notifications.access',
  ],
  TUTOR: ['tutors.access', 'schedules.access', 'classrooms.access', 'demoBookings.access'],
  MANAGER: ['admins.access'],
  MASTER: ['admins.access'],
  // Guardians are found where students are managed: the admin links them to their children (ADR 0079).
  GUARDIAN: ['students.access'],
};

/** What a search may answer: accounts of `roles`, and for a tutor only the students linked to them. */
export interface SearchScope {
  roles: MemberRole[];
  linkedToTutor: string | null;
}

/** The scope of the viewer's searches; 403 for those who may not search at all. */
export function searchScopeOf(viewer: Viewer): SearchScope {
  demand(viewer, 'accounts.search', 'Only admins and tutors may search accounts');
  if (viewer.role === 'TUTOR') return { roles: ['STUDENT'], linkedToTutor: viewer.id };
  const held = permissionsOf(viewer);
  const roles = (Object.keys(pickableBy) as MemberRole[]).filter((role) =>
    pickableBy[role].some((p) => held.includes(p)),
  );
  return { roles, linkedToTutor: null };
}

/** Narrows a scope to what the search asked for (students only, or one role). */
export function narrowScope(scope: SearchScope, ask: { studentOnly: boolean; role?: MemberRole }): SearchScope {
  const wanted = ask.studentOnly ? ['STUDENT'] : ask.role ? [ask.role] : scope.roles;
  return { ...scope, roles: scope.roles.filter((r) => wanted.includes(r)) };
}
