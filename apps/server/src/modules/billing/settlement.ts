/**
 * Settling payments once (ADR 0042): an invoice is marked paid or failed inside one transaction however many
 * times and in whatever order its outcome is reported (webhook, return page, admin, renewal charge); the
 * subscription moves through `subscription-state.ts`; follow-up work (jobs, receipts) runs after the commit.
 */
import { billingTexts, formatMoney, type SubscriptionStatus } from '@chalkline/contracts';
import type { Logger } from 'pino';
import { AppError } from '../../errors/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { BillingRepository, SubscriptionRecord, Tx } from './billing.repository.js';
import type { PaymentOutcome } from './providers/payment-provider.js';
import { periodEnd, type SubscriptionEvent, transition } from './subscription-state.js';

export const billingJobs = { renew: 'billing.renew', graceEnd: 'billing.grace-end' } as const;
export const dayMs = 24 * 60 * 60 * 1000;

/** Work to do once the transaction that decided it has committed (jobs, receipts). */
export type After = (() => Promise<void>)[];

export interface SettlementDeps {
  repo: BillingRepository;
  settings: { read(): Promise<{ renewalGraceDays: number }> };
  jobs: Pick<JobQueue, 'enqueue'>;
  mailer: Mailer;
  /** Tells payers and students of invoices, payments, grace and changes (ADR 0054). */
  events?: EventPublisher;
  now: () => Date;
  log?: Logger;
  /** The teaching module's port: it alone writes enrolments. Called inside the settling transaction. */
  enrolments: EnrolmentActivation;
}

/** Enrols a student in a program (or re-activates the enrolment) within the caller's transaction. */
export interface EnrolmentActivation {
  activateEnrolment(studentId: string, programId: string, tx: Tx): Promise<unknown>;
}

/** Invoice and subscription events concern whoever pays and the student it is for. */
export type BillingEvent =
  | 'subscription.invoice_due'
  | 'subscription.paid'
  | 'subscription.payment_failed'
  | 'subscription.grace_started'
  | 'subscription.grace_ending'
  | 'subscription.renewed'
  | 'subscription.cancelled';

/** Publishes a billing event to the payer and the student it is for, once per `key`. */
export function billingTeller(repo: Pick<BillingRepository, 'programTitle'>, events: EventPublisher | undefined) {
  return async (
    event: BillingEvent,
    of: { payerId: string; studentId: string; programId: string },
    key: string,
    extra: { amount?: string; until?: Date } = {},
  ) => {
    if (!events) return;
    const program = (await repo.programTitle(of.programId)) ?? 'your program';
    await events.publish(event, {
      about: { payer: of.payerId, student: of.studentId },
      params: { program, amount: extra.amount, until: extra.until?.toISOString() },
      key,
    });
  };
}
export type BillingTell = ReturnType<typeof billingTeller>;

