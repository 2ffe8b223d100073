import { demoSlots, formTexts } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { readOutbox } from '../../mail/mailer.js';
import { formLimits } from './spam-guard.js';

/** A slot `days` from now at `hour` UTC. */
const slot = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour)).toISOString();
};
const unique = () => Math.random().toString(36).slice(2, 8);
const contact = (overrides: Record<string, unknown> = {}) => ({
  names: 'Ada Obi',
  email: `ada-${unique()}@example.test`,
  subject: 'Lessons for my son',
  message: 'Do you teach algebra on weekends?',
  ...overrides,
});
const booking = (time: string, overrides: Record<string, unknown> = {}) => ({
  names: 'Kemi Ade',
  email: `kemi-${unique()}@example.test`,
  studentName: 'Tobi Ade',
  ageBand: '8-10',
  time,
  ...overrides,
});

/** A tiny but real PDF. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(filename: string, content: Buffer, type: string) {
  const boundary = `----chalk${unique()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('public forms and their inboxes (ADR 0041)', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let master: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    master = (await t.signUp('MASTER')).cookie;
  });
  afterAll(() => t.close());

  it('stores a contact form for the contact inbox, and a handled status with who and when', async () => {
    const sent = await call('POST', '/api/website/contact-form', contact({ subject: 'Weekend algebra' }));
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(formTexts.contactSent);
    const inbox = await call('GET', '/api/admin/contact-forms?status=NEW', undefined, master);
    const item = inbox.body.data.items.find((i: { subject: string }) => i.subject === 'Weekend algebra');
    expect(item).toMatchObject({ status: 'NEW', names: 'Ada Obi', handledAt: null });
    const handled = await call('PATCH', `/api/admin/contact-forms/${item.key}`, { status: 'HANDLED' }, master);
    expect(handled.status).toBe(200);
    const after = await call('GET', '/api/admin/contact-forms?status=HANDLED', undefined, master);
    const again = after.body.data.items.find((i: { key: string }) => i.key === item.key);
    expect(again.status).toBe('HANDLED');
    expect(again.handledAt).not.toBeNull();
    const log = await call('GET', '/api/admin/logs?action=contactForms.access', undefined, master);
    expect(JSON.stringify(log.body.data)).toContain('marked as handled');
  });

  it('answers a filled honeypot like a real submission but keeps nothing', async () => {
    const before = (await call('GET', '/api/admin/contact-forms', undefined, master)).body.data.total;
    const bot = await call('POST', '/api/website/contact-form', contact({ subject: 'Cheap pills', website: 'x.test' }));
    expect(bot.status).toBe(201);
    const after = (await call('GET', '/api/admin/contact-forms', undefined, master)).body.data.total;
    expect(after).toBe(before);
  });

  it('limits submissions per email address and per sender address', async () => {
    const email = `again-${unique()}@example.test`;
    for (let i = 0; i < formLimits.perEmail.points; i += 1)
      expect((await call('POST', '/api/website/contact-form', contact({ email }))).status).toBe(201);
    const over = await call('POST', '/api/website/contact-form', contact({ email }));
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(formTexts.tooMany);

    // Another form has its own limits; the same sender address runs out after `perIp` newsletter sign-ups.
    let status = 0;
    for (let i = 0; i <= formLimits.perIp.points; i += 1)
      status = (await call('POST', '/api/website/newsletter', { email: `n${i}-${unique()}@example.test` })).status;
    expect(status).toBe(429);
  });

  it('books a free slot once: it then shows as taken, a second booking and past or odd times are refused', async () => {
    const time = slot(2, demoSlots.firstHourUtc + 1);
    const free = await call('GET', '/api/website/booked-dates');
    expect(free.status).toBe(200);
    expect(free.body.data.booked).not.toContain(time);
    expect(free.body.data.slots).toMatchObject({ capacity: demoSlots.capacity, minutes: 60 });

    const booked = await call('POST', '/api/website/book-a-demo', booking(time));
    expect(booked.status).toBe(201);
    expect((await call('GET', '/api/website/booked-dates')).body.data.booked).toContain(time);

    const twice = await call('POST', '/api/website/book-a-demo', booking(time));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(formTexts.slotTaken);

    const past = await call('POST', '/api/website/book-a-demo', booking(slot(-1, 10)));
    expect(past.status).toBe(400);
    expect(past.body.fields.time).toBe(formTexts.slotPast);
    const offHour = await call('POST', '/api/website/book-a-demo', booking(slot(3, 10).replace(':00:00', ':30:00')));
    expect(offHour.status).toBe(400);
    const night = await call('POST', '/api/website/book-a-demo', booking(slot(3, demoSlots.lastHourUtc + 1)));
    expect(night.body.fields.time).toBe(formTexts.slotOutside);
  });

  it('makes two simultaneous bookings of one slot into one booking', async () => {
    const time = slot(4, demoSlots.firstHourUtc);
    const results = await Promise.all([
      call('POST', '/api/website/book-a-demo', booking(time)),
      call('POST', '/api/website/book-a-demo', booking(time)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('creates the demo session the classroom knows and emails its link', async () => {
    const time = slot(5, demoSlots.firstHourUtc + 2);
    const email = `family-${unique()}@example.test`;
    expect((await call('POST', '/api/website/book-a-demo', booking(time, { email }))).status).toBe(201);
    const inbox = await call('GET', '/api/admin/book-a-demo-forms', undefined, master);
    const item = inbox.body.data.items.find((i: { email: string }) => i.email === email);
    expect(item.time).toBe(time);
    expect(item.link).toMatch(/^\/meet\/demo\?session=/);
    const session = item.link.split('session=')[1];
    const valid = await call('POST', '/api/meet/validate-demo-session', { session });
    expect(valid.status).toBe(200);

    await t.jobs.runDue();
    const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => JSON.stringify(m.to).includes(email));
    expect(mail?.text).toContain(`/meet/demo?session=${session}`);
  });

  it('takes a CV (documents only) and a career application that uses it, once', async () => {
    const image = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/website/upload',
      ...multipart('me.png', image, 'image/png'),
    });
    expect(refused.statusCode).toBe(415);

    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/website/upload',
      ...multipart('cv.pdf', pdf, 'application/pdf'),
    });
    expect(upload.statusCode).toBe(201);
    const key = upload.json().data.key as string;
    const application = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace-${unique()}@example.test`,
      position: 'Mathematics tutor',
      cv: key,
    };
    expect((await call('POST', '/api/website/career-application', application)).status).toBe(201);
    const reuse = await call('POST', '/api/website/career-application', { ...application, email: 'x@example.test' });
    expect(reuse.status).toBe(400);
    expect((await call('POST', '/api/website/career-application', { ...application, cv: 'nope' })).status).toBe(400);

    const inbox = await call('GET', '/api/admin/career-applications', undefined, master);
    const item = inbox.body.data.items.find((i: { email: string }) => i.email === application.email);
    expect(item.cv).toMatchObject({ key, name: 'cv.pdf' });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/website/download?file=${encodeURIComponent(key)}`,
      headers: { cookie: master },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Nobody else reads a CV: not anonymously, not through the general download.
    expect((await call('GET', `/api/download/file?file=${encodeURIComponent(key)}`)).status).toBe(404);
  });

  it('opens each inbox only to its own group', async () => {
    const contactOnly = (await t.signUp('MANAGER', { adminPermissions: ['contactForms.access'] })).cookie;
    expect((await call('GET', '/api/admin/contact-forms', undefined, contactOnly)).status).toBe(200);
    expect((await call('GET', '/api/admin/book-a-demo-forms', undefined, contactOnly)).status).toBe(403);
    expect((await call('GET', '/api/admin/career-applications', undefined, contactOnly)).status).toBe(403);
    expect((await call('GET', '/api/website/download?file=x', undefined, contactOnly)).status).toBe(403);
    const tutor = (await t.signUp('TUTOR')).cookie;
    expect((await call('GET', '/api/admin/contact-forms', undefined, tutor)).status).toBe(403);
  });
});
