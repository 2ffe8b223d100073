/** The lesson record's rules of the permission vocabulary (ADR 0017, 0076, 0080), spread into `ruleActions`. */
import type { RuleSpec } from './permissions.js';

export const lessonRules = {
  'lessons.attendance': {
    label: 'See who attended a lesson in the classroom and for how long: its tutors and admins',
    admin: 'schedules.access',
    roles: { TUTOR: 'teaches' },
  },
  'lessonReports.write': {
    label: 'Write and send a lesson’s report (ADR 0080): its tutors and admins',
    admin: 'schedules.edit',
    roles: { TUTOR: 'teaches' },
  },
  'lessonReports.read': {
    label: 'Read a lesson’s report: its student (once sent), its tutors and admins',
    admin: 'schedules.access',
    roles: { STUDENT: 'self', TUTOR: 'teaches' },
  },
} as const satisfies Record<string, RuleSpec>;
