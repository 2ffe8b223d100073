/** Who may do what with lessons (schedules), and whose lessons each viewer lists. */
import { can } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';
import type { ScheduleFilter } from './schedule.repository.js';

const denied = {
  'schedules.access': 'Only admins may list every schedule',
  'schedules.create': 'Only admins may manage schedules',
  'schedules.edit': 'Only admins may manage schedules',
  'schedules.delete': 'Only admins may manage schedules',
  'schedules.mark': 'Only the lesson’s tutors may mark it',
  'lessons.attendance': 'Only the lesson’s tutors may see its attendance',
} as const;
export type ScheduleAction = keyof typeof denied;

/**
 * Throws 403 unless the viewer may take the action. Marking and reading attendance need the lesson's tutors
 * (`tutorIds`): its tutors and admins may.
 */
export function authorize(viewer: Viewer, action: ScheduleAction, lesson?: { tutorIds: readonly string[] }) {
  demand(viewer, action, denied[action], lesson?.tutorIds.includes(viewer.id) ? ['teaches'] : []);
}

/** Whose lessons a viewer may list: everyone's for admins, a tutor's own, else the student's own. */
export function scheduleScopeOf(viewer: Viewer): ScheduleFilter {
  if (can(viewer, 'schedules.access')) return {};
  if (viewer.role === 'TUTOR') return { tutorId: viewer.id };
  return { studentId: viewer.id };
}
