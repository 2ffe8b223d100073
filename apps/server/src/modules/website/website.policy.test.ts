/** Each website setting is changed by the admins of its key's group; legal pages are restricted (spec 6.1). */
import { restrictedPermissions, websiteKeyPermission, websiteKeys } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import { authorizeSettingChange } from './website.policy.js';

const allowed = async (decide: () => unknown) => (await denialOf(decide)) === null;

describe('website policy', () => {
  it.each(websiteKeys)('%s: its group’s managers and masters, nobody else', async (key) => {
    const permission = websiteKeyPermission[key];
    expect(await allowed(() => authorizeSettingChange(viewerOf('MASTER'), key))).toBe(true);
    expect(await allowed(() => authorizeSettingChange(managerWith([permission]), key))).toBe(true);
    const others = [...new Set(Object.values(websiteKeyPermission))].filter((p) => p !== permission);
    expect(await allowed(() => authorizeSettingChange(managerWith(others), key))).toBe(false);
    // The demo manager holds every ordinary group: enough for every page but the restricted legal pages.
    expect(await allowed(() => authorizeSettingChange(viewerOf('MANAGER'), key))).toBe(
      !restrictedPermissions.includes(permission),
    );
    expect(await allowed(() => authorizeSettingChange(viewerOf('TUTOR'), key))).toBe(false);
    expect(await allowed(() => authorizeSettingChange(viewerOf('STUDENT'), key))).toBe(false);
  });

  it('keeps the legal pages to the restricted group and refuses with the website message', async () => {
    expect(restrictedPermissions).toContain(websiteKeyPermission.TERMS_OF_SERVICE_PAGE);
    expect(await denialOf(() => authorizeSettingChange(viewerOf('MANAGER'), 'PRIVACY_POLICY_PAGE'))).toEqual({
      status: 403,
      message: 'You may not change this part of the website',
    });
  });
});
