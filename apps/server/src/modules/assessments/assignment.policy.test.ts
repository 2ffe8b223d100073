import type { AdminPermission } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../accounts/viewer.js';
import { assignmentScopeOf, may, needsTeachingLookup } from './assignment.policy.js';

const viewer = (role: Viewer['role'], permissions?: AdminPermission[]): Viewer => ({
  id: 'me',
  role,
  permissions,
  email: 'me@example.test',
  firstName: 'Me',
  lastName: 'Myself',
  sessionId: 's',
});
const theirs = { studentId: 'someone', teaches: false };

describe('assignment policy', () => {
  it('lets a student read their own and change nothing', () => {
    const student = viewer('STUDENT');
    expect(may(student, 'assignments.read', { studentId: 'me', teaches: false })).toBe(true);
    expect(may(student, 'assignments.read', theirs)).toBe(false);
    expect(may(student, 'assignments.grade', { studentId: 'me', teaches: false })).toBe(false);
    expect(assignmentScopeOf(student)).toEqual({ kind: 'student', id: 'me' });
  });
  it('lets a tutor act only on programs they teach', () => {
    const tutor = viewer('TUTOR');
    expect(may(tutor, 'assignments.grade', theirs)).toBe(false);
    expect(may(tutor, 'assignments.grade', { ...theirs, teaches: true })).toBe(true);
    expect(needsTeachingLookup(tutor, 'assignments.remove')).toBe(true);
    expect(assignmentScopeOf(tutor)).toEqual({ kind: 'tutor', id: 'me' });
  });
  it('gives a manager exactly the actions of the assignments group they hold', () => {
    const recorder = viewer('MANAGER', ['assignments.access', 'assignments.record']);
    expect(may(recorder, 'assignments.add', theirs)).toBe(true);
    expect(may(recorder, 'assignments.grade', theirs)).toBe(false);
    expect(may(recorder, 'assignments.remove', theirs)).toBe(false);
    expect(needsTeachingLookup(recorder, 'assignments.add')).toBe(false);
    expect(assignmentScopeOf(recorder)).toEqual({ kind: 'all' });
    expect(may(viewer('MANAGER', ['students.access']), 'assignments.read', theirs)).toBe(false);
    expect(may(viewer('MASTER'), 'assignments.remove', theirs)).toBe(true);
  });
});
