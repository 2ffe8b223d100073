/**
 * Renewals (ADR 0042): on a period's end the renewal job charges the saved method (its shared card's when it has
 * one) or issues the manual invoice, retries a failed charge daily while the grace window lasts, and the grace job
 * ends access for a period still unpaid. `payments.service.ts` answers these and uses the charge for a payer's retry.
 */
import { formatMoney } from '@chalkline/contracts';
import type { InvoiceRecord, SubscriptionRecord } from './billing.repository.js';
import type { PaymentsDeps } from './payments.service.js';
import type { ProviderName } from './providers/payment-provider.js';
import { type After, billingJobs, type createSettlement, dayMs } from './settlement.js';

export function createRenewals(deps: PaymentsDeps, settlement: ReturnType<typeof createSettlement>) {
  const { repo, now } = deps;
  const { move, tell, runAfter, settle } = settlement;

  /** The renewal invoice for the period starting at `periodStart`, opened once. */
  async function renewalInvoice(sub: SubscriptionRecord, periodStart: Date) {
    const open = await repo.openRenewal(sub.id, periodStart);
    if (open) return open;
    const plan = (await repo.plan(sub.planId))!;
    return repo.insertInvoice(repo.db, {
      studentId: sub.studentId,
      payerId: sub.payerId,
      planId: sub.planId,
      subscriptionId: sub.id,
      reason: 'RENEWAL',
      provider: sub.provider,
      amountCents: plan.priceCents,
      periodStart,
    });
  }

  /** The saved method that pays a subscription: its shared card's when it has one, else its own. */
  async function methodOf(sub: SubscriptionRecord) {
    if (sub.sharedCardId) {
      const card = await repo.sharedCard(sub.sharedCardId);
      if (card) return { customerRef: card.card.customerRef, paymentMethodRef: card.card.paymentMethodRef };
    }
    return { customerRef: sub.customerRef, paymentMethodRef: sub.paymentMethodRef };
  }

  /** Charges a renewal invoice on the saved method; manual renewals wait for the school. */
  async function chargeRenewal(sub: SubscriptionRecord, invoice: InvoiceRecord) {
    const provider = await deps.providers.named(sub.provider as ProviderName);
    const plan = (await repo.plan(sub.planId))!;
    const outcome = await provider.chargeSaved({
      invoiceId: invoice.id,
      amountCents: invoice.amountCents - invoice.discountCents,
      description: `${(await repo.programTitle(sub.programId)) ?? ''} — ${plan.title}`,
      ...(await methodOf(sub)),
    });
    await settle(invoice.id, outcome, provider.name);
    return outcome;
  }

  /**
   * The renewal job: on the period's end, charge the saved method (or issue the manual invoice); a cancelled
   * subscription ends; a failed one is retried daily while its grace window lasts.
   */
  async function runRenewal(subscriptionId: string) {
    const sub = (await repo.subscriptionView(subscriptionId))?.subscription;
    if (!sub) return;
    const at = now();
    if (at < sub.currentPeriodEnd) return;
    if (sub.status === 'CANCELLED') {
      await repo.updateSubscription(repo.db, sub.id, { status: move(sub, 'end') });
      return;
    }
    if (sub.status !== 'ACTIVE' && sub.status !== 'RENEWAL_FAILED') return;
    const invoice = await renewalInvoice(sub, sub.currentPeriodEnd);
    const outcome = await chargeRenewal(sub, invoice);
    if (outcome.status === 'pending') {
      await tell('subscription.invoice_due', sub, invoice.id, { amount: formatMoney(invoice.amountCents) });
      return;
    }
    if (outcome.status === 'failed') {
      const { renewalGraceDays } = await deps.settings.read();
      const retryAt = new Date(at.getTime() + dayMs);
      if (retryAt < new Date(sub.currentPeriodEnd.getTime() + renewalGraceDays * dayMs))
        await deps.jobs.enqueue(
          billingJobs.renew,
          { subscriptionId: sub.id },
          { runAt: retryAt, singletonKey: `billing.renew:${sub.id}:${retryAt.toISOString()}` },
        );
    }
  }

  /** The grace job: a period still unpaid when the grace window ends is a failed renewal (access has ended). */
  async function runGraceEnd(subscriptionId: string, periodEndIso: string) {
    const after: After = [];
    await repo.transaction(async (tx) => {
      const sub = await repo.lockSubscription(tx, subscriptionId);
      if (!sub || sub.currentPeriodEnd.toISOString() !== periodEndIso) return;
      if (sub.status === 'ACTIVE') {
        await repo.updateSubscription(tx, sub.id, { status: move(sub, 'renewalFailed'), failedAt: now() });
      }
      if (sub.status === 'ACTIVE' || sub.status === 'RENEWAL_FAILED')
        after.push(() => tell('subscription.grace_ending', sub, `${sub.id}:${periodEndIso}`));
    });
    await runAfter(after);
  }

  return { renewalInvoice, chargeRenewal, runRenewal, runGraceEnd };
}
