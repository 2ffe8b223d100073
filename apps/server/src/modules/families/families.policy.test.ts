import { familyTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import {
  authorizeChild,
  authorizeGuardian,
  authorizeIssueCode,
  authorizeLink,
  isGuardianAccount,
  isStudentAccount,
} from './families.policy.js';

const guardian = viewerOf('GUARDIAN', 'guardian-1');
const links = new Set(['guardian-1:child-1', 'tutor-1:child-1']);
const linked = async (a: string, b: string) => links.has(`${a}:${b}`);

describe('families policy (ADR 0079)', () => {
  it('lets a guardian act for their own child only, with one answer for another family’s and for none', async () => {
    expect(await denialOf(() => authorizeChild(guardian, 'families.readChild', 'child-1', linked))).toBeNull();
    expect(await denialOf(() => authorizeChild(guardian, 'families.payChild', 'child-1', linked))).toBeNull();
    expect(await denialOf(() => authorizeChild(guardian, 'families.consent', 'child-1', linked))).toBeNull();
    for (const other of ['child-2', 'missing'])
      expect(await denialOf(() => authorizeChild(guardian, 'families.readChild', other, linked))).toEqual({
        status: 403,
        message: familyTexts.notYourChild,
      });
  });

  it('never lets a tutor or a student through a child’s routes, and lets admins who see students read', async () => {
    for (const viewer of [viewerOf('TUTOR'), viewerOf('STUDENT', 'child-1')])
      expect(await denialOf(() => authorizeChild(viewer, 'families.readChild', 'child-1', linked))).not.toBeNull();
    expect(
      await denialOf(() => authorizeChild(managerWith(['students.access']), 'families.readChild', 'c', linked)),
    ).toBeNull();
    // Consent on a guardian's behalf needs Edit students; paying is the guardian's alone.
    expect(
      await denialOf(() => authorizeChild(managerWith(['students.access']), 'families.consent', 'c', linked)),
    ).not.toBeNull();
    expect(
      await denialOf(() => authorizeChild(managerWith(['students.edit']), 'families.consent', 'c', linked)),
    ).toBeNull();
    expect(await denialOf(() => authorizeChild(viewerOf('MASTER'), 'families.payChild', 'c', linked))).not.toBeNull();
  });

  it('lets admins who edit students link guardians, nobody else', async () => {
    expect(await denialOf(() => authorizeLink(managerWith(['students.edit'])))).toBeNull();
    for (const viewer of [managerWith(['students.access']), viewerOf('TUTOR'), guardian, viewerOf('STUDENT')])
      expect(await denialOf(() => authorizeLink(viewer))).not.toBeNull();
  });

  it('lets the student’s linked tutor and admins issue a code, not another tutor, a student or a guardian', async () => {
    expect(await denialOf(() => authorizeIssueCode(viewerOf('TUTOR', 'tutor-1'), 'child-1', linked))).toBeNull();
    expect(await denialOf(() => authorizeIssueCode(managerWith(['students.edit']), 'child-1', linked))).toBeNull();
    for (const viewer of [viewerOf('TUTOR', 'tutor-2'), viewerOf('STUDENT', 'child-1'), guardian])
      expect(await denialOf(() => authorizeIssueCode(viewer, 'child-1', linked))).not.toBeNull();
  });

  it('lets only guardians list children and redeem codes', async () => {
    expect(await denialOf(() => authorizeGuardian(guardian))).toBeNull();
    for (const role of ['STUDENT', 'TUTOR', 'MASTER'] as const)
      expect(await denialOf(() => authorizeGuardian(viewerOf(role)))).not.toBeNull();
  });

  it('tells guardian and student accounts apart', () => {
    expect(isGuardianAccount('GUARDIAN')).toBe(true);
    expect(isGuardianAccount('STUDENT')).toBe(false);
    expect(isStudentAccount('STUDENT')).toBe(true);
    expect(isStudentAccount('GUARDIAN')).toBe(false);
  });
});
