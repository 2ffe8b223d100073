/** How quizzes read on screen: option letters, grade colours and an assignment's status (platform spec 4, 9). */
import type { QuizAssignmentStatus } from './quizzes.js';

/** Letter of an option: A, B, C … (platform spec 9). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** Grade colour of spec 4: red at 0 or at most half, green at the maximum, otherwise primary. */
export function gradeColour(points: number, total: number): 'error' | 'success' | 'primary' {
  if (points === total && total > 0) return 'success';
  if (points === 0 || points <= total / 2) return 'error';
  return 'primary';
}

/** The status of spec 4 from an assignment's times. */
export function quizAssignmentStatus(a: { startedAt: unknown; completedAt: unknown }): QuizAssignmentStatus {
  if (a.completedAt) return 'COMPLETED';
  return a.startedAt ? 'ATTEMPTED' : 'NOT_ATTEMPTED';
}
