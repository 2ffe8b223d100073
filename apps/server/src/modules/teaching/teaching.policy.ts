/** Who may see and change enrolments, tutor–student links and the people lists. */
import { can, canAsAdmin } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const denied = {
  'enrolments.read': 'You may only see your own programs',
  'programs.enrol': 'Only students enrol in programs',
  'students.edit': 'Only admins may change enrolments',
  'tutors.edit': 'Only admins may link tutors and students',
  'tutors.access': 'Only admins may list tutors',
  'relationships.read': undefined,
  'students.list': undefined,
} as const;
export type TeachingAction = keyof typeof denied;

/** A different denial for unlinking, which shares the linking permission. */
const unlinkDenied = 'Only admins may unlink tutors and students';

/**
 * Throws 403 unless the viewer may take the action. Reading enrolments names the student whose they are;
 * `unlink` words the denial of `tutors.edit` for unlinking.
 */
export function authorize(viewer: Viewer, action: TeachingAction, resource?: { studentId?: string; unlink?: boolean }) {
  const message = resource?.unlink ? unlinkDenied : denied[action];
  demand(viewer, action, message, resource?.studentId === viewer.id ? ['self'] : []);
}

/** Whether the viewer enrols as themselves (a student); anyone else must name a student. */
export const enrolsSelf = (viewer: Viewer) => can(viewer, 'programs.enrol');

/** Whether the viewer reads other students' enrolments (admins), and so must name whose. */
export const readsOthersEnrolments = (viewer: Viewer) => canAsAdmin(viewer, 'enrolments.read');

/**
 * The tutor whose links and students a viewer sees, after `authorize(…, 'students.list' | 'relationships.read')`:
 * none (everyone's) for an admin, the viewer themselves for a tutor.
 */
export const tutorScopeOf = (viewer: Viewer, action: 'students.list' | 'relationships.read'): string | undefined =>
  canAsAdmin(viewer, action) ? undefined : viewer.id;

/**
 * Whether the viewer reads one student's tutor links as an admin because they may see that student: the student's
 * profile lists their tutors, so a manager with "Manage students" but not "Manage tutors" sees them there too.
 */
export const readsLinksOfStudent = (viewer: Viewer, studentId: string | undefined): boolean =>
  studentId !== undefined && canAsAdmin(viewer, 'student.read');
