import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';

describe('enrolments and tutor–student links', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  it('shows a tutor only their own students, and admins everyone with emails', async () => {
    const asA = await call('GET', '/api/accounts/students', undefined, w.tutorA.cookie);
    expect(asA.status).toBe(200);
    expect(asA.body.data.items.map((s: { key: string }) => s.key)).toEqual([w.studentA.user.id]);
    expect(asA.body.data.items[0]).not.toHaveProperty('email');
    expect(asA.body.data.items[0].programs).toEqual([{ key: w.program.id, title: w.program.title }]);
    const asB = await call('GET', '/api/accounts/students', undefined, w.tutorB.cookie);
    expect(asB.body.data.items.map((s: { key: string }) => s.key)).toEqual([w.studentB.user.id]);
    const rels = await call('GET', '/api/tutors/student-relationships', undefined, w.tutorA.cookie);
    expect(rels.body.data.items.every((r: { tutor: { key: string } }) => r.tutor.key === w.tutorA.user.id)).toBe(true);
    expect((await call('GET', '/api/accounts/students', undefined, w.studentA.cookie)).status).toBe(403);
    const all = await call('GET', '/api/accounts/students?limit=100', undefined, w.admin.cookie);
    expect(all.body.data.items.find((s: { key: string }) => s.key === w.studentB.user.id).email).toBe(
      w.studentB.user.email,
    );
  });

  it('answers a tutor asking for their own enrolments with none, and asks an admin to choose a student', async () => {
    const asTutor = await call('GET', '/api/accounts/program-enrollments', undefined, w.tutorA.cookie);
    expect(asTutor.status).toBe(200);
    expect(asTutor.body.data.enrollments).toEqual([]);
    const asAdmin = await call('GET', '/api/accounts/program-enrollments', undefined, w.admin.cookie);
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.body.fields).toEqual({ student: 'Please choose a student' });
  });

  it('does not let a tutor read another tutor’s student profile', async () => {
    const res = await call('GET', `/api/students/${w.studentB.user.id}/profile`, undefined, w.tutorA.cookie);
    expect(res.status).toBe(403);
  });

  it('links tutors and students only for admins and only where the student is enrolled and the tutor teaches', async () => {
    const link = { tutorKey: w.tutorA.user.id, studentKey: w.studentB.user.id, programKey: w.program.id };
    expect((await call('POST', '/api/tutors/student-relationships', link, w.tutorA.cookie)).status).toBe(403);
    const newcomer = await t.signUp('STUDENT');
    const notEnrolled = await call(
      'POST',
      '/api/tutors/student-relationships',
      { ...link, studentKey: newcomer.user.id },
      w.admin.cookie,
    );
    expect(notEnrolled.body.fields).toHaveProperty('programKey');
    const newTutor = await t.signUp('TUTOR');
    const notTeaching = await call(
      'POST',
      '/api/tutors/student-relationships',
      { ...link, tutorKey: newTutor.user.id },
      w.admin.cookie,
    );
    expect(notTeaching.body.fields).toHaveProperty('tutorKey');
    expect((await call('POST', '/api/tutors/student-relationships', link, w.admin.cookie)).status).toBe(201);
    const asA = await call('GET', '/api/accounts/students', undefined, w.tutorA.cookie);
    expect(asA.body.data.items).toHaveLength(2);
    expect((await call('DELETE', '/api/tutors/student-relationships', link, w.admin.cookie)).status).toBe(200);
    expect((await call('DELETE', '/api/tutors/student-relationships', link, w.admin.cookie)).status).toBe(404);
  });

  it('lets a student onboard and enrol in more programs, and admins switch enrolments off', async () => {
    const student = await t.signUp('STUDENT');
    expect(
      (await call('GET', '/api/accounts/program-enrollments', undefined, student.cookie)).body.data.enrollments,
    ).toEqual([]);
    const bad = await call('POST', '/api/students/onboarding', { programKeys: [] }, student.cookie);
    expect(bad.body.fields).toEqual({ programKeys: 'Please choose at least one program' });
    const ok = await call('POST', '/api/students/onboarding', { programKeys: [w.program.id] }, student.cookie);
    expect(ok.body.data.enrollments).toMatchObject([{ active: true, program: { key: w.program.id } }]);
    const again = await call('POST', '/api/students/enroll-additional', { programKey: w.program.id }, student.cookie);
    expect(again.body.data.enrollments).toHaveLength(1);
    const enrolmentKey = ok.body.data.enrollments[0].key;
    expect(
      (await call('PATCH', `/api/accounts/program-enrollments/${enrolmentKey}`, { active: false }, student.cookie))
        .status,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/accounts/program-enrollments/${enrolmentKey}`, { active: false }, w.admin.cookie))
        .status,
    ).toBe(200);
    const seenByAdmin = await call(
      'GET',
      `/api/accounts/program-enrollments?student=${student.user.id}`,
      undefined,
      w.admin.cookie,
    );
    expect(seenByAdmin.body.data.enrollments[0].active).toBe(false);
    expect(
      (await call('GET', `/api/accounts/program-enrollments?student=${student.user.id}`, undefined, w.studentA.cookie))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', '/api/students/onboarding', { programKeys: [w.program.id] }, w.tutorA.cookie)).status,
    ).toBe(403);
  });

  it('lets only admins remove a link or switch an enrolment, and narrows links to one student', async () => {
    const link = { tutorKey: w.tutorA.user.id, studentKey: w.studentA.user.id, programKey: w.program.id };
    const forA = await call(
      'GET',
      `/api/tutors/student-relationships?student=${w.studentA.user.id}`,
      undefined,
      w.admin.cookie,
    );
    expect(forA.body.data.items).toEqual([
      expect.objectContaining({
        tutor: expect.objectContaining({ key: w.tutorA.user.id }),
        program: { key: w.program.id, title: w.program.title },
      }),
    ]);
    expect(forA.body.data.items[0].student.key).toBe(w.studentA.user.id);
    const tutorBForA = await call(
      'GET',
      `/api/tutors/student-relationships?student=${w.studentA.user.id}`,
      undefined,
      w.tutorB.cookie,
    );
    expect(tutorBForA.body.data.items).toEqual([]);
    expect((await call('GET', '/api/tutors/student-relationships?student=x', undefined, w.admin.cookie)).status).toBe(
      400,
    );

    for (const cookie of [w.tutorA.cookie, w.studentA.cookie]) {
      expect((await call('DELETE', '/api/tutors/student-relationships', link, cookie)).status).toBe(403);
    }
    const enrolments = await call(
      'GET',
      `/api/accounts/program-enrollments?student=${w.studentA.user.id}`,
      undefined,
      w.admin.cookie,
    );
    const key = enrolments.body.data.enrollments[0].key;
    expect(
      (await call('PATCH', `/api/accounts/program-enrollments/${key}`, { active: false }, w.tutorA.cookie)).status,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/accounts/program-enrollments/${key}`, { active: 'no' }, w.admin.cookie)).status,
    ).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('PATCH', `/api/accounts/program-enrollments/${unknown}`, { active: true }, w.admin.cookie)).status,
    ).toBe(404);
    // Nothing changed: tutor A still teaches student A, whose enrolment is still active.
    const after = await call(
      'GET',
      `/api/tutors/student-relationships?student=${w.studentA.user.id}`,
      undefined,
      w.admin.cookie,
    );
    expect(after.body.data.total).toBe(1);
  });

  it("shows a manager with only Manage students one student's tutors, not every link", async () => {
    const manager = await t.signUp('MANAGER', { adminPermissions: ['students.access'] });
    const forA = await call(
      'GET',
      `/api/tutors/student-relationships?student=${w.studentA.user.id}`,
      undefined,
      manager.cookie,
    );
    expect(forA.status).toBe(200);
    expect(forA.body.data.items.map((r: { tutor: { key: string } }) => r.tutor.key)).toEqual([w.tutorA.user.id]);
    expect((await call('GET', '/api/tutors/student-relationships', undefined, manager.cookie)).status).toBe(403);
    const outsider = await t.signUp('MANAGER', { adminPermissions: ['coupons.access'] });
    expect(
      (await call('GET', `/api/tutors/student-relationships?student=${w.studentA.user.id}`, undefined, outsider.cookie))
        .status,
    ).toBe(403);
  });

  it('lists tutors for admins only', async () => {
    expect((await call('GET', '/api/tutors', undefined, w.tutorA.cookie)).status).toBe(403);
    const res = await call('GET', '/api/tutors?limit=100', undefined, w.admin.cookie);
    expect(res.body.data.items.map((x: { key: string }) => x.key)).toEqual(
      expect.arrayContaining([w.tutorA.user.id, w.tutorB.user.id]),
    );
  });
});
