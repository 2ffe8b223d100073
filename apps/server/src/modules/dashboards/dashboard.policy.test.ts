import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorize, personalDashboardOf } from './dashboard.policy.js';

describe('dashboard policy', () => {
  it('gives students and tutors their own dashboard and sends admins to theirs', async () => {
    expect(personalDashboardOf(viewerOf('STUDENT'))).toBe('student');
    expect(personalDashboardOf(viewerOf('TUTOR'))).toBe('tutor');
    for (const role of ['MANAGER', 'MASTER'] as const) {
      expect(await denialOf(() => personalDashboardOf(viewerOf(role)))).toEqual({
        status: 403,
        message: 'Admins use the admin dashboard',
      });
    }
  });

  it('shows account statistics to admins only', async () => {
    expect(await denialOf(() => authorize(viewerOf('MANAGER'), 'accountStats.access'))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('TUTOR'), 'accountStats.access'))).toEqual({
      status: 403,
      message: 'Only admins may see statistics',
    });
  });
});
