/**
 * Manage Admins (platform spec 6, 6.1; ADR 0026): list, create, change a manager's groups or an admin's role,
 * suspend, restore and delete. What an admin may do lives on their row; changing it refreshes their sessions on
 * every node, and suspending or deleting ends them.
 */
import {
  type AdminSummary,
  adminTexts,
  type MemberRole,
  type NewAdminInput,
  permissionsOf,
  type UpdateAdminInput,
} from '@chalkline/contracts';
import { AppError, notFound } from '../../errors/app-error.js';
import type { AccountEndReason } from '../../realtime/cluster.js';
import { fileUrl } from './account.presenter.js';
import type { AdminRepository } from './admin.repository.js';
import {
  type AdminSubject,
  authorizeChange,
  authorizeCreate,
  authorizeGrants,
  authorizeTwoFactorReset,
  countsAsMaster,
  isAdminAccount,
  normalizeGrants,
} from './admins.policy.js';
import { assertUncommonPassword } from './common-passwords.js';
import { hashPassword } from './password.js';
import { emailTaken } from './registration.service.js';
import type { SessionService } from './session.service.js';
import type { TwoFactorService } from './two-factor.service.js';
import type { UserRepository, UserRow } from './user.repository.js';
import type { Viewer } from './viewer.js';

const subjectOf = (row: UserRow): AdminSubject => ({
  id: row.id,
  role: row.memberRole,
  permissions: permissionsOf({ role: row.memberRole, permissions: row.adminPermissions }),
});

/** An admin row for the wire. */
export function presentAdmin(row: UserRow): AdminSummary {
  return {
    key: row.id,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    otherNames: row.otherNames,
    email: row.email,
    avatar: fileUrl(row.avatar),
    gender: row.gender,
    memberRole: row.memberRole as AdminSummary['memberRole'],
    permissions: [...subjectOf(row).permissions],
    suspended: row.suspended,
    twoFactor: row.totpEnabledAt !== null || row.passkeysEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const adminName = (row: UserRow) => [row.firstName, row.otherNames, row.lastName].filter(Boolean).join(' ');

const lastMaster = () => new AppError(409, 'CONFLICT', adminTexts.lastMaster);

export function createAdminsService(deps: {
  users: UserRepository;
  admins: AdminRepository;
  sessions: Pick<SessionService, 'refreshUser' | 'revokeAllForUser'>;
  twoFactor: Pick<TwoFactorService, 'reset'>;
  /** Ends the person's sockets and classroom seats on every node (ADR 0029); without it only sessions end. */
  accountEnds?: { end(userId: string, reason: AccountEndReason): Promise<void> };
}) {
  const { users, admins, sessions } = deps;

  async function findAdmin(key: string) {
    const row = await users.findById(key);
    if (!row || row.deletedAt || !isAdminAccount(row)) throw notFound(adminTexts.notAdmin);
    return row;
  }

  /** Applies a change that may take an active master away; 409 when it is the last one. */
  async function save(row: UserRow, values: Parameters<AdminRepository['updateKeepingAMaster']>[1], removes: boolean) {
    const saved = await admins.updateKeepingAMaster(row.id, values, removes && countsAsMaster(subjectOf(row)));
    if (saved === 'last-master') throw lastMaster();
    if (!saved) throw notFound(adminTexts.notAdmin);
    return saved;
  }

  async function endSignIn(userId: string, reason: AccountEndReason) {
    await sessions.revokeAllForUser(userId);
    await deps.accountEnds?.end(userId, reason);
  }

  return {
    findAdmin,
    list: async () => (await users.listAdmins()).map(presentAdmin),

    async create(actor: Viewer, input: NewAdminInput) {
      authorizeCreate(actor, input.role);
      const grants = countsAsMaster({ role: input.role }) ? [] : normalizeGrants(input.permissions ?? []);
      authorizeGrants(actor, [], grants);
      if (await users.findByEmail(input.email)) throw new AppError(409, 'CONFLICT', emailTaken, { email: emailTaken });
      await assertUncommonPassword(input.password);
      return users.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        title: input.title ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        otherNames: input.otherNames ?? null,
        memberRole: input.role,
        signUpMethod: 'ADMIN',
        adminPermissions: grants,
      });
    },

    /** A new role and/or new groups; a master's groups are all of them, so only a manager's are stored. */
    async update(actor: Viewer, key: string, input: UpdateAdminInput) {
      const row = await findAdmin(key);
      const target = subjectOf(row);
      const role: MemberRole = input.role ?? row.memberRole;
      authorizeChange(actor, target, { role });
      const before = countsAsMaster(target) ? [] : row.adminPermissions;
      const after = countsAsMaster({ role }) ? [] : normalizeGrants(input.permissions ?? before);
      authorizeGrants(actor, before, after);
      const saved = await save(row, { memberRole: role, adminPermissions: after }, !countsAsMaster({ role }));
      // Losing the master role or a group ends every session and socket (ADR 0055): an open page or classroom
      // must not keep what was taken away. A gain only refreshes the cached viewers.
      const lost = !countsAsMaster({ role }) && (countsAsMaster(target) || before.some((g) => !after.includes(g)));
      if (lost) await endSignIn(row.id, 'demoted');
      else sessions.refreshUser(row.id);
      return saved;
    },

    async setSuspended(actor: Viewer, key: string, suspended: boolean) {
      const row = await findAdmin(key);
      authorizeChange(actor, subjectOf(row));
      const saved = await save(row, { suspended }, suspended);
      if (suspended) await endSignIn(row.id, 'suspended');
      return saved;
    },

    /** Clears another admin's second factor and its remembered browsers (they enrol again, ADR 0056). */
    async resetTwoFactor(actor: Viewer, key: string) {
      const row = await findAdmin(key);
      authorizeTwoFactorReset(actor, subjectOf(row));
      await deps.twoFactor.reset(row.id);
      sessions.refreshUser(row.id);
      return (await users.findById(row.id)) ?? row;
    },

    /** Soft: the record stays with `deletedAt`, sign-in ends and the admin leaves the list. */
    async remove(actor: Viewer, key: string) {
      const row = await findAdmin(key);
      authorizeChange(actor, subjectOf(row));
      const saved = await save(row, { deletedAt: new Date() }, true);
      await endSignIn(row.id, 'deleted');
      return saved;
    },
  };
}
export type AdminsService = ReturnType<typeof createAdminsService>;
