/** Billing over HTTP with the manual provider (the default): plans, subscribing, coupons, grace, shared billing. */
import { ordinaryPermissions } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, buildProgram } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { couponRedemptions } from '../../db/schema/index.js';
import { newMeetingId } from '../../db/seed.js';
import { readOutbox } from '../../mail/mailer.js';

describe('billing routes (manual provider)', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let master: { cookie: string };
  beforeAll(async () => {
    ({ t, w, call } = s);
    master = await t.signUp('MASTER');
  });

  const coupon = (overrides: Record<string, unknown> = {}) => ({
    code: `SAVE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    kind: 'PERCENT',
    value: 20,
    ...overrides,
  });

  it('lets program editors manage plans and only holders of "delete plan" delete them', async () => {
    const url = `/api/programs/${w.program.id}/plans`;
    const plan = { title: 'Monthly', period: 'monthly', priceCents: 4999 };
    expect((await call('POST', url, plan, w.tutorA.cookie)).status).toBe(403);
    const made = await call('POST', url, plan, w.admin.cookie);
    expect(made.status).toBe(201);
    expect(made.body.data.plan).toMatchObject({ kind: 'STANDARD', period: 'monthly', priceCents: 4999 });
    const bad = await call('POST', url, { title: '', period: 'fortnightly', priceCents: -1 }, w.admin.cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['title', 'period', 'priceCents']));
    const key = made.body.data.plan.key;
    const edited = await call('PUT', `${url}/${key}`, { ...plan, priceCents: 3999, kind: 'CUSTOM' }, w.admin.cookie);
    expect(edited.body.data.plan).toMatchObject({ priceCents: 3999, kind: 'CUSTOM' });
    expect((await call('GET', url)).body.data.plans).toHaveLength(1);

    const noDelete = await t.signUp('MANAGER', {
      adminPermissions: ordinaryPermissions.filter((p) => p !== 'programs.deletePlan'),
    });
    expect((await call('DELETE', `${url}/${key}`, undefined, noDelete.cookie)).status).toBe(403);
    expect((await call('DELETE', `${url}/${key}`, undefined, w.admin.cookie)).status).toBe(200);
    expect((await call('GET', url)).body.data.plans).toHaveLength(0);
  });

  it('subscribes with a 20% coupon, waits for the school, and opens the classroom when the invoice is marked paid', async () => {
    const program = await buildProgram(t.database.db);
    const plan = await buildPlan(t.database.db, program.id, { priceCents: 5000 });
    const student = await t.signUp('STUDENT', { meetingId: newMeetingId() });
    const { code } = (await call('POST', '/api/admin/coupons', coupon(), master.cookie)).body.data.coupon;

    const preview = await call('POST', '/api/payments/coupons/verify', { code, planKey: plan.id }, student.cookie);
    expect(preview.body.data).toMatchObject({ amountCents: 5000, discountCents: 1000, totalCents: 4000 });

    const subscribed = await call(
      'POST',
      '/api/students/subscriptions',
      { planKey: plan.id, couponCode: code },
      student.cookie,
    );
    expect(subscribed.status).toBe(201);
    expect(subscribed.body.data.checkout).toEqual({ kind: 'invoice' });
    const invoice = subscribed.body.data.invoice;
    expect(invoice).toMatchObject({ status: 'OPEN', provider: 'manual', totalCents: 4000, couponCode: code });

    const launch = () =>
      t.modules.classroom.services.classrooms.admissionFor(student.user.id, 'program', { programId: program.id });
    expect((await launch()).admission.decision).toBe('refused');

    expect(
      (await call('POST', `/api/admin/subscriptions/invoices/${invoice.key}/paid`, {}, w.admin.cookie)).status,
    ).toBe(403);
    const paid = await call('POST', `/api/admin/subscriptions/invoices/${invoice.key}/paid`, {}, master.cookie);
    expect(paid.body.data.invoice.status).toBe('PAID');
    expect(
      (await call('POST', `/api/admin/subscriptions/invoices/${invoice.key}/paid`, {}, master.cookie)).status,
    ).toBe(400);
    expect((await launch()).admission.decision).not.toBe('refused');
    // A receipt goes to the payer, once, whatever was marked twice.
    const receipts = (await readOutbox(t.config.mail.outboxDir)).filter(
      (m) => JSON.stringify(m.to).includes(student.user.email) && m.subject.startsWith('Receipt:'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('We received $40.00');

    const mine = (await call('GET', '/api/students/subscriptions', undefined, student.cookie)).body.data;
    expect(mine.subscriptions[0]).toMatchObject({ status: 'ACTIVE', hasAccess: true, program: { key: program.id } });
    expect(mine.invoices).toHaveLength(0);
    const list = await call(
      'GET',
      `/api/admin/subscriptions?status=ACTIVE&program=${program.id}`,
      undefined,
      master.cookie,
    );
    expect(list.body.data.items.map((x: { student: { key: string } }) => x.student.key)).toEqual([student.user.id]);
    expect((await call('GET', '/api/admin/subscriptions', undefined, w.admin.cookie)).status).toBe(403);

    // Pausing closes the classroom; enabling opens it again.
    const key = mine.subscriptions[0].key;
    const paused = await call(
      'POST',
      '/api/payments/subscriptions/manage',
      { subscriptionKey: key, action: 'pause' },
      student.cookie,
    );
    expect(paused.body.data.subscription).toMatchObject({ status: 'PAUSED', hasAccess: false });
    expect((await launch()).admission.decision).toBe('refused');
    const other = await t.signUp('STUDENT');
    expect(
      (await call('POST', '/api/payments/subscriptions/enable', { subscriptionKey: key }, other.cookie)).status,
    ).toBe(403);
    const enabled = await call('POST', '/api/payments/subscriptions/enable', { subscriptionKey: key }, student.cookie);
    expect(enabled.body.data.subscription.status).toBe('ACTIVE');
    expect(
      (await call('POST', '/api/payments/subscriptions/enable', { subscriptionKey: key }, student.cookie)).status,
    ).toBe(409);
  });

  it('applies a coupon exactly once when the same request arrives twice at the same time', async () => {
    const program = await buildProgram(t.database.db);
    const plan = await buildPlan(t.database.db, program.id, { priceCents: 10000 });
    const student = await t.signUp('STUDENT');
    const { code } = (await call('POST', '/api/admin/coupons', coupon({ kind: 'AMOUNT', value: 1500 }), master.cookie))
      .body.data.coupon;
    const invoice = (await call('POST', '/api/students/subscriptions', { planKey: plan.id }, student.cookie)).body.data
      .invoice;
    const apply = () =>
      call('POST', '/api/payments/subscriptions/coupons/apply', { code, invoiceKey: invoice.key }, student.cookie);
    const [a, b] = await Promise.all([apply(), apply()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.invoice).toMatchObject({ discountCents: 1500, totalCents: 8500 });
    expect(b.body.data.invoice).toMatchObject({ discountCents: 1500, totalCents: 8500 });
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.invoiceId, invoice.key));
    expect(redemptions).toHaveLength(1);
  });

  it('holds total and per-person limits under concurrent redemptions, and refuses expired, disabled and other programs', async () => {
    const program = await buildProgram(t.database.db);
    const plan = await buildPlan(t.database.db, program.id);
    const made = (await call('POST', '/api/admin/coupons', coupon({ maxUses: 1 }), master.cookie)).body.data.coupon;
    const students = [await t.signUp('STUDENT'), await t.signUp('STUDENT')];
    const invoices = await Promise.all(
      students.map(
        async (st) =>
          (await call('POST', '/api/students/subscriptions', { planKey: plan.id }, st.cookie)).body.data.invoice.key,
      ),
    );
    const results = await Promise.all(
      students.map((st, i) =>
        call(
          'POST',
          '/api/payments/subscriptions/coupons/apply',
          { code: made.code, invoiceKey: invoices[i] },
          st.cookie,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body.fields.code).toBe('This coupon has been used up');

    const check = async (overrides: Record<string, unknown>, message: string) => {
      const c = (await call('POST', '/api/admin/coupons', coupon(overrides), master.cookie)).body.data.coupon;
      const res = await call(
        'POST',
        '/api/payments/coupons/verify',
        { code: c.code, planKey: plan.id },
        students[0]!.cookie,
      );
      expect(res.body.fields?.code).toBe(message);
      return c;
    };
    await check({ expiresAt: new Date(Date.now() - 1000).toISOString() }, 'This coupon has expired');
    await check({ enabled: false }, 'This coupon is not active');
    await check({ programKeys: [w.program.id] }, 'This coupon does not apply to this program');
  });

  it('lets coupon holders create, edit, disable and delete coupons; a manager without the group gets 403', async () => {
    expect((await call('GET', '/api/admin/coupons', undefined, w.admin.cookie)).status).toBe(403);
    expect((await call('POST', '/api/admin/coupons', coupon(), w.admin.cookie)).status).toBe(403);
    const bad = await call('POST', '/api/admin/coupons', { code: 'x', kind: 'PERCENT', value: 150 }, master.cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['code', 'value']));
    const c = (await call('POST', '/api/admin/coupons', coupon(), master.cookie)).body.data.coupon;
    expect((await call('POST', '/api/admin/coupons', { ...coupon(), code: c.code }, master.cookie)).status).toBe(409);
    const edited = await call('PUT', `/api/admin/coupons/${c.key}`, coupon({ code: c.code, value: 35 }), master.cookie);
    expect(edited.body.data.coupon.value).toBe(35);
    const off = await call('PATCH', `/api/admin/coupons/${c.key}/enabled`, { enabled: false }, master.cookie);
    expect(off.body.data.coupon.enabled).toBe(false);
    const listed = await call('GET', `/api/admin/coupons?search=${c.code}`, undefined, master.cookie);
    expect(listed.body.data.items).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/coupons/${c.key}`, undefined, master.cookie)).status).toBe(200);
    expect(
      (await call('GET', `/api/admin/coupons?search=${c.code}`, undefined, master.cookie)).body.data.items,
    ).toHaveLength(0);
  });

  it('grants grace with a reason and pools siblings on a shared card; secrets never come back', async () => {
    const program = await buildProgram(t.database.db);
    const plan = await buildPlan(t.database.db, program.id);
    const siblings = [await t.signUp('STUDENT'), await t.signUp('STUDENT')];
    const keys: string[] = [];
    for (const sib of siblings) {
      const inv = (await call('POST', '/api/students/subscriptions', { planKey: plan.id }, sib.cookie)).body.data
        .invoice;
      await call('POST', `/api/admin/subscriptions/invoices/${inv.key}/paid`, {}, master.cookie);
      keys.push(
        (await call('GET', '/api/students/subscriptions', undefined, sib.cookie)).body.data.subscriptions[0].key,
      );
    }
    expect(
      (
        await call(
          'POST',
          '/api/payments/grace-billing',
          { subscriptionKey: keys[0], days: 7, reason: 'x' },
          w.admin.cookie,
        )
      ).status,
    ).toBe(403);
    const granted = await call(
      'POST',
      '/api/payments/grace-billing',
      { subscriptionKey: keys[0], days: 7, reason: 'Family waiting for a transfer' },
      master.cookie,
    );
    expect(granted.status).toBe(201);
    const grant = granted.body.data.grant;
    expect(grant.reason).toBe('Family waiting for a transfer');
    expect(new Date(grant.until).getTime()).toBeGreaterThan(new Date(grant.subscription.currentPeriodEnd).getTime());
    expect((await call('GET', '/api/payments/grace-billing', undefined, master.cookie)).body.data.grants[0].key).toBe(
      grant.key,
    );

    const card = await call(
      'POST',
      '/api/payments/shared-billing',
      { label: 'The Ade family card', sourceSubscriptionKey: keys[0], subscriptionKeys: [keys[1]] },
      master.cookie,
    );
    expect(card.status).toBe(201);
    expect(card.body.data.card.subscriptions.map((x: { key: string }) => x.key).sort()).toEqual([...keys].sort());
    expect(card.body.data.card.payer.key).toBe(siblings[0]!.user.id);
    expect((await call('GET', '/api/payments/shared-billing', undefined, w.admin.cookie)).status).toBe(403);

    const saved = await call(
      'PUT',
      '/api/admin/billing/settings',
      { provider: 'manual', stripeSecretKey: 'sk_test_secret1234', stripeWebhookSecret: 'whsec_abc' },
      master.cookie,
    );
    expect(saved.body.data.settings).toEqual({
      provider: 'manual',
      stripePublishableKey: null,
      stripeApiKeySet: true,
      stripeApiKeyHint: '…1234',
      stripeWebhookKeySet: true,
    });
    expect(JSON.stringify(saved.body)).not.toContain('sk_test_secret1234');
    expect(JSON.stringify(saved.body)).not.toContain('whsec_abc');
  });

  it('answers 400 to a webhook without a valid signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      payload: '{"id":"evt_1"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=nope' },
    });
    expect(res.statusCode).toBe(400);
  });
});
