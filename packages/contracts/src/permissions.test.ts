import { describe, expect, it } from 'vitest';
import { memberRoles } from './enums.js';
import {
  adminPermissionGroups,
  adminPermissions,
  can,
  canAsAdmin,
  groupOf,
  isAdminPermission,
  layoutOf,
  ordinaryPermissions,
  permissionsOf,
  restrictedPermissions,
  ruleActions,
} from './permissions.js';

const labels = (restricted: boolean) =>
  Object.values(adminPermissionGroups)
    .filter((g) => g.restricted === restricted)
    .map((g) => g.label);

describe('admin permission groups (platform spec 6.1)', () => {
  it('has every page group of 6.1, unrestricted', () => {
    expect(labels(false)).toEqual([
      'Account stats',
      'Manage tutors',
      'Manage students',
      'Student and program classrooms',
      'Schedules',
      'Programs',
      'Program categories',
      'Quiz',
      'Quiz assignments',
      'Class and home assignments',
      'Contact forms',
      'Demo bookings',
      'Career applications',
      'Article authors',
      'Article categories',
      'Blogs',
      'News and updates',
      'Account notifications',
      'About',
      'Contact information',
      'Testimonials',
      'FAQs',
      'Team',
      'Alternative meeting link',
    ]);
  });

  it('flags the restricted groups for higher admins only', () => {
    expect(labels(true)).toEqual([
      'Subscriptions',
      'Grace billing',
      'Shared card billing',
      'Coupons',
      'Email settings',
      'Admin management',
      'Activity logs',
      // Ours, not spec 6.1's (ADR 0072): exporting and erasing a person's data.
      'Data rights',
      // Ours, not spec 6.1's (ADR 0045): school-wide rules about children's safety and money.
      'School policies',
      'Legal pages',
    ]);
  });

  it('names the actions the spec lists, besides page access', () => {
    const actions = (g: keyof typeof adminPermissionGroups) => Object.keys(adminPermissionGroups[g].actions);
    expect(actions('tutors')).toEqual(['access', 'create', 'edit', 'delete']);
    expect(actions('students')).toEqual(['access', 'create', 'edit', 'delete']);
    expect(actions('schedules')).toEqual(['access', 'create', 'edit', 'delete']);
    expect(actions('programs')).toEqual(['access', 'create', 'edit', 'delete', 'deletePlan']);
    expect(actions('assignments')).toEqual(['access', 'record', 'edit', 'delete']);
    expect(actions('notifications')).toEqual(['access', 'send', 'delete']);
    expect(actions('coupons')).toEqual(['access', 'create', 'edit', 'delete']);
    expect(actions('admins')).toEqual(['access', 'create', 'edit', 'delete']);
    for (const group of Object.values(adminPermissionGroups)) {
      for (const label of Object.values(group.actions)) expect(label.trim()).not.toBe('');
    }
  });
});

