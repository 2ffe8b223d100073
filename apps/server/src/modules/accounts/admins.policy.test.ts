import { adminTexts, ordinaryPermissions } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import {
  type AdminSubject,
  authorizeChange,
  authorizeCreate,
  authorizeGrants,
  normalizeGrants,
} from './admins.policy.js';

const master = viewerOf('MASTER', 'master-1');
const admin = managerWith(['admins.access', 'admins.create', 'admins.edit', 'students.access', 'students.create']);
const subject = (id: string, role: 'MANAGER' | 'MASTER', permissions: AdminSubject['permissions'] = []) => ({
  id,
  role,
  permissions,
});

describe('admins policy', () => {
  it('stores each action with its page access, once, in table order', () => {
    expect(normalizeGrants(['students.create', 'tutors.access', 'students.create'])).toEqual([
      'tutors.access',
      'students.access',
      'students.create',
    ]);
    expect(normalizeGrants([])).toEqual([]);
    expect(normalizeGrants(ordinaryPermissions)).toEqual(ordinaryPermissions);
  });

  it('lets only a master create a master', async () => {
    expect(await denialOf(() => authorizeCreate(master, 'MASTER'))).toBeNull();
    expect(await denialOf(() => authorizeCreate(admin, 'MANAGER'))).toBeNull();
    expect(await denialOf(() => authorizeCreate(admin, 'MASTER'))).toEqual({
      status: 403,
      message: adminTexts.onlyMasterCreatesMaster,
    });
  });

  it('lets a master give or take any group, restricted ones included', async () => {
    expect(await denialOf(() => authorizeGrants(master, [], ['coupons.access', 'admins.access']))).toBeNull();
    expect(await denialOf(() => authorizeGrants(master, ['coupons.access'], []))).toBeNull();
  });

  it('lets a manager change only ordinary groups they hold themselves', async () => {
    expect(await denialOf(() => authorizeGrants(admin, [], ['students.access']))).toBeNull();
    // Keeping what the target already has is no change, even a group the manager lacks.
    expect(
      await denialOf(() => authorizeGrants(admin, ['tutors.access'], ['tutors.access', 'students.access'])),
    ).toBeNull();
    expect(await denialOf(() => authorizeGrants(admin, [], ['tutors.access']))).toEqual({
      status: 403,
      message: adminTexts.onlyHeld,
    });
    expect(await denialOf(() => authorizeGrants(admin, ['tutors.access'], []))).toEqual({
      status: 403,
      message: adminTexts.onlyHeld,
    });
    // Restricted groups are a master's to give, even when the manager holds them.
    for (const grant of [['admins.access'], ['coupons.access']] as const)
      expect(await denialOf(() => authorizeGrants(admin, [], grant))).toEqual({
        status: 403,
        message: adminTexts.onlyMasterRestricted,
      });
  });

  it('refuses changing oneself, a master by a manager, and a role by a manager', async () => {
    expect(await denialOf(() => authorizeChange(master, subject('master-1', 'MASTER')))).toEqual({
      status: 403,
      message: adminTexts.notSelf,
    });
    expect(await denialOf(() => authorizeChange(admin, subject(admin.id, 'MANAGER')))).toEqual({
      status: 403,
      message: adminTexts.notSelf,
    });
    expect(await denialOf(() => authorizeChange(admin, subject('m2', 'MASTER')))).toEqual({
      status: 403,
      message: adminTexts.onlyMasterTouchesMaster,
    });
    expect(await denialOf(() => authorizeChange(admin, subject('m3', 'MANAGER'), { role: 'MASTER' }))).toEqual({
      status: 403,
      message: adminTexts.onlyMasterChangesRoles,
    });
    expect(await denialOf(() => authorizeChange(admin, subject('m3', 'MANAGER'), { role: 'MANAGER' }))).toBeNull();
    expect(await denialOf(() => authorizeChange(master, subject('m2', 'MASTER'), { role: 'MANAGER' }))).toBeNull();
  });
});
