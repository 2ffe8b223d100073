import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorize, listScopeOf, mayReadDraft } from './lesson-reports.policy.js';

const lesson = { tutorIds: ['tutor-1'], studentId: 'student-1' };
const tutor = viewerOf('TUTOR', 'tutor-1');
const student = viewerOf('STUDENT', 'student-1');
const otherTutor = viewerOf('TUTOR', 'tutor-2');
const otherStudent = viewerOf('STUDENT', 'student-2');

describe('lesson report policy (ADR 0080)', () => {
  it('lets the lesson’s tutors and admins write and send its report, nobody else', async () => {
    expect(await denialOf(() => authorize(tutor, 'lessonReports.write', lesson))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('MANAGER'), 'lessonReports.write', lesson))).toBeNull();
    for (const who of [otherTutor, student, otherStudent])
      expect(await denialOf(() => authorize(who, 'lessonReports.write', lesson))).toEqual({
        status: 403,
        message: 'Only the lesson’s tutors may write its report',
      });
  });

  it('lets its student, its tutors and admins read it; drafts only to writers', async () => {
    for (const who of [tutor, student, viewerOf('MANAGER')])
      expect(await denialOf(() => authorize(who, 'lessonReports.read', lesson))).toBeNull();
    for (const who of [otherTutor, otherStudent])
      expect((await denialOf(() => authorize(who, 'lessonReports.read', lesson)))?.status).toBe(403);
    expect(mayReadDraft(tutor, lesson)).toBe(true);
    expect(mayReadDraft(student, lesson)).toBe(false);
  });

  it('lists a student’s reports: all for them and admins, a tutor’s own lessons’, none for other students', async () => {
    expect(listScopeOf(student, 'student-1')).toEqual({});
    expect(listScopeOf(viewerOf('MASTER'), 'student-1')).toEqual({});
    expect(listScopeOf(otherTutor, 'student-1')).toEqual({ tutorId: 'tutor-2' });
    expect((await denialOf(() => listScopeOf(otherStudent, 'student-1')))?.status).toBe(403);
  });
});
