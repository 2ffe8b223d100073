import { describe, expect, it } from 'vitest';
import { adminPermissionGroups } from '../admin-permission-groups.js';
import { adminPermissions } from '../permissions.js';
import { activityListQuery, activityTextOf, activityVerbOf, renderActivityWording } from './activity.js';

describe('activity-log texts (platform spec 6.1)', () => {
  it('gives every admin action its own wording and description, naming the actor', () => {
    for (const [name, group] of Object.entries(adminPermissionGroups)) {
      const activity = (group as { activity?: Record<string, unknown> }).activity ?? {};
      expect(Object.keys(activity), name).toEqual(Object.keys(group.actions));
    }
    for (const permission of adminPermissions) {
      const text = activityTextOf(permission);
      expect(text.wording, permission).toMatch(/^\{actor\} .*\{target\}$/);
      expect(text.description.trim(), permission).not.toBe('');
      expect(text.label, permission).toBe(
        (adminPermissionGroups as Record<string, { actions: Record<string, string> }>)[permission.split('.')[0]!]!
          .actions[permission.split('.')[1]!],
      );
    }
  });

  it('fills the wording and tidies a missing target', () => {
    expect(renderActivityWording('programs.create', { actor: 'Ada Lovelace', target: 'Story Club', verb: 'x' })).toBe(
      'Ada Lovelace created the program Story Club',
    );
    expect(
      renderActivityWording('programCategories.access', { actor: 'Ada', target: 'Art', verb: activityVerbOf('PUT') }),
    ).toBe('Ada updated the program category Art');
    expect(renderActivityWording('altMeetingLink.access', { actor: 'Ada', verb: activityVerbOf('delete') })).toBe(
      'Ada deleted the alternative meeting link',
    );
  });

  it('checks the list query: page sizes of spec 9 and a From not after To', () => {
    expect(activityListQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(activityListQuery.safeParse({ limit: '15' }).success).toBe(false);
    const reversed = activityListQuery.safeParse({ from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' });
    expect(reversed.error?.issues.map((i) => i.message)).toEqual([
      'From cannot be after To',
      'To cannot be before From',
    ]);
  });
});
