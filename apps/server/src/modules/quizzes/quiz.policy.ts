/** Who may write quizzes, assign, read, take and grade them (platform spec 6; permissions.ts `quizzes.*`). */
import { can, canAsAdmin, type Relation } from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import type { Viewer } from '../accounts/viewer.js';

/** Whose quizzes a collection lists: every quiz for admins holding Quiz, otherwise the viewer's own. */
export const collectionScopeOf = (viewer: Viewer): { createdById?: string } =>
  canAsAdmin(viewer, 'quizzes.read') ? {} : { createdById: viewer.id };

/** Throws 403 unless the viewer has a collection (tutors, admins holding Quiz). */
export function authorizeCollection(viewer: Viewer) {
  if (!can(viewer, 'quizzes.read')) throw forbidden('Only tutors and admins keep a quiz collection');
}

/**
 * Whether the viewer may change the quiz, or a category or question of the bank (its author, or an admin holding
 * Quiz); with `null`, whether they may write new ones at all (ADR 0078: any writer may add to any category).
 */
export function mayWrite(viewer: Viewer, item: { createdById: string | null } | null) {
  const relations: Relation[] = !item || item.createdById === viewer.id ? ['self'] : [];
  return can(viewer, 'quizzes.write', relations);
}

/** Throws 403 unless the viewer may change the quiz (its author, or an admin holding Quiz). */
export function authorizeWrite(viewer: Viewer, quiz: { createdById: string | null } | null) {
  if (!mayWrite(viewer, quiz)) throw forbidden('You may only change your own quizzes');
}

/** Throws 403 unless the viewer may change this category or question of the bank. */
export function authorizeBankWrite(viewer: Viewer, item: { createdById: string | null } | null) {
  if (!mayWrite(viewer, item)) throw forbidden('You may only change the categories and questions you wrote');
}

/** Throws 403 unless the viewer may assign to every one of these students (a tutor: the students they teach). */
export function authorizeAssign(viewer: Viewer, studentIds: string[], linked: Set<string>) {
  if (canAsAdmin(viewer, 'quizAssignments.assign')) return;
  const all = studentIds.every((id) => can(viewer, 'quizAssignments.assign', linked.has(id) ? ['linked'] : []));
  if (!all) throw forbidden('You may only assign quizzes to students you teach');
}

/** How the viewer stands to an assignment. */
const relationsTo = (viewer: Viewer, a: { studentId: string; assignedById: string | null }): Relation[] => [
  ...(a.studentId === viewer.id ? (['self'] as const) : []),
  ...(a.assignedById === viewer.id ? (['assigned'] as const) : []),
];

/** Whose assignments a list shows: all for admins holding Quiz Assignments, a student's own, else those one gave. */
export function assignmentScopeOf(viewer: Viewer) {
  if (canAsAdmin(viewer, 'quizAssignments.read')) return { kind: 'all' } as const;
  if (can(viewer, 'quizAssignments.read', ['self']) && !can(viewer, 'quizAssignments.read', ['assigned']))
    return { kind: 'student', id: viewer.id } as const;
  return { kind: 'assignedBy', id: viewer.id } as const;
}

export function authorizeRead(viewer: Viewer, a: { studentId: string; assignedById: string | null }) {
  if (!can(viewer, 'quizAssignments.read', relationsTo(viewer, a)))
    throw forbidden('You may not view this quiz assignment');
}

/** Whether the viewer takes quizzes at all (a student, their own); the repository then matches the student. */
export const mayTakeOwn = (viewer: Viewer) => can(viewer, 'quizAssignments.take', ['self']);

export function authorizeTake(viewer: Viewer, a: { studentId: string; assignedById: string | null }) {
  if (!can(viewer, 'quizAssignments.take', relationsTo(viewer, a)))
    throw forbidden('Only the student this quiz is assigned to may take it');
}

/** Only a non-student who assigned the quiz may grade it (spec 6). */
export const mayGrade = (viewer: Viewer, a: { studentId: string; assignedById: string | null }) =>
  can(
    viewer,
    'quizAssignments.grade',
    relationsTo(viewer, a).filter((r) => r === 'assigned'),
  );

export function authorizeGrade(viewer: Viewer, a: { studentId: string; assignedById: string | null }) {
  if (!mayGrade(viewer, a)) throw forbidden('Only the person who assigned this quiz may grade it');
}

/** Whether the viewer may see a proctored attempt's frames and events: its assigner, and admins holding Quiz. */
export const mayReviewProctoring = (viewer: Viewer, a: { studentId: string; assignedById: string | null }) =>
  can(
    viewer,
    'quizAssignments.reviewProctoring',
    relationsTo(viewer, a).filter((r) => r === 'assigned'),
  );

export function authorizeReviewProctoring(viewer: Viewer, a: { studentId: string; assignedById: string | null }) {
  if (!mayReviewProctoring(viewer, a))
    throw forbidden('Only the person who set this quiz and quiz admins may see its proctoring');
}
