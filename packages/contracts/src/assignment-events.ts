/** The class and home assignment events of the notification vocabulary (ADR 0054, 0074), spread into it. */
import type { NotificationEventSpec } from './notification-events.js';

const event = <P>(spec: NotificationEventSpec<P>) => spec;
const score = (p: { points: number | null; total: number }) => (p.points === null ? '' : ` ${p.points}/${p.total}`);

interface AssignmentParams {
  kind: 'class' | 'home';
  title: string;
  program: string;
  /** The assignment's key. */
  assignment: string;
}
interface GradeParams {
  points: number | null;
  total: number;
}

const assignmentLink = (p: { kind: 'class' | 'home'; assignment: string }) =>
  `/accounts/assignments/${p.kind}?${new URLSearchParams({ assignment: p.assignment })}`;
const assignmentNoun = (kind: 'class' | 'home') => (kind === 'class' ? 'Class assignment' : 'Home assignment');

export const assignmentEvents = {
  'assignment.recorded': event<AssignmentParams>({
    kind: 'ASSIGNMENT',
    concerns: ['student'],
    title: (p) => `${assignmentNoun(p.kind)}: ${p.title}`,
    body: (p) => `Your tutor recorded the ${p.program} ${p.kind} assignment “${p.title}”.`,
    link: assignmentLink,
  }),
  'assignment.graded': event<AssignmentParams & GradeParams>({
    kind: 'ASSIGNMENT',
    concerns: ['student'],
    title: (p) => `${assignmentNoun(p.kind)} graded: ${p.title}`,
    body: (p) => `Your ${p.program} ${p.kind} assignment “${p.title}” has been graded:${score(p)}.`,
    link: assignmentLink,
  }),
  /** A student handed in (or handed in again); told to the program's tutors (ADR 0074). */
  'assignment.submitted': event<AssignmentParams & { student: string; late: boolean }>({
    kind: 'ASSIGNMENT',
    concerns: ['tutors'],
    title: (p) => `${p.late ? 'Late hand-in' : 'Hand-in'}: ${p.title}`,
    body: (p) =>
      `${p.student} handed in the ${p.program} ${p.kind} assignment “${p.title}”${p.late ? ' after the due date' : ''}.`,
    link: assignmentLink,
  }),
};
