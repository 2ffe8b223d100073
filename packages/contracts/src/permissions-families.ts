/** The family rules of the permission vocabulary (ADR 0017, 0079), spread into `ruleActions`. */
import type { RuleSpec } from './permissions.js';

export const familyRules = {
  'families.children': {
    label: 'List one’s own children and redeem a pairing code: guardians (ADR 0079)',
    roles: { GUARDIAN: 'always' },
  },
  'families.readChild': {
    label:
      'See a child’s lessons, results, performance report, invoices and subscriptions, read-only: their linked guardians and admins',
    admin: 'students.access',
    roles: { GUARDIAN: 'guardian' },
  },
  'families.payChild': {
    label: 'Pay a child’s invoice: their linked guardians (ADR 0079)',
    roles: { GUARDIAN: 'guardian' },
  },
  'families.consent': {
    label:
      'Record a child’s consent to recording and to being on camera: their linked guardians, and admins on their behalf',
    admin: 'students.edit',
    roles: { GUARDIAN: 'guardian' },
  },
  'families.link': {
    label: 'Link a guardian to a student and unlink them: admins',
    admin: 'students.edit',
    roles: {},
  },
  'families.issueCode': {
    label: 'Issue a one-time pairing code for a student’s guardian: the student’s linked tutors and admins',
    admin: 'students.edit',
    roles: { TUTOR: 'linked' },
  },
  'families.requestData': {
    label:
      'Ask for an export or the erasure of one’s own data or a linked child’s, and download a completed export: guardians (ADR 0085)',
    roles: { GUARDIAN: 'always' },
  },
} as const satisfies Record<string, RuleSpec>;
