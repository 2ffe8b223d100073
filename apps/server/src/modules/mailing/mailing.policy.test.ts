/** Mailings belong to the restricted email-settings group (platform spec 6.1). */
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorizeMailing } from './mailing.policy.js';

describe('mailing policy', () => {
  it.each<[string, Viewer, boolean]>([
    ['a master', viewerOf('MASTER'), true],
    ['a manager holding Email settings', managerWith(['emailSettings.access']), true],
    ['a manager with the ordinary groups only', viewerOf('MANAGER'), false],
    ['a manager holding another restricted group', managerWith(['subscriptions.access']), false],
    ['a tutor', viewerOf('TUTOR'), false],
    ['a student', viewerOf('STUDENT'), false],
  ])('%s → %s', async (_who, viewer, may) => {
    const denial = await denialOf(() => authorizeMailing(viewer));
    expect(denial).toEqual(
      may ? null : { status: 403, message: 'Only the admins of email settings may send mailings' },
    );
  });
});
