/**
 * Proctored quizzes (issue 36, ADR 0082) on a real database: the consent gate, who may write frames and events (only
 * the student's own proctored attempt in progress; never through the general upload), who may read them (the
 * assigner and admins holding Quiz), and the retention job on the job queue's clock.
 */
import { proctoringTexts } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { linkTutor } from '../../../test/builders.js';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { createWorld, type World } from '../../../test/world.js';
import { jobs, proctoringEvents, proctoringFrames, quizAssignments } from '../../db/schema/index.js';
import { proctoringRetentionJob } from './proctoring-retention.js';

let clock = new Date();
const dayMs = 86_400_000;
const jpeg = (n = 1) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, n)]);
const inDays = (days: number) => new Date(Date.now() + days * dayMs).toISOString();

describe('proctored quizzes', () => {
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let base = '';
  const setUp = async () => {
    if (t) return;
    t = await createTestApp({}, { jobs: { now: () => clock } });
    w = await createWorld(t);
    call = api(t);
    base = await listenOnLoopback(t);
  };

  let n = 1;
  async function assigned(proctored = true, student = () => w.studentA) {
    await setUp();
    const made = await call(
      'POST',
      '/api/quiz',
      {
        title: `Proctored ${n++}`,
        programKey: w.program.id,
        duration: 10,
        proctored,
        questions: [{ type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Why?</p>', points: 1 }],
      },
      w.tutorA.cookie,
    );
    expect(made.status).toBe(201);
    const given = await call(
      'POST',
      '/api/quiz/assignment/new',
      { quizKey: made.body.data.quiz.key, studentKeys: [student().user.id], dueDate: inDays(3) },
      w.tutorA.cookie,
    );
    return given.body.data.keys[0] as string;
  }
  const frame = (cookie: string, key: string, kind: string, seq: number, body = jpeg(), at = new Date()) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/quiz/proctoring/${key}/${kind}/${seq}?at=${encodeURIComponent(at.toISOString())}`,
      headers: { cookie, 'content-type': 'image/jpeg' },
      payload: body,
    });
  const events = (cookie: string, assignment: string, list: { seq: number; kind: string; at?: string }[]) =>
    call(
      'POST',
      '/api/quiz/proctoring/events',
      { assignment, events: list.map((e) => ({ at: new Date().toISOString(), ...e })) },
      cookie,
    );

  it('starts a proctored attempt only with the student’s agreement, and records it', async () => {
    const key = await assigned();
    const consent = await call('GET', `/api/quiz/proctoring/consent?key=${key}`, undefined, w.studentA.cookie);
    expect(consent.body.data).toEqual({ quizTitle: expect.any(String), consent: 'allowed', retentionDays: 30 });
    const refused = await call('POST', '/api/quiz/quiz-assignment', { assignment: key }, w.studentA.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(proctoringTexts.agreementRequired);
    const opened = await call(
      'POST',
      '/api/quiz/quiz-assignment',
      { assignment: key, agreeToProctoring: true },
      w.studentA.cookie,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data.assignment.quiz.proctored).toBe(true);
    const [row] = await t.database.db.select().from(quizAssignments).where(eq(quizAssignments.id, key));
    expect(row!.proctoringAgreedAt).not.toBeNull();
    // A reload opens the started attempt without asking again.
    expect((await call('POST', '/api/quiz/quiz-assignment', { assignment: key }, w.studentA.cookie)).status).toBe(200);
  });

  it('stores each frame once under the spec’s folders, and only from the student’s own proctored attempt in progress', async () => {
    const key = await assigned();
    // Not started yet: refused.
    expect((await frame(w.studentA.cookie, key, 'selfie', 0)).statusCode).toBe(409);
    await call('POST', '/api/quiz/quiz-assignment', { assignment: key, agreeToProctoring: true }, w.studentA.cookie);
    const first = await frame(w.studentA.cookie, key, 'selfie', 0);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ seq: 0, stored: true });
    expect((await frame(w.studentA.cookie, key, 'selfie', 0)).json().data).toEqual({ seq: 0, stored: false });
    expect((await frame(w.studentA.cookie, key, 'screen', 0, jpeg(2))).statusCode).toBe(200);
    const rows = await t.database.db.select().from(proctoringFrames).where(eq(proctoringFrames.assignmentId, key));
    expect(rows.map((r) => r.storeKey).sort()).toEqual([
      `quiz-proctoring-screen/${key}/000000.jpg`,
      `quiz-proctoring-selfie/${key}/000000.jpg`,
    ]);
    // Another student, the tutor, an admin: not their attempt.
    for (const who of [w.studentB, w.tutorA, w.admin])
      expect((await frame(who.cookie, key, 'selfie', 1)).statusCode).toBe(403);
    // Not an image.
    expect((await frame(w.studentA.cookie, key, 'selfie', 2, Buffer.from('<html>'))).statusCode).toBe(415);
    // A quiz that is not proctored.
    const plain = await assigned(false);
    await call('POST', '/api/quiz/quiz-assignment', { assignment: plain }, w.studentA.cookie);
    expect((await frame(w.studentA.cookie, plain, 'selfie', 0)).json().message).toBe(proctoringTexts.notProctored);
    // Submitted: a frame taken afterwards is refused, one taken before may still arrive.
    await call('POST', '/api/quiz/quiz-assignment/complete', { assignment: key }, w.studentA.cookie);
    const later = await frame(w.studentA.cookie, key, 'selfie', 5, jpeg(), new Date(Date.now() + 60_000));
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(proctoringTexts.notInProgress);
    const before = await frame(w.studentA.cookie, key, 'selfie', 6, jpeg(), new Date(Date.now() - 5_000));
    expect(before.statusCode).toBe(200);
  });

  it('refuses every signed-in person writing the proctoring folders through the general upload', async () => {
    await setUp();
    for (const who of [w.studentA, w.tutorA, w.admin])
      for (const folder of ['quiz-proctoring', 'quiz-proctoring-screen', 'quiz-proctoring-selfie']) {
        const body = new FormData();
        body.append('folder', folder);
        body.append('files', new Blob([jpeg()], { type: 'image/jpeg' }), 'me.jpg');
        const res = await fetch(`${base}/api/files/upload`, { method: 'POST', body, headers: { cookie: who.cookie } });
        expect(res.status).toBe(403);
        expect(((await res.json()) as { message: string }).message).toBe(proctoringTexts.onlyThroughAttempt);
      }
  });

  it('stores event batches once however often they are sent, and shows them on the timeline', async () => {
    const key = await assigned();
    await call('POST', '/api/quiz/quiz-assignment', { assignment: key, agreeToProctoring: true }, w.studentA.cookie);
    const batch = [
      { seq: 1, kind: 'started' },
      { seq: 2, kind: 'tab_hidden' },
      { seq: 3, kind: 'tab_visible' },
    ];
    expect((await events(w.studentA.cookie, key, batch)).body.data).toEqual({ stored: 3 });
    expect((await events(w.studentA.cookie, key, batch)).body.data).toEqual({ stored: 0 });
    expect((await events(w.studentB.cookie, key, batch)).status).toBe(403);
    expect((await events(w.studentA.cookie, key, [{ seq: 9, kind: 'nonsense' }])).status).toBe(400);
    await frame(w.studentA.cookie, key, 'selfie', 0);
    const timeline = await call('GET', `/api/quiz/proctoring/${key}/timeline`, undefined, w.tutorA.cookie);
    expect(timeline.status).toBe(200);
    expect(timeline.body.data.events.map((e: { kind: string }) => e.kind)).toEqual([
      'started',
      'tab_hidden',
      'tab_visible',
    ]);
    expect(timeline.body.data.selfies).toHaveLength(1);
    const url = timeline.body.data.selfies[0].url as string;
    const bytes = await t.app.inject({ method: 'GET', url, headers: { cookie: w.tutorA.cookie } });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.equals(jpeg())).toBe(true);
  });

  it('lets only the assigner and admins holding Quiz read the timeline and the frames', async () => {
    const key = await assigned();
    await call('POST', '/api/quiz/quiz-assignment', { assignment: key, agreeToProctoring: true }, w.studentA.cookie);
    await frame(w.studentA.cookie, key, 'screen', 0);
    const quizAdmin = await t.signUp('MANAGER', { adminPermissions: ['quiz.access'] });
    const assignmentsAdmin = await t.signUp('MANAGER', { adminPermissions: ['quizAssignments.access'] });
    const master = await t.signUp('MASTER');
    const cases: [string, string, number][] = [
      ['the tutor who set it', w.tutorA.cookie, 200],
      ['a master', master.cookie, 200],
      ['a manager holding Quiz', quizAdmin.cookie, 200],
      ['a manager holding only Quiz Assignments', assignmentsAdmin.cookie, 403],
      ['another tutor', w.tutorB.cookie, 403],
      ['the student', w.studentA.cookie, 403],
      ['another student', w.studentB.cookie, 403],
    ];
    for (const [who, cookie, status] of cases) {
      const timeline = await call('GET', `/api/quiz/proctoring/${key}/timeline`, undefined, cookie);
      expect([who, timeline.status]).toEqual([who, status]);
      const bytes = await t.app.inject({
        method: 'GET',
        url: `/api/quiz/proctoring/${key}/screen/0`,
        headers: { cookie },
      });
      expect([who, bytes.statusCode]).toEqual([who, status]);
    }
    expect((await call('GET', `/api/quiz/proctoring/${key}/timeline`)).status).toBe(401);
  });

  it('erasing a student deletes their stored proctoring pictures too', async () => {
    const erin = await (async () => {
      await setUp();
      const student = await t.signUp('STUDENT');
      await linkTutor(t.database.db, {
        tutorId: w.tutorA.user.id,
        studentId: student.user.id,
        programId: w.program.id,
      });
      return student;
    })();
    const key = await assigned(true, () => erin);
    await call('POST', '/api/quiz/quiz-assignment', { assignment: key, agreeToProctoring: true }, erin.cookie);
    await frame(erin.cookie, key, 'selfie', 0);
    const [stored] = await t.database.db.select().from(proctoringFrames).where(eq(proctoringFrames.assignmentId, key));
    const master = await t.signUp('MASTER');
    const erased = await call(
      'POST',
      `/api/admin/people/${erin.user.id}/erase`,
      { confirm: erin.user.email },
      master.cookie,
    );
    expect(erased.status).toBe(200);
    await expect.poll(async () => t.store.get(stored!.storeKey)).toBeNull();
  });

  // It leaves a guardian linked to student A who consented to both, so A's later proctored quizzes still open.
  it('holds back a child whose guardian has not consented to recording and camera (ADR 0079), until they do', async () => {
    const key = await assigned();
    const guardian = await t.signUp('GUARDIAN');
    const linked = await call(
      'POST',
      '/api/admin/guardian-links',
      { guardianKey: guardian.user.id, studentKey: w.studentA.user.id },
      w.admin.cookie,
    );
    expect(linked.status).toBe(200);
    const asked = await call('GET', `/api/quiz/proctoring/consent?key=${key}`, undefined, w.studentA.cookie);
    expect(asked.body.data.consent).toBe('guardianConsentMissing');
    const start = () =>
      call('POST', '/api/quiz/quiz-assignment', { assignment: key, agreeToProctoring: true }, w.studentA.cookie);
    const refused = await start();
    expect([refused.status, refused.body.message]).toEqual([403, proctoringTexts.guardianMissing]);
    const consent = (recording: boolean, camera: boolean) =>
      call('PUT', `/api/accounts/children/${w.studentA.user.id}/consent`, { recording, camera }, guardian.cookie);
    expect((await consent(true, false)).status).toBe(200);
    expect((await start()).status).toBe(403);
    expect((await consent(true, true)).status).toBe(200);
    expect((await start()).status).toBe(200);
  });

  it('deletes frames and events the school’s number of days after the attempt ended, by a daily job', async () => {
    const key = await assigned();
    await call('POST', '/api/quiz/quiz-assignment', { assignment: key, agreeToProctoring: true }, w.studentA.cookie);
    await frame(w.studentA.cookie, key, 'selfie', 0);
    await events(w.studentA.cookie, key, [{ seq: 1, kind: 'paste' }]);
    await call('POST', '/api/quiz/quiz-assignment/complete', { assignment: key }, w.studentA.cookie);
    await t.modules.school.service.update({ proctoringRetentionDays: 7 }, null);
    const [stored] = await t.database.db.select().from(proctoringFrames).where(eq(proctoringFrames.assignmentId, key));
    expect(await t.store.get(stored!.storeKey)).not.toBeNull();

    await t.modules.quizzes.proctoringRetention.queueNext();
    await t.modules.quizzes.proctoringRetention.queueNext();
    expect(await t.database.db.select().from(jobs).where(eq(jobs.name, proctoringRetentionJob))).toHaveLength(1);

    // Six days later: kept.
    clock = new Date(Date.now() + 6 * dayMs + 3_600_000);
    await t.jobs.runDue();
    expect(
      await t.database.db.select().from(proctoringFrames).where(eq(proctoringFrames.assignmentId, key)),
    ).toHaveLength(1);
    // Eight days later: the next daily run deletes the file, its row and the events.
    clock = new Date(Date.now() + 8 * dayMs + 3_600_000);
    await t.jobs.runDue();
    expect(await t.database.db.select().from(proctoringFrames).where(eq(proctoringFrames.assignmentId, key))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(proctoringEvents).where(eq(proctoringEvents.assignmentId, key))).toEqual(
      [],
    );
    expect(await t.store.get(stored!.storeKey)).toBeNull();
    await t.close();
  });
});
