/**
 * The Stripe adapter end to end without the network (issue 20): the official client talks to a fake Stripe on
 * loopback, and webhook events are signed with the package's own `generateTestHeaderString`. Time is a clock the
 * test moves; renewals and grace ends run through the job queue.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlan, buildProgram } from '../../../test/builders.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { billingLedger, enrolments, subscriptions } from '../../db/schema/index.js';
import { newMeetingId } from '../../db/seed.js';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue.js';
import type { Viewer } from '../accounts/viewer.js';
import { createTeachingRepository } from '../teaching/teaching.repository.js';
import { type BillingModule, createBillingModule } from './billing.module.js';

const webhookSecret = 'whsec_test_chalkline';
const day = 24 * 60 * 60 * 1000;

/** A fake of the few Stripe endpoints the adapter calls; `decline` makes off-session charges fail. */
function fakeStripe() {
  const state = { decline: false, intents: 0, requests: [] as string[] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      state.requests.push(`${req.method} ${req.url}`);
      const params = new URLSearchParams(body);
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${params.get('client_reference_id')}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      if (req.method === 'GET' && req.url?.startsWith('/v1/payment_methods'))
        return send(200, { object: 'list', data: [{ id: 'pm_saved', object: 'payment_method' }], has_more: false });
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        state.intents += 1;
        const id = `pi_renewal_${state.intents}`;
        if (state.decline)
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
              payment_intent: { id, status: 'requires_payment_method' },
            },
          });
        return send(200, {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          customer: params.get('customer'),
          payment_method: params.get('payment_method'),
          metadata: { invoiceId: params.get('metadata[invoiceId]') },
        });
      }
      send(404, { error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${req.url}` } });
    });
  });
  return { server, state };
}

/** A webhook delivery as Stripe signs it. */
function signed(event: { id: string; type: string; created?: number; data: { object: unknown } }) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, ...event });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  return { payload, header };
}

describe('Stripe payments (issue 20)', () => {
  let t: TestApp;
  let billing: BillingModule;
  let jobs: JobQueue;
  let fake: ReturnType<typeof fakeStripe>;
  let clock = new Date();
  const now = () => clock;
  let student: Viewer;
  let programId: string;
  let planId: string;

  const subscription = async () =>
    (
      await t.database.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.studentId, student.id), eq(subscriptions.programId, programId)))
    )[0];
  const canEnter = async () => (await billing.access.withPaidAccess(student.id, [programId])).includes(programId);
  const deliver = (event: Parameters<typeof signed>[0]) => {
    const { payload, header } = signed(event);
    return billing.payments.handleWebhook('stripe', payload, header);
  };

  beforeAll(async () => {
    fake = fakeStripe();
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    const { port } = fake.server.address() as AddressInfo;
    t = await createTestApp();
    const db = t.database.db;
    jobs = createJobQueue({ db, log: pino({ level: 'silent' }), now, pollMs: 0 });
    billing = createBillingModule({
      db,
      jobs,
      mailer: t.mailer,
      settings: t.modules.school.service,
      teaching: createTeachingRepository(db),
      now,
      stripe: { host: '127.0.0.1', port, protocol: 'http' },
    });
    await billing.repo.writeSettings(
      { provider: 'stripe', stripeSecretKey: 'sk_test_fake', stripeWebhookSecret: webhookSecret },
      null,
    );
    const program = await buildProgram(db);
    programId = program.id;
    planId = (await buildPlan(db, program.id, { period: 'monthly', priceCents: 4000 })).id;
    const signedUp = await t.signUp('STUDENT', { meetingId: newMeetingId() });
    const u = signedUp.user;
    student = {
      id: u.id,
      role: 'STUDENT',
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      sessionId: 's',
    };
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => fake.server.close(r));
  });

  let invoiceId: string;

  it('opens a hosted Checkout for the first payment; the classroom stays closed until it is paid', async () => {
    const { invoice, checkout } = await billing.payments.subscribe(student, { planKey: planId }, 'http://school.test');
    invoiceId = invoice.key;
    expect(checkout).toEqual({ kind: 'redirect', href: `https://checkout.stripe.com/c/pay/cs_test_${invoice.key}` });
    expect(invoice).toMatchObject({ status: 'OPEN', provider: 'stripe', totalCents: 4000 });
    expect(await subscription()).toBeUndefined();
    expect(await canEnter()).toBe(false);
  });

  it('refuses a webhook whose signature does not verify', async () => {
    const { payload } = signed({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } });
    await expect(billing.payments.handleWebhook('stripe', payload, 't=1,v1=forged')).rejects.toMatchObject({
      status: 400,
    });
    const { header } = signed({ id: 'evt_other', type: 'checkout.session.completed', data: { object: {} } });
    await expect(billing.payments.handleWebhook('stripe', payload, header)).rejects.toMatchObject({ status: 400 });
  });

  it('activates the subscription and the enrolment on a completed checkout, once for the same event twice', async () => {
    const completed = {
      id: 'evt_checkout_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: `cs_test_${invoiceId}`,
          object: 'checkout.session',
          payment_status: 'paid',
          customer: 'cus_family',
          payment_intent: 'pi_first',
          client_reference_id: invoiceId,
          metadata: { invoiceId },
        },
      },
    };
    expect(await deliver(completed)).toEqual({ processed: true });
    expect(await deliver(completed)).toEqual({ processed: false });
    const sub = await subscription();
    expect(sub).toMatchObject({ status: 'ACTIVE', customerRef: 'cus_family', provider: 'stripe' });
    const [enrolment] = await t.database.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.studentId, student.id), eq(enrolments.programId, programId)));
    expect(enrolment?.active).toBe(true);
    const ledger = await billing.repo.ledgerFor(invoiceId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      kind: 'PAYMENT',
      amountCents: 4000,
      provider: 'stripe',
      providerRef: 'pi_first',
    });
    expect(await canEnter()).toBe(true);
  });

  it('lets the real classroom admit the paying student (access read through billing)', async () => {
    const { admission } = await t.modules.classroom.services.classrooms.admissionFor(student.id, 'program', {
      programId,
    });
    expect(admission.decision).not.toBe('refused');
  });

  it('ends in the right state when the payment intent event arrives after the checkout, and a stale failure after both', async () => {
    const before = await subscription();
    expect(
      await deliver({
        id: 'evt_pi_first_succeeded',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: 'pi_first',
            object: 'payment_intent',
            status: 'succeeded',
            customer: 'cus_family',
            payment_method: 'pm_card_visa',
            metadata: { invoiceId },
          },
        },
      }),
    ).toEqual({ processed: true });
    // An earlier failed attempt of the same checkout, delivered last.
    await deliver({
      id: 'evt_pi_first_failed_earlier',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_first',
          object: 'payment_intent',
          status: 'requires_payment_method',
          metadata: { invoiceId },
          last_payment_error: { message: 'Insufficient funds' },
        },
      },
    });
    const after = await subscription();
    expect(after).toMatchObject({ status: 'ACTIVE', paymentMethodRef: 'pm_card_visa' });
    expect(after!.currentPeriodEnd).toEqual(before!.currentPeriodEnd);
    expect(await billing.repo.ledgerFor(invoiceId)).toHaveLength(1);
    const [paid] = await billing.repo.db.select().from(billingLedger).where(eq(billingLedger.invoiceId, invoiceId));
    expect(paid?.amountCents).toBe(4000);
  });

  it('moves a declined renewal to RENEWAL_FAILED, closes the classroom after the grace days, and a later success restores it', async () => {
    const sub = (await subscription())!;
    const periodEnd = sub.currentPeriodEnd;
    fake.state.decline = true;
    clock = new Date(periodEnd.getTime() + 60_000);
    await jobs.runDue();
    const failed = await subscription();
    expect(failed?.status).toBe('RENEWAL_FAILED');
    // The school's default grace is 3 days: still in.
    expect(await canEnter()).toBe(true);
    clock = new Date(periodEnd.getTime() + 2 * day);
    expect(await canEnter()).toBe(true);
    clock = new Date(periodEnd.getTime() + 3 * day + 60_000);
    await jobs.runDue();
    expect((await subscription())?.status).toBe('RENEWAL_FAILED');
    expect(await canEnter()).toBe(false);

    fake.state.decline = false;
    const { checkout } = await billing.payments.renew(student, sub.id, 'http://school.test');
    expect(checkout).toEqual({ kind: 'paid' });
    const restored = (await subscription())!;
    expect(restored.status).toBe('ACTIVE');
    expect(restored.currentPeriodEnd > clock).toBe(true);
    expect(await canEnter()).toBe(true);
  });

  it('keeps a renewal paid when its failure event is delivered after the success', async () => {
    const sub = (await subscription())!;
    const periodEnd = sub.currentPeriodEnd;
    fake.state.decline = false;
    clock = new Date(periodEnd.getTime() + 60_000);
    await jobs.runDue();
    const renewed = (await subscription())!;
    expect(renewed.status).toBe('ACTIVE');
    expect(renewed.currentPeriodStart).toEqual(periodEnd);
    const renewal = (await billing.repo.openRenewal(sub.id, periodEnd)) ?? null;
    expect(renewal).toBeNull();
    const [latest] = await billing.repo.db
      .select()
      .from(billingLedger)
      .where(and(eq(billingLedger.subscriptionId, sub.id), eq(billingLedger.note, 'Renewal')));
    expect(latest).toBeDefined();
    await deliver({
      id: 'evt_renewal_failed_late',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_old',
          object: 'payment_intent',
          status: 'requires_payment_method',
          metadata: { invoiceId: latest!.invoiceId },
        },
      },
    });
    expect((await subscription())?.status).toBe('ACTIVE');
  });

  it('never changes a ledger row (append-only)', async () => {
    const failureOf = async (work: Promise<unknown>) => {
      try {
        await work;
      } catch (error) {
        const e = error as { message?: string; cause?: { message?: string } };
        return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
      }
      return 'it succeeded';
    };
    const db = billing.repo.db;
    expect(await failureOf(db.update(billingLedger).set({ amountCents: 1 }))).toMatch(/append-only: UPDATE/);
    expect(await failureOf(db.delete(billingLedger))).toMatch(/append-only: DELETE/);
    expect(await billing.repo.ledgerFor(invoiceId)).toHaveLength(1);
  });
});
