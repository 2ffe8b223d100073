import { dataRequestTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorizeDataRequest, authorizeOwnRequests } from './data-requests.policy.js';

const linked = async (g: string, s: string) => g === 'guardian-1' && s === 'child-1';

describe('data requests policy (ADR 0085)', () => {
  it('lets a guardian ask about themselves and their linked child only', async () => {
    const guardian = viewerOf('GUARDIAN', 'guardian-1');
    expect(await denialOf(() => authorizeDataRequest(guardian, 'guardian-1', linked))).toBeNull();
    expect(await denialOf(() => authorizeDataRequest(guardian, 'child-1', linked))).toBeNull();
    for (const other of ['child-2', 'missing'])
      expect(await denialOf(() => authorizeDataRequest(guardian, other, linked))).toEqual({
        status: 403,
        message: dataRequestTexts.notYours,
      });
  });

  it('refuses students, tutors and admins (admins answer requests, they do not make them)', async () => {
    for (const role of ['STUDENT', 'TUTOR', 'MANAGER', 'MASTER'] as const) {
      const viewer = viewerOf(role, 'child-1');
      expect(await denialOf(() => authorizeDataRequest(viewer, 'child-1', linked)), role).not.toBeNull();
      expect(await denialOf(() => authorizeOwnRequests(viewer)), role).not.toBeNull();
    }
    expect(await denialOf(() => authorizeOwnRequests(viewerOf('GUARDIAN')))).toBeNull();
  });
});
