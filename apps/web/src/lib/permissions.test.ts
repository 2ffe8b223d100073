import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/apiStub';
import { layoutOfUser, userCan } from './permissions';

describe('web permission checks', () => {
  it('answers from the shared vocabulary, and no for a visitor', () => {
    expect(userCan(makeUser('MASTER'), 'admins.create')).toBe(true);
    expect(userCan(makeUser('MANAGER'), 'admins.create')).toBe(false);
    expect(userCan(makeUser('MANAGER'), 'schedules.create')).toBe(true);
    expect(userCan(makeUser('TUTOR'), 'schedules.create')).toBe(false);
    expect(userCan(makeUser('TUTOR'), 'schedules.mark', ['teaches'])).toBe(true);
    expect(userCan(makeUser('STUDENT'), 'schedules.mark', ['teaches'])).toBe(false);
    expect(userCan(null, 'programs.enrol')).toBe(false);
  });

  it('lets a manager do exactly what their groups allow, whatever the role alone would say', () => {
    const manager = makeUser('MANAGER', { permissions: ['students.access', 'students.create'] });
    expect(userCan(manager, 'students.create')).toBe(true);
    expect(userCan(manager, 'student.read')).toBe(true);
    expect(userCan(manager, 'schedules.create')).toBe(false);
    expect(userCan(manager, 'classroom.goIncognito')).toBe(false);
    expect(userCan(makeUser('MANAGER', { permissions: ['coupons.access'] }), 'coupons.access')).toBe(true);
  });

  it('gives admins one layout and students and tutors their own', () => {
    expect(layoutOfUser(makeUser('MASTER'))).toBe('admin');
    expect(layoutOfUser(makeUser('MANAGER'))).toBe('admin');
    expect(layoutOfUser(makeUser('TUTOR'))).toBe('tutor');
    expect(layoutOfUser(makeUser('STUDENT'))).toBe('student');
  });
});
