import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import { authorize } from './activity.policy.js';

describe('activity log policy (restricted group, platform spec 6.1)', () => {
  it('lets a master and a manager granted the log read it; nobody else', async () => {
    expect(await denialOf(() => authorize(viewerOf('MASTER'), 'activityLogs.access'))).toBeNull();
    expect(await denialOf(() => authorize(managerWith(['activityLogs.access']), 'activityLogs.access'))).toBeNull();
    const refused = { status: 403, message: 'You do not have permission to read the activity log' };
    // A plain manager holds the ordinary groups only; activity logs is restricted.
    for (const viewer of [viewerOf('MANAGER'), managerWith(['admins.access']), viewerOf('TUTOR'), viewerOf('STUDENT')])
      expect(await denialOf(() => authorize(viewer, 'activityLogs.access'))).toEqual(refused);
  });
});
