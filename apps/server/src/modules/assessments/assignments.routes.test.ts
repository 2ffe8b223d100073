import { assignmentPointsTooHigh } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignTutors, buildProgram, enrol } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { inHours, useWorld, type World } from '../../../test/world.js';
import { activityLog } from '../../db/schema/index.js';

describe('class and home assignments', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    programKey: w.program.id,
    studentKey: w.studentA.user.id,
    title: 'Fractions worksheet',
    assignedAt: inHours(-48),
    submittedAt: inHours(-24),
    total: 20,
    ...overrides,
  });
  const record = (cookie: string, kind = 'class', overrides: Record<string, unknown> = {}) =>
    call('POST', `/api/accounts/assignments/${kind}`, input(overrides), cookie);

  it('lets the program’s tutors and admins with the group record; not students, other tutors or managers without it', async () => {
    const outsider = await t.signUp('TUTOR');
    const bare = await t.signUp('MANAGER', { adminPermissions: ['students.access'] });
    for (const cookie of [w.studentA.cookie, outsider.cookie, bare.cookie])
      expect((await record(cookie)).status).toBe(403);
    const byTutor = await record(w.tutorA.cookie);
    expect(byTutor.status).toBe(201);
    expect(byTutor.body.data.assignment).toMatchObject({
      kind: 'class',
      title: 'Fractions worksheet',
      program: { key: w.program.id },
      student: { key: w.studentA.user.id },
      grading: { points: null, total: 20 },
      mayEdit: true,
    });
    const byAdmin = await record(w.admin.cookie, 'home');
    expect(byAdmin.status).toBe(201);
    // An admin's recording is an admin action and goes to the activity log; a tutor's is not.
    const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.action, 'assignments.record'));
    expect(logged.map((e) => e.targetId)).toEqual([byAdmin.body.data.assignment.key]);
    expect(logged[0]?.wording).toContain('recorded the assignment');
  });

  it('refuses a student who is not in the program and a submission before it was assigned', async () => {
    const stranger = await t.signUp('STUDENT');
    const res = await record(w.tutorA.cookie, 'class', { studentKey: stranger.user.id });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('studentKey');
    const early = await record(w.tutorA.cookie, 'class', { submittedAt: inHours(-72) });
    expect(early.status).toBe(400);
    expect(early.body.fields).toHaveProperty('submittedAt');
  });

  it('grades with both fields, refusing points above the maximum in the spec’s words', async () => {
    const key = (await record(w.tutorA.cookie)).body.data.assignment.key;
    const grade = (body: unknown, cookie = w.tutorA.cookie) =>
      call('PUT', `/api/accounts/assignments/class/${key}/grading`, body, cookie);
    const tooMany = await grade({ points: 21, remarks: 'Great' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.points).toBe(assignmentPointsTooHigh);
    expect((await grade({ points: 15 })).body.fields).toHaveProperty('remarks');
    expect((await grade({ points: 15, remarks: 'Well done' }, w.studentA.cookie)).status).toBe(403);
    const done = await grade({ points: 15, remarks: 'Well done' });
    expect(done.status).toBe(200);
    expect(done.body.data.assignment.grading).toMatchObject({ points: 15, total: 20, remarks: 'Well done' });
    // Not found under the other kind.
    expect(
      (await call('PUT', `/api/accounts/assignments/home/${key}/grading`, { points: 1, remarks: 'x' }, w.tutorA.cookie))
        .status,
    ).toBe(404);
  });

  it('shows a student only their own, a tutor only the programs they teach, an admin all', async () => {
    const other = await buildProgram(t.database.db);
    const lone = await t.signUp('TUTOR');
    await assignTutors(t.database.db, other.id, [lone.user.id]);
    await enrol(t.database.db, { studentId: w.studentB.user.id, programId: other.id });
    const elsewhere = (await record(lone.cookie, 'class', { programKey: other.id, studentKey: w.studentB.user.id }))
      .body.data.assignment.key;
    const mine = (await record(w.tutorB.cookie, 'class', { studentKey: w.studentB.user.id })).body.data.assignment.key;

    const keys = async (cookie: string, query = '') =>
      (
        await call('GET', `/api/accounts/assignments/class?page=1&limit=100${query}`, undefined, cookie)
      ).body.data.items.map((a: { key: string }) => a.key);
    expect(await keys(w.studentA.cookie)).not.toContain(mine);
    expect(await keys(w.studentB.cookie)).toEqual(expect.arrayContaining([mine, elsewhere]));
    expect(await keys(w.tutorA.cookie)).toContain(mine);
    expect(await keys(w.tutorA.cookie)).not.toContain(elsewhere);
    expect(await keys(lone.cookie)).toEqual([elsewhere]);
    expect(await keys(w.admin.cookie)).toEqual(expect.arrayContaining([mine, elsewhere]));
    // The link shape puts the named assignment first.
    expect((await keys(w.admin.cookie, `&assignment=${elsewhere}`))[0]).toBe(elsewhere);

    expect((await call('GET', `/api/accounts/assignments/class/${mine}`, undefined, w.studentA.cookie)).status).toBe(
      403,
    );
    expect((await call('GET', `/api/accounts/assignments/class/${elsewhere}`, undefined, w.tutorA.cookie)).status).toBe(
      403,
    );
    const bare = await t.signUp('MANAGER', { adminPermissions: ['students.access'] });
    expect((await call('GET', '/api/accounts/assignments/class', undefined, bare.cookie)).status).toBe(403);
  });

  it('lets the program’s tutor edit and delete, and a student neither', async () => {
    const key = (await record(w.tutorA.cookie, 'home')).body.data.assignment.key;
    const edit = (cookie: string, overrides = {}) =>
      call('PUT', `/api/accounts/assignments/home/${key}`, input(overrides), cookie);
    expect((await edit(w.studentA.cookie)).status).toBe(403);
    const edited = await edit(w.tutorB.cookie, { title: 'Reading log', grading: { points: 18, remarks: 'Neat' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data.assignment).toMatchObject({ title: 'Reading log', grading: { points: 18 } });
    expect((await call('DELETE', `/api/accounts/assignments/home/${key}`, undefined, w.studentA.cookie)).status).toBe(
      403,
    );
    expect((await call('DELETE', `/api/accounts/assignments/home/${key}`, undefined, w.tutorA.cookie)).status).toBe(
      200,
    );
    expect((await call('GET', `/api/accounts/assignments/home/${key}`, undefined, w.admin.cookie)).status).toBe(404);
  });

  it('offers a tutor only the programs they teach, with enrolled students', async () => {
    const res = await call('GET', '/api/accounts/assignments/options', undefined, w.tutorA.cookie);
    expect(res.status).toBe(200);
    const program = res.body.data.programs.find((p: { key: string }) => p.key === w.program.id);
    expect(program.students.map((p: { key: string }) => p.key)).toEqual(
      expect.arrayContaining([w.studentA.user.id, w.studentB.user.id]),
    );
    expect((await call('GET', '/api/accounts/assignments/options', undefined, w.studentA.cookie)).status).toBe(403);
  });
});
