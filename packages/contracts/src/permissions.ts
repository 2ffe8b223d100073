/**
 * One vocabulary of permissions (docs/decisions/0017-permission-vocabulary.md): the admin permission groups
 * of platform spec 6.1 and the role-and-ownership rules the product already has, each named once. The
 * server's policies and the web's show/hide checks both decide with `can`. No zod here: every page loads this
 * module (ADR 0033); the wire schema `adminPermissionSchema` is in `permission-schema.ts`.
 */
import { adminPermissionGroups } from './admin-permission-groups.js';
import { isAdminRole, type MemberRole } from './enum-values.js';
import { assignmentRules } from './permissions-assignments.js';
import { familyRules } from './permissions-families.js';
import { lessonRules } from './permissions-lessons.js';

export * from './admin-permission-groups.js';

type Groups = typeof adminPermissionGroups;
export type AdminPermissionGroup = keyof Groups;
/** `group.action`, e.g. `schedules.create`; `access` is the group's page access. */
export type AdminPermission = {
  [G in AdminPermissionGroup]: `${G}.${keyof Groups[G]['actions'] & string}`;
}[AdminPermissionGroup];

const groupNames = Object.keys(adminPermissionGroups) as AdminPermissionGroup[];
const permissionsIn = (group: AdminPermissionGroup) =>
  Object.keys(adminPermissionGroups[group].actions).map((action) => `${group}.${action}` as AdminPermission);

/** Every admin permission, in table order. */
export const adminPermissions: readonly AdminPermission[] = groupNames.flatMap(permissionsIn);
/** Permissions of the restricted groups (only for higher admins). */
export const restrictedPermissions: readonly AdminPermission[] = groupNames
  .filter((g) => adminPermissionGroups[g].restricted)
  .flatMap(permissionsIn);
/** Permissions of the ordinary (non-restricted) groups: what the demo manager holds. */
export const ordinaryPermissions: readonly AdminPermission[] = adminPermissions.filter(
  (p) => !restrictedPermissions.includes(p),
);
/** Whether a string names an admin permission of spec 6.1 (`group.action`). */
export const isAdminPermission = (p: string): p is AdminPermission =>
  (adminPermissions as readonly string[]).includes(p);
/** The group an admin permission belongs to. */
export const groupOf = (p: AdminPermission) => p.slice(0, p.indexOf('.')) as AdminPermissionGroup;

/** How a person stands to the thing acted on; policies work these out, `can` only compares them. */
/** `guardian`: the person is a guardian linked to the student (ADR 0079). */
export type Relation = 'self' | 'linked' | 'teaches' | 'assigned' | 'attended' | 'guardian';

export interface RuleSpec {
  label: string;
  /**
   * The admin permission that lets an admin do it whatever their relation (`anyAdmin`: being an admin is
   * enough); absent: admins follow `roles` like everyone else.
   */
  admin?: AdminPermission | 'anyAdmin';
  /** What each role needs: `always`, or one of these relations to the resource. Absent roles may not. */
  roles: Partial<Record<MemberRole, 'always' | Relation>>;
}

