import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorize, enrolsSelf, tutorScopeOf } from './teaching.policy.js';

const student = viewerOf('STUDENT', 'student-1');
const tutor = viewerOf('TUTOR', 'tutor-1');
const admin = viewerOf('MANAGER');

describe('teaching policy', () => {
  it('lets a student read their own enrolments and admins anyone’s', async () => {
    expect(await denialOf(() => authorize(student, 'enrolments.read', { studentId: 'student-1' }))).toBeNull();
    expect(await denialOf(() => authorize(admin, 'enrolments.read', { studentId: 'student-1' }))).toBeNull();
    for (const who of [viewerOf('STUDENT', 'student-2'), tutor]) {
      expect(await denialOf(() => authorize(who, 'enrolments.read', { studentId: 'student-1' }))).toEqual({
        status: 403,
        message: 'You may only see your own programs',
      });
    }
  });

  it('lets only students enrol themselves', async () => {
    expect(enrolsSelf(student)).toBe(true);
    expect(enrolsSelf(tutor)).toBe(false);
    expect(enrolsSelf(admin)).toBe(false);
    expect((await denialOf(() => authorize(tutor, 'programs.enrol')))?.message).toBe('Only students enrol in programs');
  });

  it('keeps enrolment changes, links and the tutor list for admins, with the existing messages', async () => {
    expect((await denialOf(() => authorize(tutor, 'students.edit')))?.message).toBe(
      'Only admins may change enrolments',
    );
    expect((await denialOf(() => authorize(tutor, 'tutors.edit')))?.message).toBe(
      'Only admins may link tutors and students',
    );
    expect((await denialOf(() => authorize(tutor, 'tutors.edit', { unlink: true })))?.message).toBe(
      'Only admins may unlink tutors and students',
    );
    expect((await denialOf(() => authorize(student, 'tutors.access')))?.message).toBe('Only admins may list tutors');
    for (const action of ['students.edit', 'tutors.edit', 'tutors.access'] as const) {
      expect(await denialOf(() => authorize(viewerOf('MASTER'), action))).toBeNull();
    }
  });

  it('shows students and links to tutors (their own) and admins (all), not to students', async () => {
    for (const action of ['students.list', 'relationships.read'] as const) {
      expect(await denialOf(() => authorize(tutor, action))).toBeNull();
      expect(await denialOf(() => authorize(admin, action))).toBeNull();
      expect(await denialOf(() => authorize(student, action))).toEqual({
        status: 403,
        message: 'You are not allowed to do this',
      });
      expect(tutorScopeOf(tutor, action)).toBe('tutor-1');
      expect(tutorScopeOf(admin, action)).toBeUndefined();
    }
  });
});
