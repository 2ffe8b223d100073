/**
 * Manage Admins (platform spec 2.1 `/admins`, 6, 6.1; ADR 0026): the admins with their permission groups, and
 * what a master (or a manager granted the admin management group) changes about them.
 */
import { z } from 'zod';
import { adminRoles, Gender } from '../enums.js';
import { adminPermissionSchema } from '../permission-schema.js';
import { adminPermissions } from '../permissions.js';
import { createAdminInput } from './auth.js';
import { dataEnvelope, savedEnvelope } from './common.js';

/** An admin as the Manage Admins page lists them. */
export const adminSummary = z.object({
  key: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  email: z.string(),
  avatar: z.string().nullable(),
  gender: Gender.nullable(),
  memberRole: z.enum(adminRoles),
  /** What they hold: every permission for a master, the granted ones for a manager. */
  permissions: z.array(adminPermissionSchema),
  suspended: z.boolean(),
  /** Whether they sign in with a second factor (a master may reset it, ADR 0056). */
  twoFactor: z.boolean(),
  createdAt: z.string(),
});
export type AdminSummary = z.infer<typeof adminSummary>;

/** A manager's grants: each permission once, at most every permission there is. */
const grants = z
  .array(adminPermissionSchema, { error: 'Please choose the permission groups' })
  .max(adminPermissions.length)
  .refine((list) => new Set(list).size === list.length, 'Each permission may be given only once');

/** POST /admin/admins: the account, and for a manager the groups they start with (none when left out). */
export const newAdminInput = createAdminInput.extend({ permissions: grants.optional() });
export type NewAdminInput = z.infer<typeof newAdminInput>;

/** PATCH /admin/admins/:key: a new role (masters only), new groups for a manager, or both. */
export const updateAdminInput = z
  .object({ role: z.enum(adminRoles).optional(), permissions: grants.optional() })
  .refine((v) => v.role !== undefined || v.permissions !== undefined, 'Nothing has changed yet');
export type UpdateAdminInput = z.infer<typeof updateAdminInput>;

/** PUT /admin/admins/:key/suspension: suspend (sign-in ends at once) or restore. */
export const adminSuspensionInput = z.object({ suspended: z.boolean({ error: 'Please say suspend or restore' }) });
export type AdminSuspensionInput = z.infer<typeof adminSuspensionInput>;

export const adminKeyParams = z.object({ key: z.uuid('Unknown admin') });

export const adminListResponse = dataEnvelope(z.object({ admins: z.array(adminSummary) }));
export type AdminListResponse = z.infer<typeof adminListResponse>;
export const adminSavedResponse = savedEnvelope(z.object({ admin: adminSummary }));
export type AdminSavedResponse = z.infer<typeof adminSavedResponse>;

/** What the admin rules refuse with (409 or 403), shared by the server and the web's tests. */
export const adminTexts = {
  created: 'Admin created',
  updated: 'Admin updated',
  suspended: 'Admin suspended; their sign-in has ended',
  restored: 'Admin restored',
  deleted: 'Admin deleted; their sign-in has ended',
  notSelf: 'You cannot change, suspend or delete your own admin account',
  lastMaster: 'The last master admin must stay: make another master first',
  onlyMasterCreatesMaster: 'Only a master admin may create a master admin',
  onlyMasterChangesRoles: 'Only a master admin may change an admin’s role',
  onlyMasterTouchesMaster: 'Only a master admin may change a master admin',
  onlyMasterRestricted: 'Only a master admin may give or take the restricted groups',
  onlyHeld: 'You may only give or take the permissions you hold yourself',
  onlyMasterResetsTwoFactor: 'Only a master admin may reset another admin’s two-factor sign-in',
  twoFactorReset: 'Two-factor sign-in has been reset. They will set it up again at their next sign-in.',
  notAdmin: 'Admin not found',
} as const;