/** The role and ownership rules of the product, named once. */
export const ruleActions = {
  'student.read': {
    label: 'See a student’s profile, classroom and lessons: the student, their linked tutors and admins',
    admin: 'students.access',
    roles: { STUDENT: 'self', TUTOR: 'linked' },
  },
  'people.readAdminFields': {
    label: 'See emails and the admin-only profile fields (platform spec 6)',
    admin: 'students.access',
    roles: {},
  },
  'enrolments.read': {
    label: 'List a student’s enrolments: the student and admins',
    admin: 'students.access',
    roles: { STUDENT: 'self' },
  },
  'programs.enrol': {
    label: 'Enrol oneself in programs (onboarding, additional enrolment)',
    roles: { STUDENT: 'always' },
  },
  'students.list': {
    label: 'List students: a tutor their own, admins all',
    admin: 'students.access',
    roles: { TUTOR: 'always' },
  },
  'relationships.read': {
    label: 'List tutor–student links: a tutor their own, admins all',
    admin: 'tutors.access',
    roles: { TUTOR: 'always' },
  },
  'schedules.mark': {
    label: 'Mark a lesson as held: its tutors and admins',
    admin: 'schedules.edit',
    roles: { TUTOR: 'teaches' },
  },
  ...lessonRules,
  'demo.host': {
    label: 'Start and complete a demo session: its tutor (any tutor when none is named) and admins',
    admin: 'demoBookings.access',
    roles: { TUTOR: 'assigned' },
  },
  'lessons.rate': {
    label: 'Rate a lesson one attended',
    roles: { STUDENT: 'attended', TUTOR: 'attended', MANAGER: 'attended', MASTER: 'attended' },
  },
  'classroom.host': {
    label: 'Host a classroom and admit those who knock: a tutor who teaches its student or program, and admins',
    admin: 'classrooms.access',
    roles: { TUTOR: 'teaches' },
  },
  'classroom.seeEveryone': {
    label: 'See every participant of a classroom, hidden ones included',
    admin: 'classrooms.access',
    roles: {},
  },
  'classroom.goIncognito': { label: 'Join a classroom unseen', admin: 'classrooms.access', roles: {} },
  'classroom.readAdminChat': {
    label: 'Read and write the admins-only chat of a classroom',
    admin: 'classrooms.access',
    roles: {},
  },
  'recordings.read': {
    label:
      'Watch and download a classroom’s recordings: its tutors, admins, and its students when the school allows it',
    admin: 'classrooms.access',
    roles: { TUTOR: 'teaches', STUDENT: 'attended' },
  },
  'recordings.manage': {
    label: 'Record a classroom, upload its recording and delete recordings: its tutors and admins',
    admin: 'classrooms.access',
    roles: { TUTOR: 'teaches' },
  },
  'chat.direct': {
    label:
      'Message a person directly: a tutor and the students they teach, a guardian and their children’s tutors (ADR 0079), admins anyone (students with each other only when the school allows it)',
    admin: 'anyAdmin',
    roles: { STUDENT: 'linked', TUTOR: 'linked', GUARDIAN: 'linked' },
  },
  'chat.group': {
    label: 'Take part in a program’s group chat: its students, its tutors, and admins who join',
    admin: 'anyAdmin',
    roles: { STUDENT: 'linked', TUTOR: 'teaches' },
  },
  'chat.readReported': {
    label: 'Read reported chat messages and the conversations they were written in',
    admin: 'schoolPolicies.access',
    roles: {},
  },
  'chat.block': { label: 'Block another student in the chat and undo it (ADR 0064)', roles: { STUDENT: 'always' } },
  'accounts.search': {
    label: 'Search accounts in the account picker: admins the people their groups cover, a tutor their own students',
    admin: 'anyAdmin',
    roles: { TUTOR: 'always' },
  },
  'files.readAny': { label: 'Read any uploaded file (moderation)', admin: 'anyAdmin', roles: {} },
  'files.uploadSiteContent': {
    label: 'Upload public site images (testimonials, team, programs)',
    admin: 'anyAdmin',
    roles: {},
  },
  ...assignmentRules,
  ...familyRules,
  'files.uploadQuizMaterial': { label: 'Upload quiz material', admin: 'quiz.access', roles: { TUTOR: 'always' } },
  'billing.subscribe': {
    label: 'Subscribe to a program and pay for it: a student for themselves (ADR 0042)',
    roles: { STUDENT: 'always' },
  },
  'billing.manageOwn': {
    label: 'Pay, renew, pause, cancel or enable a subscription: its student or payer, and admins of subscriptions',
    admin: 'subscriptions.access',
    roles: { STUDENT: 'self', TUTOR: 'self', MANAGER: 'self', MASTER: 'self' },
  },
  'quizzes.read': {
    label: 'See a quiz collection: a tutor their own quizzes, admins every quiz',
    admin: 'quiz.access',
    roles: { TUTOR: 'always' },
  },
  'quizzes.write': {
    label: 'Create quizzes and edit, duplicate or delete them: a tutor their own, admins any',
    admin: 'quiz.access',
    roles: { TUTOR: 'self' },
  },
  'quizAssignments.assign': {
    label: 'Assign quizzes to students: a tutor to the students they teach, admins to anyone',
    admin: 'quizAssignments.access',
    roles: { TUTOR: 'linked' },
  },
  'quizAssignments.read': {
    label: 'See quiz assignments and attempts: the student, the person who assigned it, and admins',
    admin: 'quizAssignments.access',
    roles: { STUDENT: 'self', TUTOR: 'assigned', MANAGER: 'assigned', MASTER: 'assigned' },
  },
  'quizAssignments.take': {
    label: 'Take a quiz: only the student it is assigned to',
    roles: { STUDENT: 'self' },
  },
  'quizAssignments.grade': {
    label: 'Grade a quiz attempt: only the non-student who assigned it (platform spec 6)',
    roles: { TUTOR: 'assigned', MANAGER: 'assigned', MASTER: 'assigned' },
  },
  'quizAssignments.reviewProctoring': {
    label:
      'See a proctored attempt’s camera and screen frames and its events: the person who assigned it and admins holding Quiz (ADR 0082)',
    admin: 'quiz.access',
    roles: { TUTOR: 'assigned', MANAGER: 'assigned', MASTER: 'assigned' },
  },
} as const satisfies Record<string, RuleSpec>;
export type RuleAction = keyof typeof ruleActions;

