/**
 * Data requests (issue 33, ADR 0085): a guardian asks for themselves or a linked child, once per person and kind;
 * the admins of Data rights are told, list the open requests and complete (export, erase) or decline them, each
 * logged; the guardian is told and downloads a completed export while it lasts. Every route is refused to the
 * roles that may not use it.
 */
import { randomUUID } from 'node:crypto';
import { dataRequestTexts, dataRightsTexts } from '@chalkline/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { activityLog, dataRequests, notifications, users } from '../../db/schema/index.js';

type Signed = Awaited<ReturnType<ReturnType<typeof useTestApp>['t']['signUp']>>;

describe('data requests (ADR 0085)', () => {
  const { t, call } = useTestApp();
  let master: Signed;
  let guardian: Signed;
  let otherGuardian: Signed;
  let child: Signed;
  let otherChild: Signed;
  let tutor: Signed;
  let plainManager: Signed;

  beforeAll(async () => {
    master = await t.signUp('MASTER');
    guardian = await t.signUp('GUARDIAN');
    otherGuardian = await t.signUp('GUARDIAN');
    child = await t.signUp('STUDENT');
    otherChild = await t.signUp('STUDENT');
    tutor = await t.signUp('TUTOR');
    plainManager = await t.signUp('MANAGER', { adminPermissions: ['students.access', 'students.edit'] });
    for (const [g, s] of [
      [guardian, child],
      [otherGuardian, otherChild],
    ] as const)
      expect(
        (
          await call(
            'POST',
            '/api/admin/guardian-links',
            { guardianKey: g.user.id, studentKey: s.user.id },
            master.cookie,
          )
        ).status,
      ).toBe(200);
  });

  const ask = (who: Signed, subjectKey: string, kind: 'EXPORT' | 'ERASURE', reason?: string) =>
    call('POST', '/api/accounts/data-requests', { subjectKey, kind, ...(reason ? { reason } : {}) }, who.cookie);
  const noticesOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt));
  const lastEntry = async (action: string) =>
    (
      await t.database.db.select().from(activityLog).where(eq(activityLog.action, action)).orderBy(desc(activityLog.at))
    )[0];

  it('lets a guardian ask for themselves or a linked child, once per person and kind, and tells the admins', async () => {
    const made = await ask(guardian, child.user.id, 'EXPORT', 'We are moving school');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      message: dataRequestTexts.requested,
      data: {
        request: { kind: 'EXPORT', status: 'PENDING', reason: 'We are moving school', subject: { key: child.user.id } },
      },
    });
    const again = await ask(guardian, child.user.id, 'EXPORT');
    expect(again).toMatchObject({ status: 409, body: { message: dataRequestTexts.alreadyOpen } });
    expect((await ask(guardian, guardian.user.id, 'EXPORT')).status).toBe(201);
    const [notice] = await noticesOf(master.user.id);
    expect(notice).toMatchObject({ title: 'Data request: export', link: '/admin/data-requests' });
    const mine = await call('GET', '/api/accounts/data-requests', undefined, guardian.cookie);
    expect(mine.body.data.requests).toHaveLength(2);
  });

  it('refuses another family’s child, someone unknown, and every role but a guardian', async () => {
    expect((await ask(guardian, otherChild.user.id, 'EXPORT')).body).toMatchObject({
      message: dataRequestTexts.notYours,
    });
    expect((await ask(guardian, randomUUID(), 'ERASURE')).status).toBe(403);
    for (const who of [child, tutor, master]) {
      expect((await ask(who, who.user.id, 'EXPORT')).status).toBe(403);
      expect((await call('GET', '/api/accounts/data-requests', undefined, who.cookie)).status).toBe(403);
    }
    expect((await call('GET', '/api/accounts/data-requests')).status).toBe(401);
  });

  it('answers 400 with field messages for bad input', async () => {
    const bad = await call('POST', '/api/accounts/data-requests', { subjectKey: 'x', kind: 'DELETE' }, guardian.cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['kind', 'subjectKey']);
    const decline = await call(
      'POST',
      `/api/admin/data-requests/${randomUUID()}/decline`,
      { reason: ' ' },
      master.cookie,
    );
    expect(decline).toMatchObject({ status: 400, body: { fields: { reason: dataRequestTexts.reasonRequired } } });
  });

  it('shows the open requests only to admins of Data rights', async () => {
    const list = await call('GET', '/api/admin/data-requests', undefined, master.cookie);
    expect(list.status).toBe(200);
    expect(list.body.data.items.every((r: { status: string }) => r.status === 'PENDING')).toBe(true);
    for (const who of [plainManager, guardian, tutor, child])
      expect((await call('GET', '/api/admin/data-requests', undefined, who.cookie)).status).toBe(403);
    const request = list.body.data.items[0].key;
    for (const who of [plainManager, guardian])
      for (const action of ['export', 'decline'])
        expect(
          (await call('POST', `/api/admin/data-requests/${request}/${action}`, { reason: 'no' }, who.cookie)).status,
        ).toBe(403);
  });

  it('completes an export: logged, the guardian told, the zip theirs to download for a week and no one else’s', async () => {
    const mine = await call('GET', '/api/accounts/data-requests', undefined, guardian.cookie);
    const request = mine.body.data.requests.find((r: { subject: { key: string } }) => r.subject.key === child.user.id);
    const done = await call('POST', `/api/admin/data-requests/${request.key}/export`, undefined, master.cookie);
    expect(done.status).toBe(200);
    expect(done.body.data.request).toMatchObject({ status: 'COMPLETED', exportUntil: expect.any(String) });
    expect(await lastEntry('dataRights.export')).toMatchObject({ actorId: master.user.id, targetId: child.user.id });
    const [notice] = await noticesOf(guardian.user.id);
    expect(notice).toMatchObject({ title: 'Your data export is ready', link: '/accounts/data-requests' });
    const url = `/api/accounts/data-requests/${request.key}/export`;
    const zip = await t.app.inject({ method: 'GET', url, headers: { cookie: guardian.cookie } });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(JSON.parse(Buffer.from(files['tables/users.json']!).toString())[0].id).toBe(child.user.id);
    expect((await call('GET', url, undefined, otherGuardian.cookie)).status).toBe(404);
    expect((await call('GET', url, undefined, child.cookie)).status).toBe(403);
    // Answered once; a week later it is gone.
    expect(
      (await call('POST', `/api/admin/data-requests/${request.key}/export`, undefined, master.cookie)).status,
    ).toBe(409);
    await t.database.db
      .update(dataRequests)
      .set({ exportExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRequests.id, request.key));
    expect((await call('GET', url, undefined, guardian.cookie)).body).toMatchObject({
      message: dataRequestTexts.exportGone,
    });
    await call('GET', '/api/accounts/data-requests', undefined, guardian.cookie);
    const [row] = await t.database.db.select().from(dataRequests).where(eq(dataRequests.id, request.key));
    expect(row!.exportKey).toBeNull();
  });

  it('declines with a reason: logged, the guardian told', async () => {
    const made = await ask(guardian, child.user.id, 'ERASURE');
    const key = made.body.data.request.key;
    const declined = await call(
      'POST',
      `/api/admin/data-requests/${key}/decline`,
      { reason: 'Invoices are kept by law' },
      master.cookie,
    );
    expect(declined.body.data.request).toMatchObject({ status: 'DECLINED', declineReason: 'Invoices are kept by law' });
    expect((await lastEntry('dataRights.access'))?.wording).toContain('declined the erasure request for');
    const [notice] = await noticesOf(guardian.user.id);
    expect(notice?.body).toContain('was declined: Invoices are kept by law');
    expect(
      (await call('POST', `/api/admin/data-requests/${key}/decline`, { reason: 'again' }, master.cookie)).status,
    ).toBe(409);
  });

  it('completes an erasure of a child once the email is typed, keeps the guardian’s record, tells them', async () => {
    const key = (await ask(guardian, child.user.id, 'ERASURE')).body.data.request.key;
    const path = `/api/admin/data-requests/${key}/erase`;
    expect((await call('POST', `/api/admin/data-requests/${key}/export`, undefined, master.cookie)).status).toBe(409);
    const wrong = await call('POST', path, { confirm: 'someone@else.test' }, master.cookie);
    expect(wrong).toMatchObject({ status: 400, body: { fields: { confirm: dataRightsTexts.confirmMismatch } } });
    const done = await call('POST', path, { confirm: child.user.email }, master.cookie);
    expect(done.status).toBe(200);
    expect(done.body.data.request).toMatchObject({ status: 'COMPLETED', subject: { firstName: 'Erased' } });
    const [tombstone] = await t.database.db.select().from(users).where(eq(users.id, child.user.id));
    expect(tombstone!.deletedAt).not.toBeNull();
    expect(await lastEntry('dataRights.erase')).toMatchObject({
      targetId: child.user.id,
      targetLabel: dataRightsTexts.erasedName,
    });
    const [notice] = await noticesOf(guardian.user.id);
    expect(notice?.title).toBe('Erasure done');
    const rows = await t.database.db
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.subjectId, child.user.id), eq(dataRequests.requesterId, guardian.user.id)));
    expect(rows.every((r) => r.reason === null && r.declineReason === null)).toBe(true);
  });
});