export function createSettlement(deps: SettlementDeps) {
  const { repo, now } = deps;

  function move(sub: SubscriptionRecord, event: SubscriptionEvent): SubscriptionStatus {
    const next = transition(sub.status, event);
    if (!next) throw new AppError(409, 'CONFLICT', billingTexts.transitionRefused);
    return next;
  }

  const emailOf = (id: string) => repo.contactOf(id);

  const tell = billingTeller(repo, deps.events);

  async function runAfter(after: After) {
    for (const step of after) {
      try {
        await step();
      } catch (error) {
        deps.log?.error({ err: error }, 'billing follow-up failed');
      }
    }
  }

  /** Renewal at the period's end and the grace check after it, each queued once. */
  function scheduleFor(sub: SubscriptionRecord, after: After) {
    const end = sub.currentPeriodEnd;
    after.push(async () => {
      const { renewalGraceDays } = await deps.settings.read();
      await deps.jobs.enqueue(
        billingJobs.renew,
        { subscriptionId: sub.id },
        { runAt: end, singletonKey: `billing.renew:${sub.id}:${end.toISOString()}` },
      );
      await deps.jobs.enqueue(
        billingJobs.graceEnd,
        { subscriptionId: sub.id, periodEnd: end.toISOString() },
        {
          runAt: new Date(end.getTime() + renewalGraceDays * dayMs),
          singletonKey: `billing.grace-end:${sub.id}:${end.toISOString()}`,
        },
      );
    });
  }

  /**
   * Marks an invoice paid and moves its subscription, inside `tx`, once: a paid invoice stays paid and a second
   * report of the same payment changes nothing (answers false).
   */
  async function settleIn(
    tx: Tx,
    invoiceId: string,
    paid: { provider: string; reference: string; customerRef?: string | null; paymentMethodRef?: string | null },
    after: After,
    actorId: string | null = null,
  ): Promise<boolean> {
    const invoice = await repo.lockInvoice(tx, invoiceId);
    if (!invoice) return false;
    if (invoice.status === 'PAID' || invoice.status === 'VOID') {
      // A late event may still carry the saved method (payment_intent.succeeded after checkout.session.completed).
      if (invoice.status === 'PAID' && invoice.subscriptionId && paid.paymentMethodRef) {
        await repo.updateSubscription(tx, invoice.subscriptionId, { paymentMethodRef: paid.paymentMethodRef });
      }
      return false;
    }
    const at = now();
    const plan = (await repo.plan(invoice.planId))!;
    let sub: SubscriptionRecord;
    const existing = invoice.subscriptionId
      ? await repo.lockSubscription(tx, invoice.subscriptionId)
      : await repo.subscriptionFor(invoice.studentId, plan.programId, tx);
    const saved = {
      ...(paid.customerRef ? { customerRef: paid.customerRef } : {}),
      ...(paid.paymentMethodRef ? { paymentMethodRef: paid.paymentMethodRef } : {}),
    };
    if (!existing) {
      sub = await repo.insertSubscription(tx, {
        studentId: invoice.studentId,
        programId: plan.programId,
        planId: plan.id,
        payerId: invoice.payerId,
        status: 'ACTIVE',
        provider: invoice.provider,
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd(at, plan.period),
        ...saved,
      });
    } else {
      const renewal = invoice.reason === 'RENEWAL' && invoice.periodStart;
      // A renewal paid in time continues the paid periods; a first payment, or one after access ended, starts now.
      const start = renewal && invoice.periodStart! >= existing.currentPeriodStart ? invoice.periodStart! : at;
      const advances = !renewal || existing.currentPeriodEnd <= invoice.periodStart!;
      sub = await repo.updateSubscription(tx, existing.id, {
        status: move(existing, 'paid'),
        planId: plan.id,
        provider: invoice.provider,
        failedAt: null,
        ...(advances ? { currentPeriodStart: start, currentPeriodEnd: periodEnd(start, plan.period) } : {}),
        ...saved,
      });
    }
    await repo.updateInvoice(tx, invoice.id, {
      status: 'PAID',
      paidAt: at,
      subscriptionId: sub.id,
      providerRef: invoice.providerRef ?? paid.reference,
    });
    // The enrolment becomes active on payment.
    await deps.enrolments.activateEnrolment(invoice.studentId, plan.programId, tx);
    const total = invoice.amountCents - invoice.discountCents;
    await repo.appendLedger(tx, {
      kind: 'PAYMENT',
      amountCents: total,
      studentId: invoice.studentId,
      payerId: invoice.payerId,
      subscriptionId: sub.id,
      invoiceId: invoice.id,
      provider: paid.provider,
      providerRef: paid.reference,
      actorId,
      note: invoice.reason === 'FIRST' ? 'First payment' : 'Renewal',
    });
    scheduleFor(sub, after);
    after.push(() =>
      tell(invoice.reason === 'RENEWAL' ? 'subscription.renewed' : 'subscription.paid', sub, invoice.id, {
        amount: formatMoney(total),
        until: sub.currentPeriodEnd,
      }),
    );
    after.push(async () => {
      const payer = await emailOf(invoice.payerId);
      if (!payer) return;
      const title = (await repo.programTitle(plan.programId)) ?? 'your program';
      await deps.mailer.send({
        to: payer.email,
        subject: `Receipt: ${title}`,
        text: [
          `Hello ${payer.firstName},`,
          '',
          `We received ${formatMoney(total)} for ${title} (${plan.title}).`,
          invoice.discountCents ? `A coupon took ${formatMoney(invoice.discountCents)} off.` : '',
          `Paid until ${sub.currentPeriodEnd.toDateString()}. Reference: ${invoice.id}.`,
          '',
          'Thank you.',
        ]
          .filter((l, i, all) => l !== '' || all[i - 1] !== '')
          .join('\n'),
      });
    });
    return true;
  }

  /** Records a failed payment inside `tx`; a renewal not yet covered moves its subscription to RENEWAL_FAILED. */
  async function failIn(tx: Tx, invoiceId: string, reference: string | null, after: After) {
    const invoice = await repo.lockInvoice(tx, invoiceId);
    // A payment that already succeeded stays succeeded, whatever arrives after it.
    if (!invoice || invoice.status === 'PAID' || invoice.status === 'VOID') return false;
    await repo.updateInvoice(tx, invoice.id, {
      status: 'FAILED',
      providerRef: invoice.providerRef ?? reference,
    });
    const programId = (await repo.plan(invoice.planId))?.programId;
    if (programId) after.push(() => tell('subscription.payment_failed', { ...invoice, programId }, invoice.id));
    if (invoice.reason !== 'RENEWAL' || !invoice.subscriptionId) return true;
    const sub = await repo.lockSubscription(tx, invoice.subscriptionId);
    if (!sub || sub.currentPeriodEnd > invoice.periodStart!) return true;
    const next = transition(sub.status, 'renewalFailed');
    if (next && sub.status !== next) {
      await repo.updateSubscription(tx, sub.id, { status: next, failedAt: now() });
      // The classroom stays open through the school's grace days while the renewal is settled.
      after.push(async () => {
        const { renewalGraceDays } = await deps.settings.read();
        if (renewalGraceDays <= 0) return;
        const until = new Date(sub.currentPeriodEnd.getTime() + renewalGraceDays * dayMs);
        await tell('subscription.grace_started', sub, `${sub.id}:${sub.currentPeriodEnd.toISOString()}`, { until });
      });
    }
    return true;
  }

  async function settle(invoiceId: string, outcome: PaymentOutcome, provider: string, actorId: string | null = null) {
    const after: After = [];
    await repo.transaction(async (tx) => {
      if (outcome.status === 'paid') await settleIn(tx, invoiceId, { provider, ...outcome }, after, actorId);
      else if (outcome.status === 'failed') await failIn(tx, invoiceId, outcome.reference, after);
    });
    await runAfter(after);
  }

  return { move, emailOf, tell, runAfter, scheduleFor, settleIn, failIn, settle };
}
