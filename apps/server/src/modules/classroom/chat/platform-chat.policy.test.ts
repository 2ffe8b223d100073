/** Who may talk to whom (issue 18, ADR 0038): every rule of the chat policy. */
import { chatTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import {
  chatsOnAdminSite,
  decideDirect,
  decideGroup,
  mayJoinAnyGroup,
  mayReadReported,
} from './platform-chat.policy.js';

const student = { id: 's1', role: 'STUDENT' as const };
const student2 = { id: 's2', role: 'STUDENT' as const };
const tutor = { id: 't1', role: 'TUTOR' as const };
const tutor2 = { id: 't2', role: 'TUTOR' as const };
const master = { id: 'm1', role: 'MASTER' as const };
const manager = { id: 'g1', role: 'MANAGER' as const, permissions: [] };

const facts = (
  over: Partial<{
    linked: boolean;
    classmates: boolean;
    allowed: boolean;
    blocked: 'byActor' | 'byOther';
    family: boolean;
  }> = {},
) => ({
  linked: async () => over.linked ?? false,
  familyTutor: async () => over.family ?? false,
  classmates: async () => over.classmates ?? false,
  studentDirectMessages: async () => over.allowed ?? false,
  blocked: async () => over.blocked ?? ('none' as const),
});

const guardian = { id: 'p1', role: 'GUARDIAN' as const };
const guardian2 = { id: 'p2', role: 'GUARDIAN' as const };

describe('direct conversations', () => {
  it('lets a guardian and their children’s tutors talk, both ways, and no other tutor (ADR 0079)', async () => {
    expect(await decideDirect(guardian, tutor, facts({ family: true }))).toEqual({ ok: true });
    expect(await decideDirect(tutor, guardian, facts({ family: true }))).toEqual({ ok: true });
    expect(await decideDirect(guardian, tutor2, facts())).toEqual({ ok: false, reason: chatTexts.notAllowed });
  });

  it('never lets a guardian and a student talk, whatever links or policy (ADR 0079)', async () => {
    const all = facts({ linked: true, classmates: true, allowed: true, family: true });
    for (const [a, b] of [
      [guardian, student],
      [student, guardian],
      [guardian, guardian2],
    ] as const)
      expect(await decideDirect(a, b, all)).toEqual({ ok: false, reason: chatTexts.notAllowed });
  });

  it('lets a tutor and the students they teach talk, both ways', async () => {
    expect(await decideDirect(tutor, student, facts({ linked: true }))).toEqual({ ok: true });
    expect(await decideDirect(student, tutor, facts({ linked: true }))).toEqual({ ok: true });
  });

  it('refuses a tutor and a student they do not teach, both ways', async () => {
    expect(await decideDirect(tutor, student, facts())).toEqual({ ok: false, reason: chatTexts.notAllowed });
    expect(await decideDirect(student, tutor, facts())).toEqual({ ok: false, reason: chatTexts.notAllowed });
  });

  it('lets admins talk with anyone, and anyone with admins', async () => {
    for (const other of [student, tutor, manager]) {
      expect(await decideDirect(master, other, facts())).toEqual({ ok: true });
      expect(await decideDirect(manager, other.id === manager.id ? master : other, facts())).toEqual({ ok: true });
    }
    expect(await decideDirect(student, master, facts())).toEqual({ ok: true });
    expect(await decideDirect(tutor, manager, facts())).toEqual({ ok: true });
  });

  it('refuses student to student by default, even classmates', async () => {
    expect(await decideDirect(student, student2, facts({ classmates: true }))).toEqual({
      ok: false,
      reason: chatTexts.studentDirectOff,
    });
  });

  it('lets classmates talk once the school allows students to message each other', async () => {
    expect(await decideDirect(student, student2, facts({ classmates: true, allowed: true }))).toEqual({ ok: true });
    expect(await decideDirect(student, student2, facts({ classmates: false, allowed: true }))).toEqual({
      ok: false,
      reason: chatTexts.notAllowed,
    });
  });

  it('refuses classmates when either blocked the other, telling only the blocker why (ADR 0064)', async () => {
    const open = { classmates: true, allowed: true };
    expect(await decideDirect(student, student2, facts({ ...open, blocked: 'byActor' }))).toEqual({
      ok: false,
      reason: chatTexts.blockedByMe,
    });
    expect(await decideDirect(student, student2, facts({ ...open, blocked: 'byOther' }))).toEqual({
      ok: false,
      reason: chatTexts.notAllowed,
    });
  });

  it('refuses two tutors and anyone with themselves', async () => {
    expect((await decideDirect(tutor, tutor2, facts({ linked: true }))).ok).toBe(false);
    expect((await decideDirect(student, student, facts({ allowed: true, classmates: true }))).ok).toBe(false);
    expect((await decideDirect(master, master, facts())).ok).toBe(false);
  });
});

describe('program groups', () => {
  const none = { enrolled: false, teaches: false, joined: false };
  it('lets its actively enrolled students and its tutors in', () => {
    expect(decideGroup(student, { ...none, enrolled: true }).ok).toBe(true);
    expect(decideGroup(tutor, { ...none, teaches: true }).ok).toBe(true);
  });
  it('keeps out students and tutors of other programs', () => {
    expect(decideGroup(student, none)).toEqual({ ok: false, reason: chatTexts.notInGroup });
    expect(decideGroup(tutor, none).ok).toBe(false);
    // A tutor who happens to be "enrolled" is not how tutors belong; a student never teaches.
    expect(decideGroup(tutor, { ...none, enrolled: true }).ok).toBe(false);
    expect(decideGroup(student, { ...none, teaches: true }).ok).toBe(false);
  });
  it('lets admins in once they joined, and lets any admin join', () => {
    expect(decideGroup(master, none).ok).toBe(false);
    expect(decideGroup(master, { ...none, joined: true }).ok).toBe(true);
    expect(decideGroup(manager, { ...none, joined: true }).ok).toBe(true);
    expect(mayJoinAnyGroup(manager)).toBe(true);
    expect(mayJoinAnyGroup(tutor)).toBe(false);
    expect(mayJoinAnyGroup(student)).toBe(false);
  });
});

describe('reported messages', () => {
  it('are read by admins holding School policies, and nobody else', () => {
    expect(mayReadReported(master)).toBe(true);
    expect(mayReadReported({ ...manager, permissions: ['schoolPolicies.access'] })).toBe(true);
    expect(mayReadReported(manager)).toBe(false);
    expect(mayReadReported(tutor)).toBe(false);
    expect(mayReadReported(student)).toBe(false);
  });
});

describe('whose Chat page is on the admin site', () => {
  it('is every admin’s, whatever their groups; never a tutor’s or a student’s', () => {
    expect(chatsOnAdminSite(master)).toBe(true);
    expect(chatsOnAdminSite(manager)).toBe(true);
    expect(chatsOnAdminSite({ role: 'MANAGER' })).toBe(true);
    expect(chatsOnAdminSite(tutor)).toBe(false);
    expect(chatsOnAdminSite(student)).toBe(false);
  });
});
