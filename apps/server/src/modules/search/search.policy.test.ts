import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import { narrowScope, searchScopeOf } from './search.policy.js';

describe('account search policy', () => {
  it('refuses students, and keeps tutors to their own students', async () => {
    expect(await denialOf(() => searchScopeOf(viewerOf('STUDENT')))).toEqual({
      status: 403,
      message: 'Only admins and tutors may search accounts',
    });
    expect(searchScopeOf(viewerOf('TUTOR', 't1'))).toEqual({ roles: ['STUDENT'], linkedToTutor: 't1' });
  });

  it('lets an admin find the roles their groups let them pick', () => {
    expect(searchScopeOf(viewerOf('MASTER')).roles).toEqual(['STUDENT', 'TUTOR', 'MANAGER', 'MASTER', 'GUARDIAN']);
    // Guardians are found where students are managed, to be linked to them (ADR 0079).
    expect(searchScopeOf(managerWith(['students.access'])).roles).toEqual(['STUDENT', 'GUARDIAN']);
    expect(searchScopeOf(managerWith(['demoBookings.access'])).roles).toEqual(['TUTOR']);
    expect(searchScopeOf(managerWith(['schedules.access'])).roles).toEqual(['STUDENT', 'TUTOR']);
    expect(searchScopeOf(managerWith(['coupons.access'])).roles).toEqual([]);
    expect(searchScopeOf(managerWith(['admins.access'])).roles).toEqual(['MANAGER', 'MASTER']);
  });

  it('narrows to students only or one role, never past the scope', () => {
    const scope = searchScopeOf(managerWith(['schedules.access']));
    expect(narrowScope(scope, { studentOnly: true }).roles).toEqual(['STUDENT']);
    expect(narrowScope(scope, { studentOnly: false, role: 'TUTOR' }).roles).toEqual(['TUTOR']);
    expect(narrowScope(scope, { studentOnly: false, role: 'MASTER' }).roles).toEqual([]);
  });
});