/** Anything a person may be allowed to do. */
export type Permission = AdminPermission | RuleAction;

/**
 * Who is acting. `permissions` is the admin permissions granted to a manager (ADR 0026): a manager holds exactly
 * those, and none when it is absent. A master holds every permission whatever it carries.
 */
export interface Actor {
  id?: string;
  role: MemberRole;
  permissions?: readonly AdminPermission[];
}

/**
 * The admin permissions a person holds: all for MASTER, exactly the granted ones for MANAGER (none when only the
 * role is known), none otherwise.
 */
export function permissionsOf(actor: Actor | MemberRole): readonly AdminPermission[] {
  const { role, permissions } = typeof actor === 'string' ? { role: actor, permissions: undefined } : actor;
  if (role === 'MASTER') return adminPermissions;
  if (role === 'MANAGER') return permissions ?? [];
  return [];
}

/**
 * Whether `actor` may give `permission` to a manager or take it away (ADR 0026): a master any; anyone else only an
 * ordinary permission they hold themselves, so nobody hands out more than they have. Restricted groups are a
 * master's to give.
 */
export function mayGrant(actor: Actor, permission: AdminPermission): boolean {
  if (actor.role === 'MASTER') return true;
  return !restrictedPermissions.includes(permission) && permissionsOf(actor).includes(permission);
}

/** Whether `actor` may create an admin of `role`: only a master creates a master (platform spec 6). */
export const mayCreateAdminOf = (actor: Actor, role: MemberRole): boolean =>
  permissionsOf(actor).includes('admins.create') && (role !== 'MASTER' || actor.role === 'MASTER');

/**
 * Whether `actor` may change, suspend or delete the admin `target`: never oneself (nobody removes their own
 * rights), and a master only by a master. What they may change besides is `mayGrant`'s.
 */
export const mayChangeAdmin = (actor: Actor, target: { id: string; role: MemberRole }): boolean =>
  actor.id !== target.id && (target.role !== 'MASTER' || actor.role === 'MASTER');

/** Whether an admin of `role` holds chosen groups (a manager) rather than every group by role (a master). */
export const holdsChosenGroups = (role: MemberRole): boolean => role === 'MANAGER';

/** Whether `actor` may change admins' roles (make a master, step one down): masters only. */
export const mayChangeAdminRoles = (actor: Actor): boolean => actor.role === 'MASTER';
/** Only a master resets another admin's two-factor sign-in (ADR 0056). */
export const mayResetTwoFactor = (actor: Actor): boolean => mayChangeAdminRoles(actor);

const isRuleAction = (p: Permission): p is RuleAction => p in ruleActions;
const roleOf = (actor: Actor | MemberRole) => (typeof actor === 'string' ? actor : actor.role);

/** Whether `actor` passes a rule the admin way, for every resource at once (admins see all, not their own). */
export function canAsAdmin(actor: Actor | MemberRole, rule: RuleAction): boolean {
  const admin = (ruleActions[rule] as RuleSpec).admin;
  if (admin === 'anyAdmin') return isAdminRole(roleOf(actor));
  return admin !== undefined && permissionsOf(actor).includes(admin);
}

/**
 * Whether `actor` may do `permission`, given how they stand to the resource (`relations`, worked out by the
 * caller). An admin permission is held or not; a rule lets its admin permission through, then the role's need.
 */
export function can(actor: Actor | MemberRole, permission: Permission, relations: readonly Relation[] = []): boolean {
  if (!isRuleAction(permission)) return permissionsOf(actor).includes(permission);
  if (canAsAdmin(actor, permission)) return true;
  const need = (ruleActions[permission] as RuleSpec).roles[roleOf(actor)];
  return need === 'always' || (need !== undefined && relations.includes(need));
}

/** Whether `actor` may block a person of `role` in the chat (ADR 0064): a student blocks another student. */
export const mayBlockInChat = (actor: Actor, role: MemberRole) => can(actor, 'chat.block') && role === 'STUDENT';

/** The signed-in layout and dashboard a role gets (platform spec 2.3): admins share one. */
export const layoutKinds = ['admin', 'student', 'tutor', 'guardian'] as const;
export type LayoutKind = (typeof layoutKinds)[number];
const layouts: Record<MemberRole, LayoutKind> = {
  STUDENT: 'student',
  TUTOR: 'tutor',
  MANAGER: 'admin',
  MASTER: 'admin',
  GUARDIAN: 'guardian',
};
export const layoutOf = (role: MemberRole): LayoutKind => layouts[role];
