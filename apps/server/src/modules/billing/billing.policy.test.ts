/** Who may manage billing, subscribe, and act on a subscription (ADR 0042), role by role. */
import { describe, expect, it } from 'vitest';
import { denialOf, managerWith, viewerOf } from '../../../test/viewers.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorizeAdmin, authorizeOwn, authorizeSubscribe } from './billing.policy.js';

const master = viewerOf('MASTER');
const subscriptionsAdmin = managerWith(['subscriptions.access']);
const ordinaryManager = viewerOf('MANAGER');
const tutor = viewerOf('TUTOR');
const student = viewerOf('STUDENT');

const allowed = async (decide: () => unknown) => (await denialOf(decide)) === null;

describe('billing policy', () => {
  it.each<[string, Viewer, boolean]>([
    ['a master', master, true],
    ['a manager holding Subscriptions', subscriptionsAdmin, true],
    ['a manager with the ordinary groups only (Subscriptions is restricted)', ordinaryManager, false],
    ['a tutor', tutor, false],
    ['a student', student, false],
  ])('billing administration: %s → %s', async (_who, viewer, may) => {
    expect(await allowed(() => authorizeAdmin(viewer, 'subscriptions.access'))).toBe(may);
  });

  it('refuses with the billing message', async () => {
    expect(await denialOf(() => authorizeAdmin(tutor, 'subscriptions.access'))).toEqual({
      status: 403,
      message: 'You are not allowed to manage billing',
    });
  });

  it.each<[string, Viewer, boolean]>([
    ['a student', student, true],
    ['a tutor', tutor, false],
    ['a manager holding Subscriptions', subscriptionsAdmin, false],
    ['a master', master, false],
  ])('subscribing oneself: %s → %s', async (_who, viewer, may) => {
    expect(await allowed(() => authorizeSubscribe(viewer))).toBe(may);
  });

  const ofStudent = (studentId: string, payerId = studentId) => ({ studentId, payerId });
  it.each<[string, Viewer, { studentId: string; payerId: string }, boolean]>([
    ['the student', student, ofStudent(student.id), true],
    ['another student', viewerOf('STUDENT', 'student-2'), ofStudent(student.id), false],
    ['a tutor paying for the student', tutor, ofStudent(student.id, tutor.id), true],
    ['a tutor who does not pay', tutor, ofStudent(student.id), false],
    ['a manager holding Subscriptions', subscriptionsAdmin, ofStudent(student.id), true],
    ['a manager without Subscriptions', ordinaryManager, ofStudent(student.id), false],
    ['a manager paying for it themselves', ordinaryManager, ofStudent(student.id, ordinaryManager.id), true],
    ['a master', master, ofStudent(student.id), true],
  ])('acting on a subscription: %s → %s', async (_who, viewer, owners, may) => {
    expect(await allowed(() => authorizeOwn(viewer, owners))).toBe(may);
  });
});
