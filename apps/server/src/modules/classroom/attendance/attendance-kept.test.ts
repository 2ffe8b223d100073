/**
 * The schedule's kept mark and the performance report's attendance follow the classroom (ADR 0076): a lesson held
 * there is attended when its student was present for the school's share of it; a lesson never held there keeps
 * the tutor's mark. The share is a school policy, changed like the others (and logged).
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../../test/builders.js';
import { useWorld } from '../../../../test/world.js';
import { attendanceSpans, meetingSessions, schedules } from '../../../db/schema/index.js';

const minute = 60_000;

describe('kept and attended, from the classroom', () => {
  const s = useWorld();
  /** A lesson 3 hours ago, held in the classroom for 60 minutes, the student present for `present` minutes. */
  async function heldLesson(hoursAgo: number, present: number[][]) {
    const db = s.t.database.db;
    const start = new Date(Date.now() - hoursAgo * 60 * minute);
    const lesson = await buildSchedule(db, {
      programId: s.w.program.id,
      studentId: s.w.studentA.user.id,
      time: start,
      tutorIds: [s.w.tutorA.user.id],
    });
    const [session] = await db
      .insert(meetingSessions)
      .values({
        meetingId: s.w.studentA.user.meetingId!,
        roomKey: s.w.studentA.user.meetingId!,
        scheduleId: lesson.id,
        programId: s.w.program.id,
        startedAt: start,
        endedAt: new Date(start.getTime() + 60 * minute),
      })
      .returning();
    for (const [from, to] of present)
      await db.insert(attendanceSpans).values({
        sessionId: session!.id,
        userId: s.w.studentA.user.id,
        joinedAt: new Date(start.getTime() + from! * minute),
        leftAt: new Date(start.getTime() + to! * minute),
        lastSeenAt: new Date(start.getTime() + to! * minute),
      });
    return lesson;
  }
  const keptOf = async (id: string) => {
    const res = await s.call('GET', '/api/accounts/schedules?limit=100', undefined, s.w.studentA.cookie);
    return res.body.data.items.find((l: { key: string }) => l.key === id)?.kept;
  };
  const attendance = async () =>
    (await s.call('GET', `/api/accounts/performance?key=${s.w.studentA.user.id}`, undefined, s.w.studentA.cookie)).body
      .data.metrics.schedules;

  it('counts a lesson held in the classroom by the share present, others by the tutor’s mark, at the school’s share', async () => {
    // 10 + 25 minutes of 60: 58%, attended at the default 50%.
    const twoSpans = await heldLesson(3, [
      [0, 10],
      [15, 40],
    ]);
    // 20 minutes of 60: 33%, not attended, even though the tutor marked it.
    const brief = await heldLesson(6, [[30, 50]]);
    await s.t.database.db.update(schedules).set({ kept: true }).where(eq(schedules.id, brief.id));
    // Never held in the classroom: the tutor's mark decides.
    const elsewhere = await buildSchedule(s.t.database.db, {
      programId: s.w.program.id,
      studentId: s.w.studentA.user.id,
      time: new Date(Date.now() - 9 * 60 * minute),
      tutorIds: [s.w.tutorA.user.id],
      kept: true,
    });

    expect(await keptOf(twoSpans.id)).toBe(true);
    expect(await keptOf(brief.id)).toBe(false);
    expect(await keptOf(elsewhere.id)).toBe(true);
    expect(await attendance()).toMatchObject({ attended: 2, total: 3 });

    const read = await s.call('GET', `/api/accounts/schedules/${twoSpans.id}/attendance`, undefined, s.w.tutorA.cookie);
    expect(read.body.data).toMatchObject({ held: true, minutes: 60, minSharePercent: 50 });
    expect(read.body.data.people).toEqual([
      expect.objectContaining({ key: s.w.studentA.user.id, minutesPresent: 35, sharePercent: 58, attended: true }),
    ]);

    // The school asks for a third of the lesson: the brief one counts too, at once.
    const master = await s.t.signUp('MASTER');
    const changed = await s.call(
      'PATCH',
      '/api/admin/school-settings',
      { attendanceMinSharePercent: 30 },
      master.cookie,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.attendanceMinSharePercent).toBe(30);
    expect(await keptOf(brief.id)).toBe(true);
    expect(await attendance()).toMatchObject({ attended: 3, total: 3 });
    const log = await s.call('GET', '/api/admin/logs?action=schoolPolicies.access', undefined, master.cookie);
    expect(JSON.stringify(log.body.data)).toContain('attendanceMinSharePercent');

    const bad = await s.call('PATCH', '/api/admin/school-settings', { attendanceMinSharePercent: 0 }, master.cookie);
    expect(bad.status).toBe(400);
    await s.call('PATCH', '/api/admin/school-settings', { attendanceMinSharePercent: 50 }, master.cookie);
  });
});
