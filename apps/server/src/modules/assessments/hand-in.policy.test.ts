import { handInMessages } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { asksForHandIn, authorizeHandIn, demandOpen, handInWindow } from './hand-in.policy.js';

const at = (iso: string) => new Date(iso);
const dueAt = at('2026-03-10T17:00:00Z');
const cutOffAt = at('2026-03-12T17:00:00Z');

describe('hand-in policy (ADR 0074)', () => {
  it('is on time up to the due date, late after it, closed after the cut-off', () => {
    expect(handInWindow({ dueAt, cutOffAt }, at('2026-03-10T16:59:59Z'))).toEqual({ kind: 'on-time' });
    expect(handInWindow({ dueAt, cutOffAt }, dueAt)).toEqual({ kind: 'on-time' });
    expect(handInWindow({ dueAt, cutOffAt }, at('2026-03-10T17:00:01Z'))).toEqual({ kind: 'late' });
    expect(handInWindow({ dueAt, cutOffAt }, cutOffAt)).toEqual({ kind: 'late' });
    expect(handInWindow({ dueAt, cutOffAt }, at('2026-03-12T17:00:01Z'))).toEqual({ kind: 'closed' });
  });

  it('stays open late for ever without a cut-off', () => {
    expect(handInWindow({ dueAt, cutOffAt: null }, at('2027-01-01T00:00:00Z'))).toEqual({ kind: 'late' });
  });

  it('refuses after the cut-off with a 409 and the clear sentence', () => {
    expect(demandOpen({ dueAt, cutOffAt }, at('2026-03-11T00:00:00Z'))).toEqual({ late: true });
    expect(() => demandOpen({ dueAt, cutOffAt }, at('2026-03-13T00:00:00Z'))).toThrow(handInMessages.closed);
    try {
      demandOpen({ dueAt, cutOffAt }, at('2026-03-13T00:00:00Z'));
    } catch (error) {
      expect((error as { status: number }).status).toBe(409);
    }
  });

  it('asks for a hand-in only with a due date and text or files', () => {
    expect(asksForHandIn({ handInText: true, handInFiles: 0, dueAt, cutOffAt: null })).toBe(true);
    expect(asksForHandIn({ handInText: false, handInFiles: 2, dueAt, cutOffAt: null })).toBe(true);
    expect(asksForHandIn({ handInText: false, handInFiles: 0, dueAt, cutOffAt: null })).toBe(false);
    expect(asksForHandIn({ handInText: true, handInFiles: 1, dueAt: null, cutOffAt: null })).toBe(false);
  });

  it('lets only the student it is set for hand in: not another student, a tutor or an admin', async () => {
    expect(await denialOf(() => authorizeHandIn(viewerOf('STUDENT', 's1'), 's1'))).toBeNull();
    for (const viewer of [viewerOf('STUDENT', 's2'), viewerOf('TUTOR'), viewerOf('MANAGER'), viewerOf('MASTER')])
      expect((await denialOf(() => authorizeHandIn(viewer, 's1')))?.status).toBe(403);
  });
});
