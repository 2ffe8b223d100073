/** Where a report's attempts and assignments link, by who is reading (platform spec 2.2). */
import type { LayoutKind } from '@chalkline/contracts';
import { accountsPaths, adminPaths } from '../../lib/paths';

/** A quiz attempt: admin quiz assignments, tutor quiz assignments or the student's quizzes, `?attempt=&student=`. */
export function attemptLink(layout: LayoutKind, attemptKey: string, studentKey: string): string {
  const path = {
    admin: adminPaths.quizAssessments,
    tutor: accountsPaths.quizAssignments,
    student: accountsPaths.quiz,
    guardian: accountsPaths.children,
  }[layout];
  return `${path}?${new URLSearchParams({ attempt: attemptKey, student: studentKey })}`;
}

/** A class or home assignment: the admin's or the accounts site's page, `?assignment=&student=`. */
export function assignmentLink(
  layout: LayoutKind,
  kind: 'class' | 'home',
  assignmentKey: string,
  studentKey: string,
): string {
  const admin = { class: adminPaths.classAssessments, home: adminPaths.homeAssessments };
  const accounts = { class: accountsPaths.classAssignments, home: accountsPaths.homeAssignments };
  const guardian = { class: accountsPaths.children, home: accountsPaths.children };
  const path = { admin, tutor: accounts, student: accounts, guardian }[layout][kind];
  return `${path}?${new URLSearchParams({ assignment: assignmentKey, student: studentKey })}`;
}
