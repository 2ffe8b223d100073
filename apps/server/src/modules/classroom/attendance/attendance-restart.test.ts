/**
 * Attendance survives a node restart mid-lesson (issue 33, ADR 0076): what was said before the node went is in the
 * database; the restarted node carries the same lesson on, ends the spans left open at the reopening, and each
 * person back opens a new span; the lesson then ends as usual.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../../test/builders.js';
import { type Client, openClient } from '../../../../test/classroom-client.js';
import { createTestApp, createTestDatabase, listenOnLoopback, type TestApp } from '../../../../test/harness.js';
import { createWorld, type World } from '../../../../test/world.js';
import type { Database } from '../../../db/client.js';
import { createAttendanceRepository } from './attendance.repository.js';

describe('attendance across a node restart', () => {
  const env = { SESSION_SECRET: randomBytes(32).toString('hex') };
  const clients: Client[] = [];
  let database: Database;
  let before: TestApp;
  let after: TestApp | undefined;
  let w: World;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A long grace period: the closing node's drop timers must not act for it, as a dead process's never do.
    before = await createTestApp(env, { database, offlineAfterMs: 600_000 });
    w = await createWorld(before);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await after?.close();
    await database?.close();
  });

  const open = async (base: string, token: string) => {
    const c = await openClient(base, w.studentA.user.meetingId!, token);
    clients.push(c);
    return c;
  };
  async function lessonOn(base: string, config: Record<string, unknown>) {
    const tutor = await open(base, w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await open(base, w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    return { tutor, student };
  }
  const record = async (scheduleId: string) => {
    const repo = createAttendanceRepository(database.db);
    const sessions = await repo.sessionsOfSchedule(scheduleId);
    const spans = await repo.spansOfSessions(sessions.map((s) => s.id));
    return { sessions, student: spans.filter((s) => s.person.id === w.studentA.user.id).map((s) => s.span) };
  };

  it('keeps the spans written before the restart and carries the lesson on after it', async () => {
    const lesson = await buildSchedule(database.db, {
      programId: w.program.id,
      studentId: w.studentA.user.id,
      time: new Date(Date.now() - 10 * 60_000),
      tutorIds: [w.tutorA.user.id],
    });
    const config = { programId: w.program.id, scheduleId: lesson.id };
    const first = await lessonOn(await listenOnLoopback(before), config);
    await first.student.emit('raise_hand', true);
    await before.close();

    const kept = await record(lesson.id);
    expect(kept.sessions).toHaveLength(1);
    expect(kept.sessions[0]!.endedAt).toBeNull();
    expect(kept.student).toHaveLength(1);
    expect(kept.student[0]).toMatchObject({ leftAt: null, handsRaised: 1 });

    after = await createTestApp(env, { database });
    const again = await lessonOn(await listenOnLoopback(after), config);
    const resumed = await record(lesson.id);
    expect(resumed.sessions.map((s) => s.id)).toEqual([kept.sessions[0]!.id]);
    expect(resumed.student).toHaveLength(2);
    expect(resumed.student[0]!.leftAt).not.toBeNull();
    expect(resumed.student[0]!.handsRaised).toBe(1);
    expect(resumed.student[1]!.leftAt).toBeNull();

    const read = await after.app.inject({
      method: 'GET',
      url: `/api/accounts/schedules/${lesson.id}/attendance`,
      headers: { cookie: w.tutorA.cookie },
    });
    const person = read.json().data.people.find((p: { key: string }) => p.key === w.studentA.user.id);
    expect(person).toMatchObject({ handsRaised: 1 });
    expect(person.spans).toHaveLength(2);

    await again.student.emit('leave_meeting');
    await again.tutor.emit('leave_meeting');
    const ended = await record(lesson.id);
    expect(ended.sessions[0]!.endedAt).not.toBeNull();
    expect(ended.student.every((s) => s.leftAt !== null)).toBe(true);
  });
});
