import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorize, lessonScopeOf } from './program.policy.js';

describe('program policy', () => {
  it('lets admins manage programs and categories, with the existing message for others', async () => {
    for (const action of ['programCategories.access', 'programs.create', 'programs.edit', 'programs.delete'] as const) {
      expect(await denialOf(() => authorize(viewerOf('MANAGER'), action))).toBeNull();
      expect(await denialOf(() => authorize(viewerOf('MASTER'), action))).toBeNull();
      for (const role of ['TUTOR', 'STUDENT'] as const) {
        expect(await denialOf(() => authorize(viewerOf(role), action))).toEqual({
          status: 403,
          message: 'Only admins may manage programs',
        });
      }
    }
  });

  it('counts a student’s and a tutor’s own lessons, and the program’s for admins and visitors', () => {
    expect(lessonScopeOf(viewerOf('STUDENT', 's'))).toEqual({ kind: 'student', id: 's' });
    expect(lessonScopeOf(viewerOf('TUTOR', 't'))).toEqual({ kind: 'tutor', id: 't' });
    expect(lessonScopeOf(viewerOf('MASTER'))).toEqual({ kind: 'all' });
    expect(lessonScopeOf(null)).toEqual({ kind: 'all' });
  });
});
