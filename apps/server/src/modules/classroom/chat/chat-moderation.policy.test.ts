/** Who moderates the chat and who may block whom (ADR 0064), role by role, without a database. */
import { describe, expect, it } from 'vitest';
import { decideBlock, mayBeMuted, mayBlock, mayModerateChat, moderationTexts } from './chat-moderation.policy.js';

const student = { id: 's1', role: 'STUDENT' as const };
const student2 = { id: 's2', role: 'STUDENT' as const };
const tutor = { id: 't1', role: 'TUTOR' as const };
const master = { id: 'm1', role: 'MASTER' as const };
const manager = { id: 'g1', role: 'MANAGER' as const, permissions: [] };

describe('moderating the chat', () => {
  it('is for masters and managers granted School policies’ chat moderation, nobody else', () => {
    expect(mayModerateChat(master)).toBe(true);
    expect(mayModerateChat({ ...manager, permissions: ['schoolPolicies.moderateChat'] })).toBe(true);
    // Reading reports is not enough to act on them.
    expect(mayModerateChat({ ...manager, permissions: ['schoolPolicies.access'] })).toBe(false);
    for (const who of [manager, tutor, student]) expect(mayModerateChat(who)).toBe(false);
  });

  it('never mutes an admin', () => {
    expect(mayBeMuted('STUDENT')).toBe(true);
    expect(mayBeMuted('TUTOR')).toBe(true);
    expect(mayBeMuted('MANAGER')).toBe(false);
    expect(mayBeMuted('MASTER')).toBe(false);
  });
});

describe('blocking', () => {
  it('lets a student block another student', () => {
    expect(decideBlock(student, student2)).toEqual({ ok: true });
    expect(mayBlock(student)).toBe(true);
    for (const who of [tutor, master, manager]) expect(mayBlock(who)).toBe(false);
  });

  it('refuses blocking a tutor or an admin, blocking by anyone but a student, and blocking oneself', () => {
    const onlyStudents = { ok: false, reason: moderationTexts.blockStudentsOnly };
    expect(decideBlock(student, tutor)).toEqual(onlyStudents);
    expect(decideBlock(student, master)).toEqual(onlyStudents);
    expect(decideBlock(tutor, student)).toEqual(onlyStudents);
    expect(decideBlock(master, student)).toEqual(onlyStudents);
    expect(decideBlock(student, student)).toEqual({ ok: false, reason: moderationTexts.blockSelf });
  });
});
