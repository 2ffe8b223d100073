/**
 * Families (issue 33, ADR 0079): who may link guardians, issue and redeem pairing codes, and every guardian route
 * refused to a guardian of another family and allowed to the linked guardian.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { familyTexts } from '@chalkline/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import { inHours, useWorld } from '../../../test/world.js';
import {
  activityLog,
  guardianPairingCodes,
  meetingAttendance,
  meetingSessions,
  recordings,
} from '../../db/schema/index.js';
import { createLocalFileStore } from '../../storage/local-file-store.js';
import { hashToken } from '../accounts/session.service.js';

type Signed = { user: { id: string; email: string }; cookie: string };

describe('families', () => {
  const s = useWorld();
  let guardian: Signed;
  let otherGuardian: Signed;

  beforeAll(async () => {
    guardian = await s.t.signUp('GUARDIAN');
    otherGuardian = await s.t.signUp('GUARDIAN');
  });

  const link = (cookie: string, guardianKey: string, studentKey: string) =>
    s.call('POST', '/api/admin/guardian-links', { guardianKey, studentKey }, cookie);

  describe('linking by an admin', () => {
    it('lets an admin link a guardian to a student, logged, and refuses everyone else', async () => {
      const { studentA, studentB, tutorA, admin } = s.w;
      expect((await link(tutorA.cookie, guardian.user.id, studentA.user.id)).status).toBe(403);
      expect((await link(studentA.cookie, guardian.user.id, studentA.user.id)).status).toBe(403);
      expect((await link(guardian.cookie, guardian.user.id, studentA.user.id)).status).toBe(403);
      const ok = await link(admin.cookie, guardian.user.id, studentA.user.id);
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe(familyTexts.linked);
      expect((await link(admin.cookie, guardian.user.id, studentA.user.id)).status).toBe(409);
      const [entry] = await s.t.database.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.actorId, admin.user.id), eq(activityLog.targetId, studentA.user.id)));
      expect(entry?.action).toBe('students.edit');
      expect(entry?.wording).toContain('linked the guardian');
      // The other family's guardian is linked to the other student.
      expect((await link(admin.cookie, otherGuardian.user.id, studentB.user.id)).status).toBe(200);
    });

    it('links only a guardian account to a student account (400 with the field)', async () => {
      const { studentA, tutorA, admin } = s.w;
      const notGuardian = await link(admin.cookie, tutorA.user.id, studentA.user.id);
      expect(notGuardian.status).toBe(400);
      expect(notGuardian.body.fields).toEqual({ guardianKey: familyTexts.chooseGuardian });
      const notStudent = await link(admin.cookie, guardian.user.id, tutorA.user.id);
      expect(notStudent.status).toBe(400);
      expect(notStudent.body.fields).toEqual({ studentKey: familyTexts.chooseStudent });
      expect((await link(admin.cookie, 'nope', studentA.user.id)).status).toBe(400);
    });

    it('lists a student’s guardians for admins and unlinks them', async () => {
      const { studentA, admin } = s.w;
      const extra = await s.t.signUp('GUARDIAN');
      expect((await link(admin.cookie, extra.user.id, studentA.user.id)).status).toBe(200);
      const list = await s.call('GET', `/api/admin/students/${studentA.user.id}/guardians`, undefined, admin.cookie);
      expect(list.body.data.guardians.map((g: { key: string }) => g.key).sort()).toEqual(
        [guardian.user.id, extra.user.id].sort(),
      );
      const path = `/api/admin/guardian-links/${extra.user.id}/${studentA.user.id}`;
      expect((await s.call('DELETE', path, undefined, s.w.tutorA.cookie)).status).toBe(403);
      expect((await s.call('DELETE', path, undefined, admin.cookie)).status).toBe(200);
      expect((await s.call('DELETE', path, undefined, admin.cookie)).status).toBe(404);
    });
  });

  describe('the admin’s guardians list (ADR 0085)', () => {
    it('pages and searches guardian accounts with their children, for admins who see students only', async () => {
      const { studentA, tutorA, admin } = s.w;
      const list = await s.call(
        'GET',
        `/api/admin/guardians?search=${encodeURIComponent(guardian.user.email)}`,
        undefined,
        admin.cookie,
      );
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject({ total: 1, page: 1 });
      expect(list.body.data.items[0]).toMatchObject({ key: guardian.user.id, children: [{ key: studentA.user.id }] });
      for (const who of [tutorA, studentA, guardian])
        expect((await s.call('GET', '/api/admin/guardians', undefined, who.cookie)).status).toBe(403);
      expect((await s.call('GET', '/api/admin/guardians?limit=7', undefined, admin.cookie)).status).toBe(400);
    });
  });

  describe('pairing codes', () => {
    const issue = (cookie: string, studentKey: string) =>
      s.call('POST', `/api/accounts/students/${studentKey}/pairing-code`, undefined, cookie);
    const redeem = (cookie: string, code: string) => s.call('POST', '/api/accounts/children/pair', { code }, cookie);

    it('are issued by the student’s tutor or an admin, never another tutor, the student or a guardian', async () => {
      const { studentA, tutorA, tutorB, admin } = s.w;
      expect((await issue(tutorB.cookie, studentA.user.id)).status).toBe(403);
      expect((await issue(studentA.cookie, studentA.user.id)).status).toBe(403);
      expect((await issue(guardian.cookie, studentA.user.id)).status).toBe(403);
      const byTutor = await issue(tutorA.cookie, studentA.user.id);
      expect(byTutor.status).toBe(201);
      expect(byTutor.body.data.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(byTutor.headers['cache-control']).toBe('no-store');
      expect((await issue(admin.cookie, studentA.user.id)).status).toBe(201);
    });

    it('are redeemed once by a guardian, linking the child; a used, unknown or expired code is refused', async () => {
      const { studentA, tutorA, admin } = s.w;
      const fresh = await s.t.signUp('GUARDIAN');
      const code = (await issue(tutorA.cookie, studentA.user.id)).body.data.code as string;
      expect((await redeem(studentA.cookie, code)).status).toBe(403);
      const paired = await redeem(fresh.cookie, code.toLowerCase());
      expect(paired.status).toBe(201);
      expect(paired.body.data.child.key).toBe(studentA.user.id);
      const kids = await s.call('GET', '/api/accounts/children', undefined, fresh.cookie);
      expect(kids.body.data.children.map((c: { key: string }) => c.key)).toEqual([studentA.user.id]);
      const again = await redeem(otherGuardian.cookie, code);
      expect(again.status).toBe(400);
      expect(again.body.fields).toEqual({ code: familyTexts.codeInvalid });

      const late = (await issue(admin.cookie, studentA.user.id)).body.data.code as string;
      await s.t.database.db
        .update(guardianPairingCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(guardianPairingCodes.codeHash, hashToken(late)));
      expect((await redeem(otherGuardian.cookie, late)).status).toBe(400);
      await s.call('DELETE', `/api/admin/guardian-links/${fresh.user.id}/${studentA.user.id}`, undefined, admin.cookie);
    });

    it('limits a guardian’s attempts (429 after five)', async () => {
      const eager = await s.t.signUp('GUARDIAN');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await redeem(eager.cookie, 'WRONGCOD')).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });

  describe('every guardian route', () => {
    let lessonKey: string;
    /** A sent report of studentA's lesson of yesterday, and one of studentB's. */
    let reportKey: string;
    let otherReportKey: string;
    beforeAll(async () => {
      const { studentA, studentB, tutorA, tutorB, program } = s.w;
      const lesson = await buildSchedule(s.t.database.db, {
        programId: program.id,
        studentId: studentA.user.id,
        time: new Date(inHours(2)),
        tutorIds: [tutorA.user.id],
      });
      lessonKey = lesson.id;
      const report = async (studentId: string, tutor: Signed) => {
        const past = await buildSchedule(s.t.database.db, {
          programId: program.id,
          studentId,
          time: new Date(inHours(-24)),
          tutorIds: [tutor.user.id],
        });
        const url = `/api/accounts/lesson-reports/lessons/${past.id}/send`;
        return (await s.call('POST', url, { note: 'Well done' }, tutor.cookie)).body.data.report.key as string;
      };
      reportKey = await report(studentA.user.id, tutorA);
      otherReportKey = await report(studentB.user.id, tutorB);
    });

    const madeUp = '00000000-0000-4000-8000-000000000000';
    const childRoutes = (
      key: string,
      report = reportKey,
      file = 'board.png',
      recording = madeUp,
    ): [Parameters<typeof s.call>[0], string, unknown?][] => [
      ['GET', `/api/accounts/children/${key}/schedules`],
      ['GET', `/api/accounts/children/${key}/quizzes`],
      ['GET', `/api/accounts/children/${key}/assignments/class`],
      ['GET', `/api/accounts/children/${key}/assignments/home`],
      ['GET', `/api/accounts/children/${key}/performance`],
      ['GET', `/api/accounts/children/${key}/subscriptions`],
      ['GET', `/api/accounts/children/${key}/lesson-reports`],
      ['GET', `/api/accounts/children/${key}/lesson-reports/${report}`],
      ['GET', `/api/accounts/children/${key}/lesson-reports/${report}/files/${file}`],
      ['GET', `/api/accounts/children/${key}/recordings`],
      ['GET', `/api/accounts/children/${key}/recordings/${recording}/file`],
      ['GET', `/api/accounts/children/${key}/recordings/${recording}/thumbnail`],
      ['GET', `/api/accounts/children/${key}/recordings/${recording}/captions`],
      ['POST', `/api/accounts/children/${key}/invoices/pay`, { invoiceKey: madeUp }],
      ['GET', `/api/accounts/children/${key}/consent`],
      ['PUT', `/api/accounts/children/${key}/consent`, { recording: true, camera: true }],
    ];

    it('names every route of a child the server registers', () => {
      const registered = s.t.routes
        .filter((r) => r.url.startsWith('/api/accounts/children/:key'))
        .map((r) => `${r.method} ${r.url}`)
        .sort();
      const table = childRoutes(':key', ':report', ':file', ':recording')
        .map(([method, url]) => `${method} ${url.replace('/class', '/:kind')}`)
        .filter((r) => !r.endsWith('/home'))
        .sort();
      expect(registered).toEqual(table);
    });

    it('refuses a guardian of another family, a tutor and a student on every route (403)', async () => {
      const { studentA, studentB, tutorB } = s.w;
      for (const [method, url, body] of childRoutes(studentA.user.id)) {
        expect((await s.call(method, url, body, otherGuardian.cookie)).status, `${method} ${url}`).toBe(403);
        expect((await s.call(method, url, body, studentB.cookie)).status, `${method} ${url}`).toBe(403);
        expect((await s.call(method, url, body, tutorB.cookie)).status, `${method} ${url}`).toBe(403);
      }
    });

    it('allows the linked guardian on every route', async () => {
      const { studentA } = s.w;
      for (const [method, url, body] of childRoutes(studentA.user.id)) {
        const res = await s.call(method, url, body, guardian.cookie);
        // The made-up invoice and recording, and a file the report has not, are not found once the guardian is
        // through: 404.
        const madeUpThing = url.endsWith('/pay') || url.includes('/files/') || url.includes(madeUp);
        expect(res.status, `${method} ${url}`).toBe(madeUpThing ? 404 : 200);
      }
    });

    it('reads only the child’s own sent reports: another child’s report is refused even to a linked guardian', async () => {
      const { studentA } = s.w;
      const list = await s.call(
        'GET',
        `/api/accounts/children/${studentA.user.id}/lesson-reports`,
        undefined,
        guardian.cookie,
      );
      expect(list.body.data.items.map((r: { key: string }) => r.key)).toEqual([reportKey]);
      const one = await s.call(
        'GET',
        `/api/accounts/children/${studentA.user.id}/lesson-reports/${reportKey}`,
        undefined,
        guardian.cookie,
      );
      expect(one.body.data.report).toMatchObject({ key: reportKey, note: 'Well done', status: 'sent' });
      for (const [method, url] of childRoutes(studentA.user.id, otherReportKey).filter(([, u]) =>
        u.includes(otherReportKey),
      ))
        expect((await s.call(method, url, undefined, guardian.cookie)).status, url).toBe(403);
      const unknown = `/api/accounts/children/${studentA.user.id}/lesson-reports/${madeUp}`;
      expect((await s.call('GET', unknown, undefined, guardian.cookie)).status).toBe(404);
    });

    it('shows the recordings of the child’s lessons while the school lets students see them, read as the child', async () => {
      const { studentA, studentB } = s.w;
      const db = s.t.database.db;
      const store = createLocalFileStore(s.t.config.files.dir);
      const webm = await readFile(path.resolve(import.meta.dirname, '../../../test/fixtures/recording/chunk-0.webm'));
      /** A ready recording of a lesson `student` attended in their own classroom. */
      const recorded = async (student: typeof studentA) => {
        const roomKey = student.user.meetingId!;
        const [session] = await db.insert(meetingSessions).values({ meetingId: roomKey, roomKey }).returning();
        await db.insert(meetingAttendance).values({ sessionId: session!.id, userId: student.user.id });
        const [row] = await db
          .insert(recordings)
          .values({ roomKey, sessionId: session!.id, startedByName: 'Chidi Eze', status: 'ready' })
          .returning();
        const fileKey = `recordings/${row!.id}/recording.webm`;
        await store.put(fileKey, webm);
        await db
          .update(recordings)
          .set({ fileKey, sizeBytes: webm.length, durationMs: 1000 })
          .where(eq(recordings.id, row!.id));
        return row!.id;
      };
      const mine = await recorded(studentA);
      await recorded(studentB);
      const base = `/api/accounts/children/${studentA.user.id}/recordings`;
      const listed = async () => (await s.call('GET', base, undefined, guardian.cookie)).body.data.recordings;

      // The school does not share recordings with students by default, so neither with their guardians.
      expect(await listed()).toEqual([]);
      expect((await s.call('GET', `${base}/${mine}/file`, undefined, guardian.cookie)).status).toBe(404);
      await s.t.modules.school.service.update({ studentsSeeRecordings: true }, null);
      try {
        expect(await listed()).toEqual([
          expect.objectContaining({ key: mine, fileUrl: `${base}/${mine}/file`, thumbnailUrl: null, canDelete: false }),
        ]);
        const part = await s.t.app.inject({
          method: 'GET',
          url: `${base}/${mine}/file`,
          headers: { cookie: guardian.cookie, range: 'bytes=0-99' },
        });
        expect(part.statusCode).toBe(206);
        expect(part.headers['content-range']).toBe(`bytes 0-99/${webm.length}`);
        expect(part.rawPayload.equals(webm.subarray(0, 100))).toBe(true);
        // Another family's guardian gets nothing of it.
        expect((await s.call('GET', `${base}/${mine}/file`, undefined, otherGuardian.cookie)).status).toBe(403);
      } finally {
        await s.t.modules.school.service.update({ studentsSeeRecordings: false }, null);
      }
    });

    it('shows the child’s lessons without the join link until the school lets guardians watch', async () => {
      const { studentA } = s.w;
      const url = `/api/accounts/children/${studentA.user.id}/schedules`;
      const hidden = await s.call('GET', url, undefined, guardian.cookie);
      const lesson = hidden.body.data.items.find((l: { key: string }) => l.key === lessonKey);
      expect(lesson.classroomLink).toBeNull();
      await s.t.modules.school.service.update({ guardiansWatchLessons: true }, null);
      const shown = await s.call('GET', url, undefined, guardian.cookie);
      expect(shown.body.data.items.find((l: { key: string }) => l.key === lessonKey).classroomLink).toBeTruthy();
      await s.t.modules.school.service.update({ guardiansWatchLessons: false }, null);
    });
  });

  describe('consent (ADR 0079)', () => {
    it('is recorded by the guardian or an admin on their behalf, each change in the activity log', async () => {
      const { studentA, admin } = s.w;
      const mine = `/api/accounts/children/${studentA.user.id}/consent`;
      const saved = await s.call('PUT', mine, { recording: true, camera: false }, guardian.cookie);
      expect(saved.body.data.consent).toMatchObject({ recording: true, camera: false, updatedAt: expect.any(String) });
      expect((await s.call('PUT', mine, { recording: 'yes' }, guardian.cookie)).status).toBe(400);
      const onBehalf = `/api/admin/students/${studentA.user.id}/consent`;
      expect((await s.call('PUT', onBehalf, { recording: false, camera: false }, s.w.tutorA.cookie)).status).toBe(403);
      expect((await s.call('PUT', onBehalf, { recording: false, camera: true }, admin.cookie)).status).toBe(200);
      const port = await s.t.modules.families.service.consentOf(studentA.user.id);
      expect(port).toEqual({ recording: false, camera: true, hasGuardians: true });
      expect(await s.t.modules.families.service.consentOf(s.w.tutorB.user.id)).toMatchObject({ hasGuardians: false });
      const entries = await s.t.database.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.targetId, studentA.user.id));
      const wordings = entries.map((e) => `${e.actorId} ${e.wording}`);
      expect(wordings.some((w) => w.startsWith(guardian.user.id) && w.includes('changed the consent of'))).toBe(true);
      expect(wordings.some((w) => w.startsWith(admin.user.id) && w.includes('on a guardian’s behalf'))).toBe(true);
    });
  });

  describe('messaging (ADR 0079)', () => {
    const start = (cookie: string, other: string) => s.call('POST', '/api/chat/conversations', { with: other }, cookie);

    it('lets a guardian and their child’s tutor message each other, and finds each in the other’s contacts', async () => {
      const { tutorA } = s.w;
      expect((await start(guardian.cookie, tutorA.user.id)).status).toBe(200);
      expect((await start(tutorA.cookie, guardian.user.id)).status).toBe(200);
      const mine = await s.call('GET', '/api/chat/contacts', undefined, guardian.cookie);
      expect(mine.body.data.contacts.map((c: { key: string }) => c.key)).toContain(tutorA.user.id);
      const theirs = await s.call('GET', '/api/chat/contacts', undefined, tutorA.cookie);
      expect(theirs.body.data.contacts.map((c: { key: string }) => c.key)).toContain(guardian.user.id);
    });

    it('never lets a guardian message a student, their own child included, nor another child’s tutor', async () => {
      const { studentA, studentB, tutorB } = s.w;
      for (const other of [studentA.user.id, studentB.user.id, tutorB.user.id])
        expect((await start(guardian.cookie, other)).status, other).toBe(403);
      expect((await start(studentA.cookie, guardian.user.id)).status).toBe(403);
      const mine = await s.call('GET', '/api/chat/contacts', undefined, guardian.cookie);
      const keys = mine.body.data.contacts.map((c: { key: string }) => c.key);
      expect(keys).not.toContain(studentA.user.id);
      expect(keys).not.toContain(tutorB.user.id);
    });
  });
});
