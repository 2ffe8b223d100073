/** Who may read, record, grade and delete class and home assignments (platform spec 6, 6.1). */
import { can, canAsAdmin, layoutOf, type MemberRole, type Relation } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { AssignmentScope } from './assignment.repository.js';

const denied = {
  'assignments.read': 'You may not view this assignment',
  'assignments.add': 'Only the program’s tutors and admins may record its assignments',
  'assignments.grade': 'Only the program’s tutors and admins may edit or grade its assignments',
  'assignments.remove': 'Only the program’s tutors and admins may delete its assignments',
  'assignments.submit': 'Only the student the assignment is set for may hand it in',
} as const;
export type AssignmentAction = keyof typeof denied;

/** How the viewer stands to an assignment: the student it belongs to, or a tutor of its program. */
export interface AssignmentStanding {
  studentId: string;
  /** Whether the viewer teaches the assignment's program (looked up only for tutors). */
  teaches: boolean;
}

export const relationsOf = (viewer: Viewer, a: AssignmentStanding): Relation[] => [
  ...(a.studentId === viewer.id ? (['self'] as const) : []),
  ...(a.teaches ? (['teaches'] as const) : []),
];

/** Throws 403 unless the viewer may take the action on an assignment they stand to as given. */
export function authorize(viewer: Viewer, action: AssignmentAction, standing: AssignmentStanding) {
  demand(viewer, action, denied[action], relationsOf(viewer, standing));
}

/** Whether the viewer may take the action, for the buttons a list shows (the server decides again on the call). */
export const may = (viewer: Viewer, action: AssignmentAction, standing: AssignmentStanding) =>
  can(viewer, action, relationsOf(viewer, standing));

/** Whether a teaching lookup can change the answer: only a tutor's does. */
export const needsTeachingLookup = (viewer: Viewer, action: AssignmentAction) =>
  !canAsAdmin(viewer, action) && can(viewer, action, ['teaches']);

/** Whose assignments the viewer's lists show: admins with the group all, tutors their programs', others their own. */
export function assignmentScopeOf(viewer: Viewer): AssignmentScope {
  if (canAsAdmin(viewer, 'assignments.read')) return { kind: 'all' };
  if (can(viewer, 'assignments.read', ['teaches'])) return { kind: 'tutor', id: viewer.id };
  return { kind: 'student', id: viewer.id };
}

/** Performance reports and assignments are about students; any other account has none. */
export const hasStudentRecords = (role: MemberRole) => layoutOf(role) === 'student';
