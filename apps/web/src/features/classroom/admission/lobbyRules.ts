/** What the lobby shows for whom (classroom spec 2 "Pre-join lobby", 5, 6). */
import { can, classroomTexts, type MemberRole } from '@chalkline/contracts';
import { mainPaths, tutorsPaths } from '../../../lib/paths';
import { userCan } from '../../../lib/permissions';
import type { SessionUser } from '../../auth/useSession';
import type { LinkValidation } from '../classroom.api';

/** Admins with classroom access may join incognito, except in demo meetings. */
export const showIncognito = (user: SessionUser | null | undefined, meetingId: string): boolean =>
  userCan(user, 'classroom.goIncognito') && meetingId !== 'demo';

export interface BlockedView {
  title: string;
  message: string;
  action: { label: string; to: string };
}

/**
 * The blocked screen for a refusal: a student not enrolled may enroll; an unlinked tutor is Not Allowed;
 * anyone else goes back to the dashboard (through the sign-in route, which forwards signed-in people home).
 */
export function blockedViewFor(reason: string, role: MemberRole | null | undefined): BlockedView {
  const back = { label: 'Back to Dashboard', to: mainPaths.login };
  if (reason === classroomTexts.notAllowed)
    return { title: classroomTexts.notAllowedTitle, message: reason, action: back };
  if (role && can(role, 'programs.enrol') && reason === classroomTexts.studentNotEnrolled)
    return { title: 'Not enrolled yet', message: reason, action: { label: 'Enroll Now', to: tutorsPaths.onboarding } };
  if (reason === classroomTexts.accountNotEnrolled || reason === classroomTexts.studentNotEnrolled)
    return { title: 'Not enrolled', message: reason, action: back };
  return { title: 'You can’t join this classroom', message: reason, action: back };
}

/** The classroom's name in the lobby and the meeting header. */
export function meetingTitle(meetingId: string, validation: LinkValidation | undefined): string {
  if (meetingId === 'demo') return 'Demo Class';
  if (validation?.program?.title) return validation.program.title;
  if (validation?.student) return `${validation.student.firstName}’s Classroom`;
  return meetingId === 'program' ? 'Program Classroom' : 'Live Classroom';
}

/** First, other and last names. */
export const fullName = (person: { firstName: string; otherNames?: string | null; lastName: string }): string =>
  [person.firstName, person.otherNames, person.lastName].filter((part) => part?.trim()).join(' ');
