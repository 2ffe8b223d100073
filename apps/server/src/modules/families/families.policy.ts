/** Who may link guardians, issue and redeem pairing codes, see a child and record consent (ADR 0079). */
import { can, canAsAdmin, familyTexts, layoutOf, type MemberRole } from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

/** Whether an account is a guardian's (the one an admin links or a pairing code pairs). */
export const isGuardianAccount = (role: MemberRole) => layoutOf(role) === 'guardian';
/** Whether an account is a student's (the child a guardian is linked to). */
export const isStudentAccount = (role: MemberRole) => layoutOf(role) === 'student';

export type ChildAction = 'families.readChild' | 'families.payChild' | 'families.consent';
export type GuardianLookup = (guardianId: string, studentId: string) => Promise<boolean>;

/**
 * Throws 403 unless the viewer may act on this child: an admin holding the rule's permission, or a guardian linked
 * to the child. A guardian of another family, or a child that does not exist, gets the same 403 (nothing to learn).
 */
export async function authorizeChild(
  viewer: Viewer,
  action: ChildAction,
  studentId: string,
  isGuardianOf: GuardianLookup,
) {
  if (canAsAdmin(viewer, action)) return;
  if (can(viewer, action, ['guardian']) && (await isGuardianOf(viewer.id, studentId))) return;
  throw forbidden(familyTexts.notYourChild);
}

/** Whether the viewer records consent as an admin, on a guardian's behalf (logged as an admin action). */
export const actsAsAdmin = (viewer: Viewer, action: ChildAction) => canAsAdmin(viewer, action);

/** Throws 403 unless the viewer is a guardian (their children, redeeming a code). */
export const authorizeGuardian = (viewer: Viewer) =>
  demand(viewer, 'families.children', 'Only guardians have children to see here');

/** Throws 403 unless the viewer may list guardian accounts (admins who see students). */
export const authorizeGuardianList = (viewer: Viewer) =>
  demand(viewer, 'students.access', 'Only admins who see students may list guardians');

/** Throws 403 unless the viewer may link and unlink guardians (admins who edit students). */
export const authorizeLink = (viewer: Viewer) =>
  demand(viewer, 'families.link', 'Only admins may link guardians and students');

/** Throws 403 unless the viewer may issue a pairing code for this student: an admin, or a tutor linked to them. */
export async function authorizeIssueCode(
  viewer: Viewer,
  studentId: string,
  isTutorLinked: (tutorId: string, studentId: string) => Promise<boolean>,
) {
  if (canAsAdmin(viewer, 'families.issueCode')) return;
  if (can(viewer, 'families.issueCode', ['linked']) && (await isTutorLinked(viewer.id, studentId))) return;
  throw forbidden('Only the student’s tutors and admins may issue a pairing code');
}
