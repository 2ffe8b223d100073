import { formTexts } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { readOutbox } from '../../mail/mailer.js';

type OutboxMail = Awaited<ReturnType<typeof readOutbox>>[number] & { headers?: Record<string, string> };
const unique = () => Math.random().toString(36).slice(2, 8);

describe('newsletter and mailings (ADR 0041)', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  let master: string;
  const mailsTo = async (email: string) =>
    ((await readOutbox(t.config.mail.outboxDir)) as OutboxMail[]).filter((m) => JSON.stringify(m.to).includes(email));
  const tokenIn = (text: string, page: string) => decodeURIComponent(text.split(`${page}?token=`)[1]!.split(/\s/)[0]!);
  const subscriberOf = async (email: string) =>
    (await call('GET', `/api/admin/mailing/newsletter?search=${encodeURIComponent(email)}`, undefined, master)).body
      .data.items[0];

  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
    master = (await t.signUp('MASTER')).cookie;
  });
  afterAll(() => t.close());

  /** Signs up and confirms through the emailed link; answers the address. */
  async function confirmedSubscriber() {
    const email = `reader-${unique()}@example.test`;
    expect((await call('POST', '/api/website/newsletter', { email, names: 'Reader' })).status).toBe(202);
    await t.jobs.runDue();
    const [mail] = await mailsTo(email);
    const confirmed = await call('POST', '/api/website/newsletter/confirm', {
      token: tokenIn(mail!.text, '/newsletter/confirm'),
    });
    expect(confirmed.body.message).toBe(formTexts.newsletterConfirmed);
    return email;
  }

  it('keeps a new address pending until the emailed link confirms it (double opt-in)', async () => {
    const email = `pending-${unique()}@example.test`;
    const signed = await call('POST', '/api/website/newsletter', { email });
    expect(signed.body.message).toBe(formTexts.newsletterPending);
    expect((await subscriberOf(email)).status).toBe('PENDING');
    await t.jobs.runDue();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain('confirm');
    expect((await call('POST', '/api/website/newsletter/confirm', { token: 'made-up' })).status).toBe(400);
    await call('POST', '/api/website/newsletter/confirm', { token: tokenIn(mail!.text, '/newsletter/confirm') });
    const row = await subscriberOf(email);
    expect(row.status).toBe('SUBSCRIBED');
    expect(row.confirmedAt).not.toBeNull();
  });

  it('sends a mailing to confirmed subscribers only, with the unsubscribe link and RFC 8058 headers', async () => {
    const reader = await confirmedSubscriber();
    const unconfirmed = `never-${unique()}@example.test`;
    await call('POST', '/api/website/newsletter', { email: unconfirmed });
    const sent = await call(
      'POST',
      '/api/admin/mailing',
      { subject: 'Term news', content: '<p>Hello <script>alert(1)</script>families</p>', newsletter: true },
      master,
    );
    expect(sent.status).toBe(201);
    const key = sent.body.data.mailing.key;
    await t.jobs.runDue();

    const detail = await call('GET', `/api/admin/mailing/${key}`, undefined, master);
    expect(detail.body.data.mailing.content).not.toContain('script');
    const states = Object.fromEntries(
      detail.body.data.recipients.map((r: { email: string; state: string }) => [r.email, r.state]),
    );
    expect(states[reader]).toBe('SENT');
    expect(states[unconfirmed]).toBeUndefined();

    const mail = (await mailsTo(reader)).find((m) => m.subject === 'Term news')!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = mail.headers!['List-Unsubscribe']!.slice(1, -1);
    expect(mail.html).toContain('/newsletter/unsubscribe?token=');

    // The mail client's one-click POST: a form body, no cookie.
    const url = new URL(oneClick);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriberOf(reader)).status).toBe('UNSUBSCRIBED');

    const next = await call(
      'POST',
      '/api/admin/mailing',
      { subject: 'More news', content: '<p>Again</p>', newsletter: true },
      master,
    );
    await t.jobs.runDue();
    const after = await call('GET', `/api/admin/mailing/${next.body.data.mailing.key}`, undefined, master);
    expect(after.body.data.recipients.map((r: { email: string }) => r.email)).not.toContain(reader);
  });

  it('mails roles with a signed opt-out that the next mailing respects', async () => {
    const tutor = await t.signUp('TUTOR', { email: `tutor-${unique()}@example.test` });
    const sent = await call(
      'POST',
      '/api/admin/mailing',
      { subject: 'Staff day', content: '<p>Hi</p>', roles: ['TUTOR'] },
      master,
    );
    expect(sent.status).toBe(201);
    await t.jobs.runDue();
    const mail = (await mailsTo(tutor.user.email)).find((m) => m.subject === 'Staff day')!;
    const token = tokenIn(mail.text, '/newsletter/unsubscribe');
    expect((await call('POST', `/api/website/newsletter/unsubscribe?token=${token}x`)).status).toBe(400);
    expect((await call('POST', `/api/website/newsletter/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(
      200,
    );
    const again = await call(
      'POST',
      '/api/admin/mailing',
      { subject: 'Staff day 2', content: '<p>Hi</p>', roles: ['TUTOR'] },
      master,
    );
    const detail = await call('GET', `/api/admin/mailing/${again.body.data.mailing.key}`, undefined, master);
    const mine = detail.body.data.recipients.find((r: { email: string }) => r.email === tutor.user.email);
    expect(mine.state).toBe('SKIPPED');
  });

  it('refuses a mailing without recipients, and everything to admins outside the email-settings group', async () => {
    const none = await call('POST', '/api/admin/mailing', { subject: 'x', content: '<p>x</p>' }, master);
    expect(none.status).toBe(400);
    const manager = (await t.signUp('MANAGER', { adminPermissions: ['contactForms.access'] })).cookie;
    expect((await call('GET', '/api/admin/mailing', undefined, manager)).status).toBe(403);
    expect((await call('GET', '/api/admin/mailing/newsletter', undefined, manager)).status).toBe(403);
    expect((await call('PUT', '/api/admin/mailing/settings', { replyTo: 'a@example.test' }, manager)).status).toBe(403);
    const saved = await call(
      'PUT',
      '/api/admin/mailing/settings',
      { replyTo: 'office@example.test', footer: 'Chalkline' },
      master,
    );
    expect(saved.body.data).toEqual({ replyTo: 'office@example.test', footer: 'Chalkline' });
  });
});
