/**
 * The calendar feed (issue 31, ADR 0062): the settings routes role by role, the feed parsed back as iCalendar by
 * ical.js, revoking and renewing, one person's feed against another's, and a lesson's `.ics` download.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import { useWorld } from '../../../test/world.js';
import { quizAssignments, quizzes, users } from '../../db/schema/index.js';

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  url: string | null;
  description: string;
}

/** Parses an iCalendar text with ical.js (throws on anything that is not iCalendar). */
function parseEvents(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
      description: event.description,
    };
  });
  return { name: calendar.getFirstPropertyValue('x-wr-calname') as string | null, events };
}

const hour = 60 * 60 * 1000;
const at = (hours: number) => {
  const d = new Date(Date.now() + hours * hour);
  d.setSeconds(0, 0);
  return d;
};

describe('calendar feed', () => {
  const s = useWorld();
  const lessons = {} as Record<'a' | 'b', string>;
  let dueA: Date;

  /** A GET of a raw (non-JSON) answer. */
  const fetchRaw = async (url: string, cookie?: string) => {
    const res = await s.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, body: res.body, headers: res.headers };
  };
  /** Turns the person's feed on (or renews it) and answers its address's path. */
  const turnOn = async (cookie: string) => {
    const res = await s.call('POST', '/api/accounts/calendar-feed', undefined, cookie);
    expect(res.status).toBe(201);
    return new URL(res.body.data.url).pathname;
  };

  beforeAll(async () => {
    const { t, w } = s;
    const db = t.database.db;
    const lessonA = await buildSchedule(db, {
      programId: w.program.id,
      studentId: w.studentA.user.id,
      time: at(26),
      tutorIds: [w.tutorA.user.id],
    });
    const lessonB = await buildSchedule(db, {
      programId: w.program.id,
      studentId: w.studentB.user.id,
      time: at(30),
      tutorIds: [w.tutorB.user.id],
    });
    lessons.a = lessonA.id;
    lessons.b = lessonB.id;
    const [quiz] = await db
      .insert(quizzes)
      .values({
        title: 'Fractions check',
        slug: `fractions-${Date.now()}`,
        programId: w.program.id,
        durationMinutes: 20,
        createdById: w.tutorA.user.id,
      })
      .returning();
    dueA = at(72);
    await db.insert(quizAssignments).values([
      {
        quizId: quiz!.id,
        programId: w.program.id,
        studentId: w.studentA.user.id,
        assignedById: w.tutorA.user.id,
        dueDate: dueA,
      },
      {
        quizId: quiz!.id,
        programId: w.program.id,
        studentId: w.studentB.user.id,
        assignedById: w.tutorB.user.id,
        dueDate: at(80),
      },
    ]);
  });

  it('lets every signed-in role turn their feed on, see it on and turn it off; visitors get 401', async () => {
    const { w, call } = s;
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await call(method, '/api/accounts/calendar-feed')).status).toBe(401);
    for (const person of [w.studentB, w.tutorB, w.admin]) {
      expect((await call('GET', '/api/accounts/calendar-feed', undefined, person.cookie)).body.data.feed).toEqual({
        enabled: false,
        createdAt: null,
        lastFetchedAt: null,
      });
      const on = await call('POST', '/api/accounts/calendar-feed', undefined, person.cookie);
      expect(on.status).toBe(201);
      expect(on.headers['cache-control']).toBe('no-store');
      expect(on.body.data.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(on.body.data.webcalUrl).toBe(on.body.data.url.replace(/^http:/, 'webcal:'));
      const status = await call('GET', '/api/accounts/calendar-feed', undefined, person.cookie);
      expect(status.body.data.feed.enabled).toBe(true);
      // The status never carries the address: only its hash is kept.
      expect(JSON.stringify(status.body)).not.toContain(new URL(on.body.data.url).pathname.slice(14, 57));
      const off = await call('DELETE', '/api/accounts/calendar-feed', undefined, person.cookie);
      expect(off.status).toBe(200);
      expect((await call('GET', '/api/accounts/calendar-feed', undefined, person.cookie)).body.data.feed.enabled).toBe(
        false,
      );
    }
  });

  it('writes iCalendar that parses back: the student’s lesson with its classroom link and their quiz due date', async () => {
    const { w } = s;
    const path = await turnOn(w.studentA.cookie);
    const res = await fetchRaw(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { name, events } = parseEvents(res.body);
    expect(name).toBe(`Chalkline (${w.studentA.user.firstName} ${w.studentA.user.lastName})`);
    const lesson = events.find((e) => e.uid === `lesson-${lessons.a}@chalkline`);
    expect(lesson).toBeDefined();
    expect(lesson!.start).toBe(at(26).toISOString());
    expect(lesson!.end).toBe(new Date(at(26).getTime() + hour).toISOString());
    const classroom = `/meet/${w.studentA.user.meetingId}?schedule=${lessons.a}&program=${w.program.id}`;
    expect(lesson!.url).toMatch(new RegExp(`^http://[^/]+${classroom.replace(/[?]/g, '\\?')}$`));
    expect(lesson!.summary).toBe(`${w.program.title} lesson with ${w.tutorA.user.firstName} ${w.tutorA.user.lastName}`);
    expect(lesson!.description).toContain(`Join the classroom: ${lesson!.url}`);
    const quiz = events.find((e) => e.uid.startsWith('quiz-'));
    expect(quiz).toMatchObject({ summary: 'Quiz due: Fractions check', start: dueA.toISOString() });
    expect(quiz!.end).toBe(quiz!.start);
    expect(quiz!.url).toContain('/accounts/quiz?attempt=');
    // Times are UTC instants: no floating local times and no time-zone blocks to go stale.
    expect(res.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(res.body).not.toContain('VTIMEZONE');
  });

  it('never shows one person another person’s lessons or quizzes; a tutor sees the lessons they teach', async () => {
    const { w } = s;
    const feedOf = async (cookie: string) => parseEvents((await fetchRaw(await turnOn(cookie))).body).events;
    const studentA = await feedOf(w.studentA.cookie);
    const studentB = await feedOf(w.studentB.cookie);
    const tutorA = await feedOf(w.tutorA.cookie);
    const tutorB = await feedOf(w.tutorB.cookie);
    const uids = (events: ParsedEvent[]) => events.map((e) => e.uid);
    expect(uids(studentA)).toContain(`lesson-${lessons.a}@chalkline`);
    expect(uids(studentA)).not.toContain(`lesson-${lessons.b}@chalkline`);
    expect(uids(studentB)).toContain(`lesson-${lessons.b}@chalkline`);
    expect(uids(studentB)).not.toContain(`lesson-${lessons.a}@chalkline`);
    expect(studentA.filter((e) => e.uid.startsWith('quiz-'))).toHaveLength(1);
    expect(studentB.filter((e) => e.uid.startsWith('quiz-'))).toHaveLength(1);
    expect(studentB.some((e) => e.start === dueA.toISOString())).toBe(false);
    expect(uids(tutorA)).toContain(`lesson-${lessons.a}@chalkline`);
    expect(uids(tutorA)).not.toContain(`lesson-${lessons.b}@chalkline`);
    expect(uids(tutorB)).toEqual(expect.arrayContaining([`lesson-${lessons.b}@chalkline`]));
    expect(uids(tutorB)).not.toContain(`lesson-${lessons.a}@chalkline`);
    // A tutor's lesson names the student; their quizzes name whose they are and link to the tutor's page.
    const studentName = `${w.studentA.user.firstName} ${w.studentA.user.lastName}`;
    expect(tutorA.find((e) => e.uid === `lesson-${lessons.a}@chalkline`)!.summary).toContain(`with ${studentName}`);
    const tutorQuiz = tutorA.find((e) => e.uid.startsWith('quiz-'))!;
    expect(tutorQuiz.summary).toBe(`Quiz due: Fractions check (${studentName})`);
    expect(tutorQuiz.url).toContain('/accounts/quiz-assignments?attempt=');
  });

  it('answers 404 once revoked, and for the old address once renewed', async () => {
    const { w, call } = s;
    const first = await turnOn(w.tutorA.cookie);
    expect((await fetchRaw(first)).status).toBe(200);
    const second = await turnOn(w.tutorA.cookie);
    expect(second).not.toBe(first);
    expect((await fetchRaw(first)).status).toBe(404);
    expect((await fetchRaw(second)).status).toBe(200);
    expect((await call('DELETE', '/api/accounts/calendar-feed', undefined, w.tutorA.cookie)).status).toBe(200);
    const revoked = await fetchRaw(second);
    expect(revoked.status).toBe(404);
    expect(JSON.parse(revoked.body).message).toBe('This calendar feed does not exist or has been turned off.');
    expect((await fetchRaw('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await fetchRaw(`/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
  });

  it('stops answering the feed of a suspended person', async () => {
    const { t } = s;
    const student = await t.signUp('STUDENT');
    const path = await turnOn(student.cookie);
    expect((await fetchRaw(path)).status).toBe(200);
    await t.database.db.update(users).set({ suspended: true }).where(eq(users.id, student.user.id));
    expect((await fetchRaw(path)).status).toBe(404);
  });

  it('downloads one lesson as .ics for those who may see it, and refuses anyone else', async () => {
    const { w } = s;
    const url = `/api/accounts/schedules/${lessons.a}/calendar.ics`;
    for (const person of [w.studentA, w.tutorA, w.admin]) {
      const res = await fetchRaw(url, person.cookie);
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.ics"$/);
      const { events } = parseEvents(res.body);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ uid: `lesson-${lessons.a}@chalkline`, start: at(26).toISOString() });
    }
    for (const person of [w.studentB, w.tutorB]) expect((await fetchRaw(url, person.cookie)).status).toBe(404);
    expect((await fetchRaw(url)).status).toBe(401);
    const unknown = `/api/accounts/schedules/${crypto.randomUUID()}/calendar.ics`;
    expect((await fetchRaw(unknown, w.studentA.cookie)).status).toBe(404);
  });
});