describe('permissionsOf and can', () => {
  it('gives MASTER every admin permission', () => {
    expect(permissionsOf('MASTER')).toEqual(adminPermissions);
    expect(restrictedPermissions.length).toBeGreaterThan(0);
    for (const p of adminPermissions) expect(can('MASTER', p)).toBe(true);
  });

  it('gives a MANAGER exactly what was granted, and nothing when only the role is known', () => {
    expect(permissionsOf('MANAGER')).toEqual([]);
    for (const p of adminPermissions) expect(can('MANAGER', p)).toBe(false);
    const ordinary = { role: 'MANAGER' as const, permissions: ordinaryPermissions };
    for (const p of adminPermissions) expect(can(ordinary, p)).toBe(!restrictedPermissions.includes(p));
    expect(can(ordinary, 'admins.create')).toBe(false);
    expect(can(ordinary, 'coupons.edit')).toBe(false);
    expect(can(ordinary, 'schedules.delete')).toBe(true);
  });

  it('lets a manager carry granted permissions, restricted ones included when a master granted them', () => {
    const manager = { role: 'MANAGER' as const, permissions: ['schedules.access' as const] };
    expect(permissionsOf(manager)).toEqual(['schedules.access']);
    expect(can(manager, 'schedules.access')).toBe(true);
    expect(can(manager, 'schedules.delete')).toBe(false);
    expect(can({ role: 'MANAGER', permissions: ['coupons.access'] }, 'coupons.access')).toBe(true);
    // Grants are for managers only: a tutor stays a tutor whatever it carries.
    expect(can({ role: 'TUTOR', permissions: ['schedules.access'] }, 'schedules.access')).toBe(false);
    // A master holds everything whatever it carries.
    expect(can({ role: 'MASTER', permissions: [] }, 'admins.delete')).toBe(true);
  });

  it('splits the permissions into ordinary and restricted ones and names their groups', () => {
    expect([...ordinaryPermissions, ...restrictedPermissions].sort()).toEqual([...adminPermissions].sort());
    expect(ordinaryPermissions).not.toContain('admins.access');
    expect(isAdminPermission('students.create')).toBe(true);
    expect(isAdminPermission('students.fly')).toBe(false);
    expect(isAdminPermission('student.read')).toBe(false);
    expect(groupOf('programs.deletePlan')).toBe('programs');
  });

  it('gives tutors and students none of the admin permissions', () => {
    expect(permissionsOf('TUTOR')).toEqual([]);
    expect(permissionsOf('STUDENT')).toEqual([]);
    for (const p of adminPermissions) {
      expect(can('TUTOR', p)).toBe(false);
      expect(can('STUDENT', p)).toBe(false);
    }
  });

  it('decides the role and ownership rules from the relation to the resource', () => {
    expect(can('STUDENT', 'student.read', ['self'])).toBe(true);
    expect(can('STUDENT', 'student.read', ['linked'])).toBe(false);
    expect(can('TUTOR', 'student.read', ['linked'])).toBe(true);
    expect(can('TUTOR', 'student.read', ['self'])).toBe(false);
    expect(can('TUTOR', 'student.read')).toBe(false);
    expect(can({ role: 'MANAGER', permissions: ['students.access'] }, 'student.read')).toBe(true);
    expect(can({ role: 'MANAGER', permissions: [] }, 'student.read')).toBe(false);
    expect(can('STUDENT', 'programs.enrol')).toBe(true);
    expect(can('TUTOR', 'programs.enrol')).toBe(false);
    expect(can('MASTER', 'programs.enrol')).toBe(false);
    expect(can('TUTOR', 'schedules.mark', ['teaches'])).toBe(true);
    expect(can('TUTOR', 'schedules.mark')).toBe(false);
    expect(can('STUDENT', 'schedules.mark', ['teaches'])).toBe(false);
    expect(can('MASTER', 'lessons.rate')).toBe(false);
    expect(can('MASTER', 'lessons.rate', ['attended'])).toBe(true);
    expect(can('TUTOR', 'classroom.host', ['teaches'])).toBe(true);
    expect(can('STUDENT', 'classroom.host', ['teaches'])).toBe(false);
    expect(can({ role: 'MANAGER', permissions: ['classrooms.access'] }, 'classroom.host')).toBe(true);
    expect(can('MANAGER', 'classroom.host')).toBe(false);
    expect(can('TUTOR', 'classroom.seeEveryone')).toBe(false);
    expect(can('MASTER', 'classroom.goIncognito')).toBe(true);
    expect(can('MANAGER', 'files.readAny')).toBe(true);
    expect(can('TUTOR', 'files.readAny')).toBe(false);
  });

  it('tells when a rule is passed the admin way, for every resource', () => {
    expect(canAsAdmin({ role: 'MANAGER', permissions: ['students.access'] }, 'students.list')).toBe(true);
    expect(canAsAdmin({ role: 'MANAGER', permissions: ['tutors.access'] }, 'students.list')).toBe(false);
    expect(canAsAdmin('TUTOR', 'students.list')).toBe(false);
    expect(can('TUTOR', 'students.list')).toBe(true);
    expect(canAsAdmin('MASTER', 'lessons.rate')).toBe(false);
  });

  it('never gives a rule the name of an admin permission', () => {
    for (const rule of Object.keys(ruleActions)) expect(adminPermissions).not.toContain(rule);
  });

  it('names only admin permissions that exist as the admin way through a rule', () => {
    for (const rule of Object.values(ruleActions) as { admin?: string }[]) {
      if (rule.admin && rule.admin !== 'anyAdmin') expect(adminPermissions).toContain(rule.admin);
    }
  });

  it('gives admins one layout and students, tutors and guardians their own', () => {
    expect(memberRoles.map(layoutOf)).toEqual(['student', 'tutor', 'admin', 'admin', 'guardian']);
  });

  it('lets a guardian see, pay for and consent for their own child only, and talk only with linked people (ADR 0079)', () => {
    for (const rule of ['families.readChild', 'families.payChild', 'families.consent'] as const) {
      expect(can('GUARDIAN', rule, ['guardian'])).toBe(true);
      expect(can('GUARDIAN', rule, ['self', 'linked'])).toBe(false);
      expect(can('STUDENT', rule, ['self', 'guardian'])).toBe(false);
      expect(can('TUTOR', rule, ['linked', 'guardian'])).toBe(false);
    }
    expect(can('GUARDIAN', 'families.children')).toBe(true);
    expect(can('STUDENT', 'families.children')).toBe(false);
    expect(can('GUARDIAN', 'families.link')).toBe(false);
    expect(can('GUARDIAN', 'families.issueCode', ['guardian', 'linked'])).toBe(false);
    expect(can('TUTOR', 'families.issueCode', ['linked'])).toBe(true);
    expect(can('GUARDIAN', 'student.read', ['guardian', 'linked'])).toBe(false);
    expect(can('GUARDIAN', 'billing.subscribe')).toBe(false);
  });
});
