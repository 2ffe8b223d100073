/** Each admin inbox is read by the admins of its own permission group (platform spec 6.1). */
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import { authorizeInbox, inboxPermission } from './forms.policy.js';
import type { FormKind } from './forms.repository.js';

const kinds = Object.keys(inboxPermission) as FormKind[];
const allowed = async (decide: () => unknown) => (await denialOf(decide)) === null;

describe('forms policy', () => {
  it.each(kinds)('the %s inbox: its group’s managers and masters, nobody else', async (kind) => {
    expect(await allowed(() => authorizeInbox(viewerOf('MASTER'), kind))).toBe(true);
    expect(await allowed(() => authorizeInbox(managerWith([inboxPermission[kind]]), kind))).toBe(true);
    const otherGroups = kinds.filter((k) => k !== kind).map((k) => inboxPermission[k]);
    expect(await allowed(() => authorizeInbox(managerWith(otherGroups), kind))).toBe(false);
    expect(await allowed(() => authorizeInbox(managerWith([]), kind))).toBe(false);
    expect(await allowed(() => authorizeInbox(viewerOf('TUTOR'), kind))).toBe(false);
    expect(await allowed(() => authorizeInbox(viewerOf('STUDENT'), kind))).toBe(false);
  });

  it('refuses with the inbox message', async () => {
    expect(await denialOf(() => authorizeInbox(viewerOf('TUTOR'), 'contact'))).toEqual({
      status: 403,
      message: 'You may not read these forms',
    });
  });
});
