/** Who may manage programs and categories, and whose lessons a program card counts. */
import { layoutOf } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { LessonScope } from './program.repository.js';

const manage = 'Only admins may manage programs';
const denied = {
  'programCategories.access': manage,
  'programs.create': manage,
  'programs.edit': manage,
  'programs.delete': manage,
} as const;
export type ProgramAction = keyof typeof denied;

/** Throws 403 unless the viewer may take the action. */
export function authorize(viewer: Viewer, action: ProgramAction) {
  demand(viewer, action, denied[action]);
}

/** A student's and a tutor's cards count their own lessons; admins and visitors see the program's. */
export const lessonScopeOf = (viewer: Viewer | null): LessonScope => {
  if (!viewer) return { kind: 'all' };
  const layout = layoutOf(viewer.role);
  // A guardian has no lessons of their own (ADR 0079): they see the program's, like a visitor.
  return layout === 'admin' || layout === 'guardian' ? { kind: 'all' } : { kind: layout, id: viewer.id };
};
