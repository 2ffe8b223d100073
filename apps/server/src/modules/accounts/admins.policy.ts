/**
 * Who may change which admin, and which groups they may give (platform spec 6, 6.1; ADR 0026). The routes'
 * declared permissions (`admins.access|create|edit|delete`) let the caller in; these rules decide the rest.
 */
import {
  type AdminPermission,
  adminPermissionGroups,
  adminTexts,
  isAdminRole,
  type MemberRole,
  mayChangeAdmin,
  mayChangeAdminRoles,
  mayCreateAdminOf,
  mayGrant,
  mayResetTwoFactor,
  restrictedPermissions,
} from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import type { Viewer } from './viewer.js';

/** An admin as these rules see them: their role and what they hold. */
export interface AdminSubject {
  id: string;
  role: MemberRole;
  permissions: readonly AdminPermission[];
}

const isMaster = (who: { role: MemberRole }) => who.role === 'MASTER';

/** Whether the account is a master: the admin every last-master rule protects. */
export const countsAsMaster = isMaster;
/** Whether the account is an admin at all (Manage Admins lists and changes only these). */
export const isAdminAccount = (who: { memberRole: MemberRole }) => isAdminRole(who.memberRole);

/**
 * The groups as stored: each action given with its group's page access (an action without the page would be a
 * button nobody can reach), each once, in table order.
 */
export function normalizeGrants(permissions: readonly AdminPermission[]): AdminPermission[] {
  const wanted = new Set<string>(permissions);
  for (const p of permissions) wanted.add(`${p.slice(0, p.indexOf('.'))}.access`);
  return Object.entries(adminPermissionGroups).flatMap(([group, spec]) =>
    Object.keys(spec.actions)
      .map((action) => `${group}.${action}` as AdminPermission)
      .filter((p) => wanted.has(p)),
  );
}

/**
 * Throws 403 unless `actor` may move a manager's grants from `before` to `after`: restricted groups only by a
 * master, and a manager only gives or takes what they hold themselves (contracts `mayGrant`).
 */
export function authorizeGrants(actor: Viewer, before: readonly AdminPermission[], after: readonly AdminPermission[]) {
  const changed = [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
  const refused = changed.filter((p) => !mayGrant(actor, p));
  if (refused.some((p) => restrictedPermissions.includes(p))) throw forbidden(adminTexts.onlyMasterRestricted);
  if (refused.length) throw forbidden(adminTexts.onlyHeld);
}

/** Throws 403 unless `actor` may create an admin of `role` (the route already demanded `admins.create`). */
export function authorizeCreate(actor: Viewer, role: MemberRole) {
  if (!mayCreateAdminOf(actor, role)) throw forbidden(adminTexts.onlyMasterCreatesMaster);
}

/**
 * Throws 403 unless `actor` may change, suspend or delete `target`: never oneself (nobody removes their own
 * rights), a master only by a master, a role only by a master.
 */
/**
 * Throws 403 unless `actor` may reset `target`'s second factor (ADR 0056): a master, for another admin (their own
 * they turn off in their account settings, which asks for a code first).
 */
export function authorizeTwoFactorReset(actor: Viewer, target: AdminSubject) {
  if (actor.id === target.id) throw forbidden(adminTexts.notSelf);
  if (!mayResetTwoFactor(actor)) throw forbidden(adminTexts.onlyMasterResetsTwoFactor);
}

export function authorizeChange(actor: Viewer, target: AdminSubject, change: { role?: MemberRole } = {}) {
  if (actor.id === target.id) throw forbidden(adminTexts.notSelf);
  if (!mayChangeAdmin(actor, target)) throw forbidden(adminTexts.onlyMasterTouchesMaster);
  if (change.role !== undefined && change.role !== target.role && !mayChangeAdminRoles(actor))
    throw forbidden(adminTexts.onlyMasterChangesRoles);
}
