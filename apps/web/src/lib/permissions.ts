/**
 * The web's show/hide checks, in the permission vocabulary of contracts (ADR 0017). Courtesy only: the
 * server decides every request in its policies.
 */
import {
  type Actor,
  type AuthUser,
  can,
  type LayoutKind,
  layoutOf,
  type Permission,
  type Relation,
} from '@chalkline/contracts';

type Person = Pick<AuthUser, 'key' | 'memberRole' | 'permissions'>;

/** The signed-in user as the vocabulary's actor, with the admin permissions the session answered (ADR 0026). */
export const actorOf = (user: Person): Actor => ({
  id: user.key,
  role: user.memberRole,
  permissions: user.permissions,
});

/** Whether the user may do it, given their relations to the thing shown; false when signed out. */
export const userCan = (user: Person | null | undefined, permission: Permission, relations?: readonly Relation[]) =>
  user ? can(actorOf(user), permission, relations) : false;

/** The signed-in layout (and dashboard) the user gets: admin, student or tutor (platform spec 2.3). */
export const layoutOfUser = (user: Pick<AuthUser, 'memberRole'>): LayoutKind => layoutOf(user.memberRole);

/** Picks what a layout shows from a total table, so pages compare no roles and a new layout cannot be forgotten. */
export const byLayout = <T>(user: Pick<AuthUser, 'memberRole'>, choices: Record<LayoutKind, T>): T =>
  choices[layoutOfUser(user)];

/** Whether the person has the student's site: their own programs, quizzes to take, grades and classroom. */
export const hasStudentSite = (user: Pick<AuthUser, 'memberRole'>) =>
  byLayout(user, { student: true, tutor: false, admin: false, guardian: false });

/** Whether the person's home is the accounts site's (students and guardians), not the /admin dashboard. */
export const hasAccountsHome = (user: Pick<AuthUser, 'memberRole'>) =>
  byLayout(user, { student: true, tutor: false, admin: false, guardian: true });

/** Whether the person has the admin site (masters and managers), rather than a student's or a tutor's. */
export const hasAdminSite = (user: Pick<AuthUser, 'memberRole'>) =>
  byLayout(user, { student: false, tutor: false, admin: true, guardian: false });
