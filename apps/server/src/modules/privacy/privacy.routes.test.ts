/**
 * Data rights over HTTP (issue 33, ADR 0072): the export holds every table that names the person, their files and
 * their recordings' list; erasure leaves none of their personal values in any table (the whole database is read
 * back), keeps the billing ledger and invoices with the anonymised party, ends their sign-in, is logged, and is
 * refused for oneself, for a wrong confirmation and for bad input.
 */
import { randomUUID } from 'node:crypto';
import { dataRightsTexts } from '@chalkline/contracts';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildPlan, buildProgram } from '../../../test/builders.js';
import { useTestApp } from '../../../test/harness.js';
import {
  activityLog,
  billingInvoices,
  billingLedger,
  chatMessages,
  contactForms,
  files,
  newsletterSubscribers,
  recordings,
  studentProfiles,
  users,
} from '../../db/schema/index.js';
import { createLocalFileStore } from '../../storage/local-file-store.js';
import { personalData } from './personal-data.js';

const unique = () => randomUUID().slice(0, 8);

describe('data rights (ADR 0072)', () => {
  const { t, call } = useTestApp();

  /** A student with rows across the schema: profile, file, message, recording of their room, invoice, ledger. */
  async function person() {
    const mark = unique();
    const values = {
      email: `erin.${mark}@example.test`,
      firstName: `Erinvale${mark}`,
      lastName: `Quorndon${mark}`,
      phone: `+44 7700 ${mark.slice(0, 6)}`,
      meetingId: `room-${mark}`,
    };
    const student = await t.signUp('STUDENT', values);
    const db = t.database.db;
    const id = student.user.id;
    await db.insert(studentProfiles).values({ userId: id, guardianEmail: `guardian.${mark}@example.test` });
    const key = `uploads/${mark}.txt`;
    await createLocalFileStore(t.config.files.dir).put(key, Buffer.from(`notes of ${mark}`));
    await db.insert(files).values({
      key,
      ownerId: id,
      folder: 'uploads',
      originalName: `diary-${mark}.txt`,
      mime: 'text/plain',
      size: 20,
      access: 'user',
    });
    await db.insert(chatMessages).values({
      key: randomUUID(),
      room: `contact:${id}`,
      kind: 'CONTACT',
      fromUserId: id,
      sender: {
        key: id,
        firstName: values.firstName,
        lastName: values.lastName,
        otherNames: null,
        avatar: null,
        gender: null,
      },
      content: `hello from ${values.firstName}`,
    });
    await db.insert(recordings).values({ roomKey: values.meetingId, startedBy: id, startedByName: values.firstName });
    const program = await buildProgram(db);
    const plan = await buildPlan(db, program.id);
    const [invoice] = await db
      .insert(billingInvoices)
      .values({ studentId: id, payerId: id, planId: plan.id, reason: 'FIRST', provider: 'manual', amountCents: 5000 })
      .returning();
    await db.insert(billingLedger).values({
      kind: 'PAYMENT',
      amountCents: 5000,
      studentId: id,
      payerId: id,
      invoiceId: invoice!.id,
      provider: 'manual',
    });
    // Sent from the public site with the same address, in another case, before or without signing in.
    await db.insert(contactForms).values({
      names: values.firstName,
      email: values.email.toUpperCase(),
      phone: values.phone,
      subject: 'Hello',
      message: `a message from ${mark}`,
    });
    await db.insert(newsletterSubscribers).values({ email: values.email, names: values.lastName, token: `t-${mark}` });
    return { ...student, values, mark, invoiceId: invoice!.id };
  }

  /** Every table of the database as JSON text, but the append-only activity log. */
  async function everything() {
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const rows = (await rowsOf(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as { table_name: string }[];
    const texts: Record<string, string> = {};
    for (const { table_name } of rows) {
      if (table_name === 'activity_log' || table_name.startsWith('__')) continue;
      texts[table_name] = JSON.stringify(await rowsOf(sql`select * from ${sql.identifier(table_name)}`));
    }
    return texts;
  }

  it('exports a zip with one file per table that names the person, their files and recordings, and logs it', async () => {
    const master = await t.signUp('MASTER');
    const erin = await person();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/people/${erin.user.id}/export`,
      headers: { cookie: master.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const tables = Object.keys(zip).filter((p) => p.startsWith('tables/'));
    expect(tables.sort()).toEqual(
      Object.keys(personalData)
        .map((name) => `tables/${name}.json`)
        .sort(),
    );
    const read = (p: string) => JSON.parse(Buffer.from(zip[p]!).toString('utf8'));
    expect(read('tables/users.json')[0]).toMatchObject({ email: erin.values.email });
    expect(read('tables/users.json')[0]).not.toHaveProperty('passwordHash');
    expect(read('tables/student_profiles.json')).toHaveLength(1);
    expect(read('tables/chat_messages.json')).toHaveLength(1);
    expect(read('tables/contact_forms.json')).toHaveLength(1);
    expect(read('tables/newsletter_subscribers.json')[0]).not.toHaveProperty('token');
    expect(read('tables/billing_ledger.json')).toHaveLength(1);
    expect(read('recordings.json')).toHaveLength(1);
    const file = Object.keys(zip).find((p) => p.startsWith('files/'))!;
    expect(Buffer.from(zip[file]!).toString()).toBe(`notes of ${erin.mark}`);
    const [entry] = await t.database.db.select().from(activityLog).where(eq(activityLog.targetId, erin.user.id));
    expect(entry).toMatchObject({ action: 'dataRights.export', actorId: master.user.id });
  });

  it('erases every personal value of the person, keeps the ledger and invoices, ends their sign-in, logs it', async () => {
    const master = await t.signUp('MASTER');
    const erin = await person();
    const bystander = await person();
    const id = erin.user.id;
    const wrong = await call('POST', `/api/admin/people/${id}/erase`, { confirm: 'someone@else.test' }, master.cookie);
    expect(wrong).toMatchObject({ status: 400, body: { fields: { confirm: dataRightsTexts.confirmMismatch } } });

    const res = await call(
      'POST',
      `/api/admin/people/${id}/erase`,
      { confirm: erin.values.email.toUpperCase() },
      master.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.erasure).toMatchObject({ key: id, files: 1 });

    const after = await everything();
    for (const value of [erin.values.email, erin.values.firstName, erin.values.lastName, erin.values.phone, erin.mark])
      for (const [table, text] of Object.entries(after))
        expect(text.includes(value), `${table} holds ${value}`).toBe(false);
    // The bystander is untouched.
    expect(after.users).toContain(bystander.values.email);
    const [tombstone] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(tombstone).toMatchObject({ firstName: 'Erased', suspended: true, passwordHash: null });
    expect(tombstone!.deletedAt).not.toBeNull();
    const ledger = await t.database.db.select().from(billingLedger).where(eq(billingLedger.studentId, id));
    expect(ledger).toHaveLength(1);
    const invoices = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.id, erin.invoiceId));
    expect(invoices).toHaveLength(1);
    expect(await createLocalFileStore(t.config.files.dir).get(`uploads/${erin.mark}.txt`)).toBeNull();
    // Their session is over.
    expect((await call('GET', '/api/auth/session', undefined, erin.cookie)).status).toBe(401);
    const [entry] = await t.database.db.select().from(activityLog).where(eq(activityLog.action, 'dataRights.erase'));
    expect(entry).toMatchObject({ targetId: id, targetLabel: dataRightsTexts.erasedName, actorId: master.user.id });
    // Once is enough.
    const again = await call('POST', `/api/admin/people/${id}/erase`, { confirm: tombstone!.email }, master.cookie);
    expect(again.status).toBe(409);
  });

  it('refuses erasing oneself, the last master, and an admin by a manager', async () => {
    const master = await t.signUp('MASTER');
    const self = await call(
      'POST',
      `/api/admin/people/${master.user.id}/erase`,
      { confirm: master.user.email },
      master.cookie,
    );
    expect(self).toMatchObject({ status: 403, body: { message: dataRightsTexts.notSelf } });
    const manager = await t.signUp('MANAGER', { adminPermissions: ['dataRights.access', 'dataRights.erase'] });
    const byManager = await call(
      'POST',
      `/api/admin/people/${master.user.id}/erase`,
      { confirm: master.user.email },
      manager.cookie,
    );
    expect(byManager.status).toBe(403);
  });

  it('answers 400 for bad input and 404 for nobody', async () => {
    const master = await t.signUp('MASTER');
    expect(
      (await call('POST', '/api/admin/people/not-a-uuid/erase', { confirm: 'a@b.cd' }, master.cookie)).status,
    ).toBe(400);
    const empty = await call('POST', `/api/admin/people/${master.user.id}/erase`, { confirm: '' }, master.cookie);
    expect(empty).toMatchObject({ status: 400, body: { fields: { confirm: dataRightsTexts.confirmRequired } } });
    const nobody = await call('POST', `/api/admin/people/${randomUUID()}/erase`, { confirm: 'a@b.cd' }, master.cookie);
    expect(nobody.status).toBe(404);
    const exportNobody = await call('POST', `/api/admin/people/${randomUUID()}/export`, undefined, master.cookie);
    expect(exportNobody.status).toBe(404);
  });
});
