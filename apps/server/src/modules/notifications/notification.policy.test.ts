import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import { authorize } from './notification.policy.js';

describe('notification policy (account notifications: send, delete; platform spec 6.1)', () => {
  it('lets masters and managers holding each action take it; students and tutors never', async () => {
    const refused = {
      'notifications.access': 'You do not have permission to see account notifications',
      'notifications.send': 'You do not have permission to send notifications',
      'notifications.delete': 'You do not have permission to delete notifications',
    } as const;
    for (const action of Object.keys(refused) as (keyof typeof refused)[]) {
      expect(await denialOf(() => authorize(viewerOf('MASTER'), action))).toBeNull();
      // The demo manager holds the ordinary groups, account notifications among them.
      expect(await denialOf(() => authorize(viewerOf('MANAGER'), action))).toBeNull();
      expect(await denialOf(() => authorize(managerWith([action]), action))).toBeNull();
      for (const viewer of [viewerOf('STUDENT'), viewerOf('TUTOR'), managerWith(['programs.access'])])
        expect(await denialOf(() => authorize(viewer, action))).toEqual({ status: 403, message: refused[action] });
    }
    // Holding one action is not holding the others.
    expect(await denialOf(() => authorize(managerWith(['notifications.access']), 'notifications.send'))).toEqual({
      status: 403,
      message: refused['notifications.send'],
    });
  });
});
