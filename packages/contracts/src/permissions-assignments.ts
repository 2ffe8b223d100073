/** The class and home assignment rules of the permission vocabulary (ADR 0017, 0074), spread into `ruleActions`. */
import type { RuleSpec } from './permissions.js';

export const assignmentRules = {
  'assignments.read': {
    label: 'See class and home assignments: the student their own, the program’s tutors, admins with the group',
    admin: 'assignments.access',
    roles: { STUDENT: 'self', TUTOR: 'teaches' },
  },
  'assignments.add': {
    label: 'Record a class or home assignment: the program’s tutors and admins',
    admin: 'assignments.record',
    roles: { TUTOR: 'teaches' },
  },
  'assignments.grade': {
    label: 'Edit and grade a class or home assignment: the program’s tutors and admins',
    admin: 'assignments.edit',
    roles: { TUTOR: 'teaches' },
  },
  'assignments.submit': {
    label: 'Hand in a class or home assignment and keep its draft: only the student it is set for (ADR 0074)',
    roles: { STUDENT: 'self' },
  },
  'assignments.remove': {
    label: 'Delete a class or home assignment: the program’s tutors and admins',
    admin: 'assignments.delete',
    roles: { TUTOR: 'teaches' },
  },
} as const satisfies Record<string, RuleSpec>;
