import { isAdmin } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { LessonScope } from './program.repository.js';

export const canManagePrograms = (viewer: Viewer) => isAdmin(viewer);

/** A student's and a tutor's cards count their own lessons; admins and visitors see the program's. */
export const lessonScopeOf = (viewer: Viewer | null): LessonScope => {
  if (viewer?.role === 'STUDENT') return { kind: 'student', id: viewer.id };
  if (viewer?.role === 'TUTOR') return { kind: 'tutor', id: viewer.id };
  return { kind: 'all' };
};
