/** Who may write, send and read a lesson's report (ADR 0080), in the permission vocabulary. */
import { can, type Relation } from '@chalkline/contracts';
import { demand } from '../accounts/accounts.policy.js';
import type { Viewer } from '../accounts/viewer.js';

const denied = {
  'lessonReports.write': 'Only the lesson’s tutors may write its report',
  'lessonReports.read': 'You may not read this lesson’s report',
} as const;
export type LessonReportAction = keyof typeof denied;

export interface LessonParties {
  tutorIds: readonly string[];
  studentId: string;
}

/** How the viewer stands to a lesson: teaching it, or being its student. */
const relationsTo = (viewer: Viewer, lesson: LessonParties): Relation[] => [
  ...(lesson.tutorIds.includes(viewer.id) ? (['teaches'] as const) : []),
  ...(lesson.studentId === viewer.id ? (['self'] as const) : []),
];

/** Throws 403 unless the viewer may take the action on the lesson's report. */
export function authorize(viewer: Viewer, action: LessonReportAction, lesson: LessonParties) {
  demand(viewer, action, denied[action], relationsTo(viewer, lesson));
}

/** Whether the viewer may read a report still in draft: only those who may write it. */
export const mayReadDraft = (viewer: Viewer, lesson: LessonParties) =>
  can(viewer, 'lessonReports.write', relationsTo(viewer, lesson));

/**
 * Whose reports of a student the viewer lists: every one (admins, the student), those of lessons the viewer
 * teaches (tutors), or none (403).
 */
export function listScopeOf(viewer: Viewer, studentId: string): { tutorId?: string } {
  if (can(viewer, 'lessonReports.read', viewer.id === studentId ? ['self'] : [])) return {};
  // A tutor lists the student's reports of lessons they teach; every line is then theirs.
  demand(viewer, 'lessonReports.read', denied['lessonReports.read'], ['teaches']);
  return { tutorId: viewer.id };
}
