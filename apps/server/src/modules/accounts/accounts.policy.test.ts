import { describe, expect, it, vi } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import { authorize, mayReadStudent, maySeeAdminFields } from './accounts.policy.js';

const student = viewerOf('STUDENT', 'student-1');
const tutor = viewerOf('TUTOR', 'tutor-1');
const linkedTo = (studentId: string) => vi.fn(async (_tutorId: string, id: string) => id === studentId);

describe('accounts policy', () => {
  it('lets admins, the student and linked tutors read a student, looking the link up only for tutors', async () => {
    const lookup = linkedTo('student-1');
    expect(await mayReadStudent(viewerOf('MASTER'), 'student-1', lookup)).toBe(true);
    expect(await mayReadStudent(viewerOf('MANAGER'), 'student-1', lookup)).toBe(true);
    expect(await mayReadStudent(student, 'student-1', lookup)).toBe(true);
    expect(await mayReadStudent(viewerOf('STUDENT', 'student-2'), 'student-1', lookup)).toBe(false);
    expect(lookup).not.toHaveBeenCalled();
    expect(await mayReadStudent(tutor, 'student-1', lookup)).toBe(true);
    expect(await mayReadStudent(tutor, 'student-2', lookup)).toBe(false);
    expect(lookup).toHaveBeenCalledTimes(2);
    // A manager whose grants leave out students is no insider.
    expect(await mayReadStudent(viewerOf('MANAGER', 'm', []), 'student-1', lookup)).toBe(false);
  });

  it('denies a profile with the existing message', async () => {
    const lookup = linkedTo('someone-else');
    expect(await denialOf(() => authorize(tutor, 'student.read', { id: 'student-1', isLinked: lookup }))).toEqual({
      status: 403,
      message: 'You may not view this profile',
    });
    expect(await denialOf(() => authorize(student, 'student.read', { id: 'student-1', isLinked: lookup }))).toBeNull();
  });

  it('shows the admin-only fields to admins only', () => {
    expect(maySeeAdminFields(viewerOf('MASTER'))).toBe(true);
    expect(maySeeAdminFields(viewerOf('MANAGER'))).toBe(true);
    expect(maySeeAdminFields(managerWith(['tutors.access']))).toBe(false);
    expect(maySeeAdminFields(tutor)).toBe(false);
    expect(maySeeAdminFields(student)).toBe(false);
  });
});
