import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorize, scheduleScopeOf } from './schedule.policy.js';

const tutor = viewerOf('TUTOR', 'tutor-1');

describe('schedule policy', () => {
  it('lets admins manage and list every schedule, with the existing messages', async () => {
    for (const role of ['MASTER', 'MANAGER'] as const) {
      expect(await denialOf(() => authorize(viewerOf(role), 'schedules.create'))).toBeNull();
      expect(await denialOf(() => authorize(viewerOf(role), 'schedules.delete'))).toBeNull();
      expect(await denialOf(() => authorize(viewerOf(role), 'schedules.edit'))).toBeNull();
      expect(await denialOf(() => authorize(viewerOf(role), 'schedules.access'))).toBeNull();
    }
    expect(await denialOf(() => authorize(tutor, 'schedules.create'))).toEqual({
      status: 403,
      message: 'Only admins may manage schedules',
    });
    // Moving a lesson is an admin's: not even the lesson's own tutor moves it.
    expect((await denialOf(() => authorize(tutor, 'schedules.edit')))?.message).toBe(
      'Only admins may manage schedules',
    );
    expect((await denialOf(() => authorize(viewerOf('STUDENT'), 'schedules.access')))?.message).toBe(
      'Only admins may list every schedule',
    );
  });

  it('lets a lesson’s tutors and admins mark it, nobody else', async () => {
    const lesson = { tutorIds: ['tutor-1', 'tutor-2'] };
    expect(await denialOf(() => authorize(tutor, 'schedules.mark', lesson))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('MANAGER'), 'schedules.mark', lesson))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('TUTOR', 'tutor-3'), 'schedules.mark', lesson))).toEqual({
      status: 403,
      message: 'Only the lesson’s tutors may mark it',
    });
    // A student named among the tutors by mistake still may not mark.
    const odd = { tutorIds: ['student-1'] };
    expect((await denialOf(() => authorize(viewerOf('STUDENT', 'student-1'), 'schedules.mark', odd)))?.status).toBe(
      403,
    );
  });

  it('lets a lesson’s tutors and admins read its classroom attendance, nobody else (ADR 0076)', async () => {
    const lesson = { tutorIds: ['tutor-1'] };
    expect(await denialOf(() => authorize(tutor, 'lessons.attendance', lesson))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('MASTER'), 'lessons.attendance', lesson))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('TUTOR', 'tutor-3'), 'lessons.attendance', lesson))).toEqual({
      status: 403,
      message: 'Only the lesson’s tutors may see its attendance',
    });
    const student = viewerOf('STUDENT', 'student-1');
    expect((await denialOf(() => authorize(student, 'lessons.attendance', { tutorIds: ['student-1'] })))?.status).toBe(
      403,
    );
  });

  it('scopes lists: admins everyone’s, a tutor’s and a student’s their own', () => {
    expect(scheduleScopeOf(viewerOf('MASTER'))).toEqual({});
    expect(scheduleScopeOf(tutor)).toEqual({ tutorId: 'tutor-1' });
    expect(scheduleScopeOf(viewerOf('STUDENT', 'student-1'))).toEqual({ studentId: 'student-1' });
  });
});
