import { describe, expect, it } from 'vitest';
import { denialOf, viewerOf } from '../../../test/viewers.js';
import { authorize } from './meeting.policy.js';

const tutor = viewerOf('TUTOR', 'tutor-1');

describe('meeting policy', () => {
  it('keeps the classroom lists and demo creation for admins', async () => {
    for (const action of ['classrooms.access', 'demoBookings.access'] as const) {
      expect(await denialOf(() => authorize(viewerOf('MANAGER'), action))).toBeNull();
      expect(await denialOf(() => authorize(tutor, action))).toEqual({
        status: 403,
        message: 'Only admins may do this',
      });
    }
  });

  it('lets a demo’s tutor (any tutor when none is named) or an admin host it', async () => {
    expect(await denialOf(() => authorize(tutor, 'demo.host', { demoTutorId: 'tutor-1' }))).toBeNull();
    expect(await denialOf(() => authorize(tutor, 'demo.host', { demoTutorId: null }))).toBeNull();
    expect(await denialOf(() => authorize(viewerOf('MASTER'), 'demo.host', { demoTutorId: 'tutor-2' }))).toBeNull();
    expect(await denialOf(() => authorize(tutor, 'demo.host', { demoTutorId: 'tutor-2' }))).toEqual({
      status: 403,
      message: 'Only the demo’s tutor or an admin may start it',
    });
    expect((await denialOf(() => authorize(viewerOf('STUDENT'), 'demo.host', { demoTutorId: null })))?.status).toBe(
      403,
    );
    const complete = { demoTutorId: 'tutor-2', message: 'Only the demo’s tutor or an admin may complete it' };
    expect((await denialOf(() => authorize(tutor, 'demo.host', complete)))?.message).toBe(complete.message);
  });

  it('lets those who attended rate a lesson, admins included, and nobody else', async () => {
    for (const role of ['STUDENT', 'TUTOR', 'MANAGER', 'MASTER'] as const) {
      expect(await denialOf(() => authorize(viewerOf(role), 'lessons.rate', { attended: true }))).toBeNull();
      expect(await denialOf(() => authorize(viewerOf(role), 'lessons.rate', { attended: false }))).toEqual({
        status: 403,
        message: 'Only people who attended may rate this lesson',
      });
    }
  });
});
