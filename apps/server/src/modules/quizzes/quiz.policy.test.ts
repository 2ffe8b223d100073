/** Who keeps, writes, assigns, reads, takes and grades quizzes (platform spec 6; permissions.ts `quizzes.*`). */
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import type { Viewer } from '../accounts/viewer.js';
import {
  assignmentScopeOf,
  authorizeAssign,
  authorizeBankWrite,
  authorizeCollection,
  authorizeGrade,
  authorizeRead,
  authorizeReviewProctoring,
  authorizeTake,
  authorizeWrite,
  collectionScopeOf,
  mayGrade,
  mayTakeOwn,
  mayWrite,
} from './quiz.policy.js';

const master = viewerOf('MASTER');
const quizAdmin = managerWith(['quiz.access', 'quizAssignments.access']);
const otherManager = managerWith(['students.access']);
const tutor = viewerOf('TUTOR');
const student = viewerOf('STUDENT');
const otherStudent = viewerOf('STUDENT', 'student-2');

const allowed = async (decide: () => unknown) => (await denialOf(decide)) === null;

describe('quiz policy: the collection', () => {
  it.each<[string, Viewer, boolean, { createdById?: string }]>([
    ['a master', master, true, {}],
    ['a manager holding Quiz', quizAdmin, true, {}],
    ['a manager without Quiz', otherManager, false, { createdById: otherManager.id }],
    ['a tutor', tutor, true, { createdById: tutor.id }],
    ['a student', student, false, { createdById: student.id }],
  ])('%s: keeps a collection → %s, scope %o', async (_who, viewer, may, scope) => {
    expect(await allowed(() => authorizeCollection(viewer))).toBe(may);
    expect(collectionScopeOf(viewer)).toEqual(scope);
  });

  it.each<[string, Viewer, { createdById: string | null } | null, boolean]>([
    ['a tutor, a new quiz', tutor, null, true],
    ['a tutor, their own quiz', tutor, { createdById: tutor.id }, true],
    ['a tutor, another tutor’s quiz', tutor, { createdById: 'tutor-2' }, false],
    ['a manager holding Quiz, anyone’s quiz', quizAdmin, { createdById: 'tutor-2' }, true],
    ['a manager without Quiz, anyone’s quiz', otherManager, { createdById: 'tutor-2' }, false],
    ['a master, anyone’s quiz', master, { createdById: 'tutor-2' }, true],
    ['a student, a new quiz', student, null, false],
  ])('writing: %s → %s', async (_who, viewer, quiz, may) => {
    expect(await allowed(() => authorizeWrite(viewer, quiz))).toBe(may);
  });
});

describe('quiz policy: assignments', () => {
  const linked = new Set([student.id]);
  it.each<[string, Viewer, string[], boolean]>([
    ['a tutor, students they teach', tutor, [student.id], true],
    ['a tutor, one student they do not teach', tutor, [student.id, otherStudent.id], false],
    ['a manager holding Quiz Assignments, anyone', quizAdmin, [otherStudent.id], true],
    ['a manager without it', otherManager, [student.id], false],
    ['a master, anyone', master, [otherStudent.id], true],
    ['a student', student, [student.id], false],
  ])('assigning: %s → %s', async (_who, viewer, studentIds, may) => {
    expect(await allowed(() => authorizeAssign(viewer, studentIds, linked))).toBe(may);
  });

  it.each<[string, Viewer, ReturnType<typeof assignmentScopeOf>]>([
    ['a master', master, { kind: 'all' }],
    ['a manager holding Quiz Assignments', quizAdmin, { kind: 'all' }],
    ['a manager without it', otherManager, { kind: 'assignedBy', id: otherManager.id }],
    ['a tutor', tutor, { kind: 'assignedBy', id: tutor.id }],
    ['a student', student, { kind: 'student', id: student.id }],
  ])('the list of %s', (_who, viewer, scope) => {
    expect(assignmentScopeOf(viewer)).toEqual(scope);
  });

  const byTutor = { studentId: student.id, assignedById: tutor.id };
  const byOther = { studentId: student.id, assignedById: 'tutor-2' };
  it.each<[string, Viewer, typeof byTutor, { read: boolean; take: boolean; grade: boolean }]>([
    ['its student', student, byTutor, { read: true, take: true, grade: false }],
    ['another student', otherStudent, byTutor, { read: false, take: false, grade: false }],
    ['the tutor who assigned it', tutor, byTutor, { read: true, take: false, grade: true }],
    ['a tutor who did not', tutor, byOther, { read: false, take: false, grade: false }],
    [
      'a manager who assigned it',
      otherManager,
      { ...byTutor, assignedById: otherManager.id },
      {
        read: true,
        take: false,
        grade: true,
      },
    ],
    ['a manager holding Quiz Assignments who did not', quizAdmin, byOther, { read: true, take: false, grade: false }],
    ['a manager without it who did not', otherManager, byOther, { read: false, take: false, grade: false }],
    ['a master who did not', master, byOther, { read: true, take: false, grade: false }],
  ])('an assignment and %s', async (_who, viewer, assignment, may) => {
    expect(await allowed(() => authorizeRead(viewer, assignment))).toBe(may.read);
    expect(await allowed(() => authorizeTake(viewer, assignment))).toBe(may.take);
    expect(await allowed(() => authorizeGrade(viewer, assignment))).toBe(may.grade);
    expect(mayGrade(viewer, assignment)).toBe(may.grade);
  });

  it('lets only students take quizzes of their own', () => {
    expect(mayTakeOwn(student)).toBe(true);
    for (const viewer of [tutor, quizAdmin, master]) expect(mayTakeOwn(viewer)).toBe(false);
  });
});

describe('quiz policy: the question bank (ADR 0078)', () => {
  it.each<[string, Viewer, { createdById: string | null } | null, boolean]>([
    ['a tutor, a new category or question', tutor, null, true],
    ['a tutor, their own', tutor, { createdById: tutor.id }, true],
    ["a tutor, another tutor's", tutor, { createdById: 'tutor-2' }, false],
    ['a manager holding Quiz, anyone’s', quizAdmin, { createdById: tutor.id }, true],
    ['a master, anyone’s', master, { createdById: tutor.id }, true],
    ['a manager without Quiz, a new one', otherManager, null, false],
    ['a student, a new one', student, null, false],
  ])('%s: may write → %s', async (_who, viewer, item, may) => {
    expect(mayWrite(viewer, item)).toBe(may);
    expect(await allowed(() => authorizeBankWrite(viewer, item))).toBe(may);
  });
});

describe('quiz policy: proctoring frames and events (ADR 0082)', () => {
  const attempt = { studentId: student.id, assignedById: tutor.id };
  const quizOnly = managerWith(['quiz.access']);
  const assignmentsOnly = managerWith(['quizAssignments.access']);
  it.each<[string, Viewer, boolean]>([
    ['the tutor who set it', tutor, true],
    ['another tutor', viewerOf('TUTOR', 'tutor-2'), false],
    ['a master', master, true],
    ['a manager holding Quiz', quizOnly, true],
    ['a manager holding only Quiz Assignments', assignmentsOnly, false],
    ['a manager without Quiz', otherManager, false],
    ['the student who took it', student, false],
    ['another student', otherStudent, false],
  ])('%s: may review → %s', async (_who, viewer, may) => {
    expect(await allowed(() => authorizeReviewProctoring(viewer, attempt))).toBe(may);
  });
  it('lets an admin who set the quiz review it without holding Quiz', async () => {
    expect(
      await allowed(() => authorizeReviewProctoring(otherManager, { ...attempt, assignedById: otherManager.id })),
    ).toBe(true);
  });
});
