import { handInMessages, handInRoomId } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { viewerOf } from '../../../test/viewers.js';
import { createWorld, type World } from '../../../test/world.js';
import { files, notifications } from '../../db/schema/index.js';

/** Hand-in routes × roles, with the server's clock in the test's hand (ADR 0074). */
describe('hand-in of class and home assignments', () => {
  let clock = new Date('2026-03-01T09:00:00Z');
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { now: () => new Date(clock) } });
    w = await createWorld(t);
    call = api(t);
  });
  afterAll(() => t.close());

  const dueAt = '2026-03-10T17:00:00.000Z';
  const cutOffAt = '2026-03-12T17:00:00.000Z';
  const setAssignment = async (studentKey = w.studentA.user.id, handIn: Record<string, unknown> = {}) => {
    const res = await call(
      'POST',
      '/api/accounts/assignments/home',
      {
        programKey: w.program.id,
        studentKey,
        title: 'My holiday',
        assignedAt: '2026-03-01T08:00:00Z',
        total: 10,
        handIn: { text: true, maxFiles: 2, dueAt, cutOffAt, ...handIn },
      },
      w.tutorA.cookie,
    );
    expect(res.status).toBe(201);
    return res.body.data.assignment.key as string;
  };
  const path = (key: string, kind = 'home') => `/api/accounts/assignments/${kind}/${key}/submission`;
  const storeFile = async (key: string, ownerId: string, assignment: string, folder = 'assignment-submissions') => {
    await t.database.db.insert(files).values({
      key,
      folder,
      originalName: `${key.split('/').pop()}`,
      mime: 'application/pdf',
      size: 1200,
      access: 'room',
      roomId: handInRoomId.format(assignment),
      ownerId,
    });
    return key;
  };

  it('records the hand-in settings and shows the assignment as not submitted', async () => {
    const key = await setAssignment();
    const got = await call('GET', `/api/accounts/assignments/home/${key}`, undefined, w.studentA.cookie);
    expect(got.body.data.assignment.handIn).toEqual({
      text: true,
      maxFiles: 2,
      dueAt,
      cutOffAt,
      status: 'NOT_SUBMITTED',
    });
  });

  it('refuses settings that ask for nothing or cut off before the due date (400 with fields)', async () => {
    const bad = async (handIn: Record<string, unknown>) =>
      call(
        'POST',
        '/api/accounts/assignments/home',
        {
          programKey: w.program.id,
          studentKey: w.studentA.user.id,
          title: 'X',
          assignedAt: '2026-03-01T08:00:00Z',
          total: 10,
          handIn: { text: true, maxFiles: 0, dueAt, cutOffAt: null, ...handIn },
        },
        w.tutorA.cookie,
      );
    const nothing = await bad({ text: false });
    expect(nothing.status).toBe(400);
    expect(nothing.body.fields['handIn.text']).toBe(handInMessages.askForSomething);
    expect((await bad({ cutOffAt: '2026-03-09T00:00:00Z' })).body.fields['handIn.cutOffAt']).toBe(
      handInMessages.cutOffBeforeDue,
    );
    expect((await bad({ maxFiles: 11 })).status).toBe(400);
  });

  it('lets only the student save a draft and submit; tutors and admins read, others are refused', async () => {
    const key = await setAssignment();
    const draft = { text: '<p>I went to the sea</p>', files: [], seq: 1 };
    for (const cookie of [w.studentB.cookie, w.tutorA.cookie, w.admin.cookie]) {
      expect((await call('PUT', `${path(key)}/draft`, draft, cookie)).status).toBe(403);
      expect((await call('POST', path(key), { text: '<p>x</p>' }, cookie)).status).toBe(403);
    }
    expect((await call('PUT', `${path(key)}/draft`, draft, null)).status).toBe(401);
    const saved = await call('PUT', `${path(key)}/draft`, draft, w.studentA.cookie);
    expect(saved.status).toBe(200);
    expect(saved.body.data.handIn.draft).toMatchObject({ text: '<p>I went to the sea</p>', seq: 1 });
    // An older draft arriving late (a replay after a lost connection) does not overwrite the newer one.
    await call('PUT', `${path(key)}/draft`, { ...draft, text: '<p>newer</p>', seq: 3 }, w.studentA.cookie);
    await call('PUT', `${path(key)}/draft`, { ...draft, text: '<p>older</p>', seq: 2 }, w.studentA.cookie);
    const mine = await call('GET', path(key), undefined, w.studentA.cookie);
    expect(mine.body.data.handIn).toMatchObject({
      draft: { text: '<p>newer</p>', seq: 3 },
      submitted: null,
      open: true,
    });

    const outsider = await t.signUp('TUTOR');
    expect((await call('GET', path(key), undefined, outsider.cookie)).status).toBe(403);
    expect((await call('GET', path(key), undefined, w.studentB.cookie)).status).toBe(403);
    // The tutor sees no draft, only what was handed in.
    const tutorView = await call('GET', path(key), undefined, w.tutorA.cookie);
    expect(tutorView.status).toBe(200);
    expect(tutorView.body.data.handIn).toMatchObject({ draft: null, submitted: null, open: false });
    expect((await call('GET', path(key), undefined, w.admin.cookie)).status).toBe(200);
  });

  it('submits on time, edits and submits again; the tutors are told; lists read Submitted', async () => {
    const key = await setAssignment();
    const file = await storeFile(`assignment-submissions/2026/${key}.pdf`, w.studentA.user.id, key);
    const first = await call(
      'POST',
      path(key),
      { text: '<p>Done<script>x</script></p>', files: [file] },
      w.studentA.cookie,
    );
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Submitted');
    expect(first.body.data.handIn).toMatchObject({
      submitted: { text: '<p>Done</p>', files: [{ key: file, mime: 'application/pdf' }] },
      late: false,
      settings: { status: 'SUBMITTED' },
    });
    clock = new Date('2026-03-05T09:00:00Z');
    const again = await call('POST', path(key), { text: '<p>Done, better</p>', files: [] }, w.studentA.cookie);
    expect(again.body.data.handIn.submitted).toMatchObject({ text: '<p>Done, better</p>', files: [] });
    expect(again.body.data.handIn.submittedAt).toBe('2026-03-05T09:00:00.000Z');

    const list = await call('GET', '/api/accounts/assignments/home?status=SUBMITTED', undefined, w.tutorA.cookie);
    const row = list.body.data.items.find((a: { key: string }) => a.key === key);
    expect(row).toMatchObject({ submittedAt: '2026-03-05T09:00:00.000Z', handIn: { status: 'SUBMITTED' } });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, w.tutorB.user.id));
    expect(told.some((n) => n.title === 'Hand-in: My holiday')).toBe(true);
    // Graded through the assignment's existing grading.
    const graded = await call(
      'PUT',
      `/api/accounts/assignments/home/${key}/grading`,
      { points: 9, remarks: 'Lovely' },
      w.tutorA.cookie,
    );
    expect(graded.status).toBe(200);
    clock = new Date('2026-03-01T09:00:00Z');
  });

  it('flags Late after the due date and refuses after the cut-off with 409', async () => {
    const key = await setAssignment(w.studentB.user.id);
    clock = new Date('2026-03-11T09:00:00Z');
    const late = await call('POST', path(key), { text: '<p>Sorry</p>' }, w.studentB.cookie);
    expect(late.status).toBe(200);
    expect(late.body.message).toBe('Submitted late');
    expect(late.body.data.handIn).toMatchObject({ late: true, settings: { status: 'LATE' } });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, w.tutorA.user.id));
    expect(told.some((n) => n.title === 'Late hand-in: My holiday')).toBe(true);
    clock = new Date('2026-03-12T17:00:01Z');
    const closed = await call('POST', path(key), { text: '<p>Later</p>' }, w.studentB.cookie);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(handInMessages.closed);
    expect((await call('PUT', `${path(key)}/draft`, { text: '', files: [], seq: 9 }, w.studentB.cookie)).status).toBe(
      409,
    );
    expect((await call('GET', path(key), undefined, w.studentB.cookie)).body.data.handIn.open).toBe(false);
    clock = new Date('2026-03-01T09:00:00Z');
  });

  it('refuses bad input with 400: empty, too many files, files of someone else or another folder, the other kind', async () => {
    const key = await setAssignment(w.studentA.user.id, { maxFiles: 1 });
    const submit = (body: unknown) => call('POST', path(key), body, w.studentA.cookie);
    expect((await submit({ text: '<p> </p>', files: [] })).body.fields.text).toBe(handInMessages.empty);
    expect((await submit({ text: 5 })).status).toBe(400);
    expect((await submit({ text: 'x'.repeat(100_001) })).status).toBe(400);
    const a = await storeFile(`assignment-submissions/a-${key}.pdf`, w.studentA.user.id, key);
    const b = await storeFile(`assignment-submissions/b-${key}.pdf`, w.studentA.user.id, key);
    expect((await submit({ files: [a, b] })).body.fields.files).toBe(handInMessages.tooManyFiles(1));
    const theirs = await storeFile(`assignment-submissions/c-${key}.pdf`, w.studentB.user.id, key);
    expect((await submit({ files: [theirs] })).body.fields.files).toBe(handInMessages.badFile);
    const elsewhere = await storeFile(`quiz-attempts/d-${key}.pdf`, w.studentA.user.id, key, 'quiz-attempts');
    expect((await submit({ files: [elsewhere] })).body.fields.files).toBe(handInMessages.badFile);
    expect((await call('POST', path(key, 'class'), { text: '<p>x</p>' }, w.studentA.cookie)).status).toBe(404);
    expect((await call('POST', path('not-a-key'), { text: '<p>x</p>' }, w.studentA.cookie)).status).toBe(400);
  });

  it('answers 400 for an assignment that asks for no hand-in', async () => {
    const res = await call(
      'POST',
      '/api/accounts/assignments/class',
      {
        programKey: w.program.id,
        studentKey: w.studentA.user.id,
        title: 'Typed',
        assignedAt: '2026-03-01T08:00:00Z',
        total: 5,
      },
      w.tutorA.cookie,
    );
    const key = res.body.data.assignment.key;
    expect(res.body.data.assignment.handIn).toBeNull();
    const refused = await call('POST', path(key, 'class'), { text: '<p>x</p>' }, w.studentA.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(handInMessages.noHandIn);
  });

  it('lets whoever may read the assignment read its hand-in files, and no one else', async () => {
    const key = await setAssignment();
    const room = handInRoomId.format(key);
    const { rooms } = t.modules.files;
    const viewer = (u: World['studentA']) => viewerOf(u.user.memberRole, u.user.id);
    expect(await rooms.isMember(viewer(w.studentA), room)).toBe(true);
    expect(await rooms.isMember(viewer(w.tutorA), room)).toBe(true);
    expect(await rooms.isMember(viewer(w.studentB), room)).toBe(false);
    expect(await rooms.isMember(viewer(w.studentA), handInRoomId.format('00000000-0000-4000-8000-000000000000'))).toBe(
      false,
    );
  });
});
