import { randomUUID } from 'node:crypto';
import { demoSessionExpiryHours, demoSessionTexts } from '@chalkline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { inHours, useWorld, type World } from '../../../test/world.js';
import { meetingAttendance, meetingRatings, meetingSessions } from '../../db/schema/index.js';
import { linkAdvisory } from './meeting.service.js';

describe('classroom links, demo sessions and ratings', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  it('validates a student classroom link, telling details only to insiders', async () => {
    const made = await call(
      'POST',
      '/api/admin/schedules/new',
      {
        programKey: w.program.id,
        studentKey: w.studentA.user.id,
        tutorKeys: [w.tutorA.user.id],
        time: inHours(5),
        endTime: inHours(6),
      },
      w.admin.cookie,
    );
    const link = { meetingId: w.studentA.user.meetingId, schedule: made.body.data.schedule.key, program: w.program.id };
    const asTutor = await call('POST', '/api/meet/validate-meeting-link', link, w.tutorA.cookie);
    expect(asTutor.status).toBe(200);
    expect(asTutor.body.data).toMatchObject({
      valid: true,
      kind: 'student',
      advisory: null,
      student: { key: w.studentA.user.id },
    });
    expect(asTutor.body.data.schedule.key).toBe(link.schedule);
    const asStranger = await call('POST', '/api/meet/validate-meeting-link', link, w.tutorB.cookie);
    expect(asStranger.body.data).toEqual({ valid: true, kind: 'student', advisory: null });
    const bare = await call(
      'POST',
      '/api/meet/validate-meeting-link',
      { meetingId: w.studentA.user.meetingId },
      w.studentA.cookie,
    );
    expect(bare.body.data.advisory).toBe(linkAdvisory);
    expect((await call('POST', '/api/meet/validate-meeting-link', { meetingId: 'zzz-zzzz-zzz' })).status).toBe(404);
    const otherLesson = await call(
      'POST',
      '/api/meet/validate-meeting-link',
      { ...link, meetingId: w.studentB.user.meetingId },
      w.admin.cookie,
    );
    expect(otherLesson.status).toBe(400);
    expect((await call('POST', '/api/meet/validate-meeting-link', { meetingId: 'program' })).status).toBe(400);
    const program = await call('POST', '/api/meet/validate-meeting-link', {
      meetingId: 'program',
      program: w.program.id,
    });
    expect(program.body.data).toMatchObject({ kind: 'program', program: { title: w.program.title } });
    expect((await call('POST', '/api/meet/validate-meeting-link', { meetingId: 'demo' })).body.data.kind).toBe('demo');
  });

  it('lists students’ and programs’ classrooms for admins only', async () => {
    expect((await call('GET', '/api/meet/admin/meetings/students', undefined, w.tutorA.cookie)).status).toBe(403);
    const students = await call('GET', '/api/meet/admin/meetings/students?limit=100', undefined, w.admin.cookie);
    expect(
      students.body.data.items.find((i: { student: { key: string } }) => i.student.key === w.studentA.user.id).link,
    ).toBe(`/meet/${w.studentA.user.meetingId}`);
    const programs = await call('GET', '/api/meet/admin/meetings/programs', undefined, w.admin.cookie);
    expect(programs.body.data.items[0].link).toMatch(/^\/meet\/program\?program=/);
  });

  it('runs a demo session from validation to completion', async () => {
    const created = await call(
      'POST',
      '/api/meet/demo-sessions',
      { guestName: 'Ife', time: inHours(1), tutorKey: w.tutorA.user.id },
      w.admin.cookie,
    );
    const session = created.body.data.demo.key;
    expect((await call('POST', '/api/meet/validate-demo-session', { session })).body.data.demo).toMatchObject({
      guestName: 'Ife',
      started: false,
    });
    expect((await call('POST', '/api/meet/complete-demo-session', { session }, w.tutorA.cookie)).status).toBe(400);
    expect((await call('POST', '/api/meet/start-demo-session', { session }, w.tutorB.cookie)).status).toBe(403);
    expect((await call('POST', '/api/meet/start-demo-session', { session }, w.tutorA.cookie)).status).toBe(200);
    expect((await call('POST', '/api/meet/complete-demo-session', { session }, w.tutorA.cookie)).status).toBe(200);
    const ended = await call('POST', '/api/meet/validate-demo-session', { session });
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(demoSessionTexts.ended);
    expect((await call('POST', '/api/meet/start-demo-session', { session }, w.tutorA.cookie)).status).toBe(409);
  });

  it('tells unknown and expired demo sessions apart, and lets no one start an expired one', async () => {
    const unknown = await call('POST', '/api/meet/validate-demo-session', { session: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(demoSessionTexts.notFound);
    expect((await call('POST', '/api/meet/validate-demo-session', { session: 'nope' })).status).toBe(400);
    const book = async (hours: number) =>
      (await call('POST', '/api/meet/demo-sessions', { guestName: 'Ife', time: inHours(hours) }, w.admin.cookie)).body
        .data.demo.key;
    const lastNight = await book(-(demoSessionExpiryHours - 1));
    expect((await call('POST', '/api/meet/validate-demo-session', { session: lastNight })).status).toBe(200);
    const stale = await book(-(demoSessionExpiryHours + 1));
    const expired = await call('POST', '/api/meet/validate-demo-session', { session: stale });
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(demoSessionTexts.expired);
    expect((await call('POST', '/api/meet/start-demo-session', { session: stale }, w.admin.cookie)).status).toBe(409);
    expect(
      (await call('POST', '/api/meet/demo-sessions', { guestName: 'Ife', time: inHours(1) }, w.tutorA.cookie)).status,
    ).toBe(403);
  });

  it('stores one half-step rating per attendee', async () => {
    const db = t.database.db;
    const [session] = await db
      .insert(meetingSessions)
      .values({ meetingId: w.studentA.user.meetingId!, roomKey: w.studentA.user.meetingId! })
      .returning();
    await db.insert(meetingAttendance).values({ sessionId: session!.id, userId: w.studentA.user.id });
    const rate = (rating: number, cookie: string) =>
      call('POST', '/api/meet/rating', { session: session!.id, meeting: w.studentA.user.meetingId, rating }, cookie);
    expect((await rate(4.3, w.studentA.cookie)).status).toBe(400);
    expect((await rate(4.5, w.studentB.cookie)).status).toBe(403);
    expect((await rate(4.5, w.studentA.cookie)).status).toBe(200);
    expect((await rate(5, w.studentA.cookie)).status).toBe(200);
    const rows = await db.select().from(meetingRatings);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.rating).toBe(5);
  });

  it('gives each role its dashboard and admins the statistics', async () => {
    const student = await call('GET', '/api/accounts/dashboard', undefined, w.studentA.cookie);
    expect(student.body.data.upcoming.classroomLink).toContain(`/meet/${w.studentA.user.meetingId}?schedule=`);
    expect(student.body.data.programs.map((p: { key: string }) => p.key)).toEqual([w.program.id]);
    const tutor = await call('GET', '/api/accounts/dashboard', undefined, w.tutorA.cookie);
    expect(tutor.body.data.students.map((s: { key: string }) => s.key)).toEqual([w.studentA.user.id]);
    expect(tutor.body.data.upcoming.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/statistics', undefined, w.tutorA.cookie)).status).toBe(403);
    const stats = await call('GET', '/api/admin/statistics', undefined, w.admin.cookie);
    expect(stats.body.data.accounts).toMatchObject({ students: expect.any(Number), tutors: expect.any(Number) });
    expect(stats.body.data.accounts.tutors).toBeGreaterThanOrEqual(2);
    expect(stats.body.data.programs).toBeGreaterThanOrEqual(1);
  });
});
