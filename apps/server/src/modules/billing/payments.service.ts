/**
 * Paying for subscriptions (ADR 0042): subscribe (an invoice and a checkout), settle an invoice once whoever
 * reports it (webhook, return page, admin, renewal charge), fail a renewal, renew on the period's end through the
 * job queue and end access after the grace window (both in `renewals.ts`). Every status change goes through
 * `subscription-state.ts`.
 */
import { billingTexts, type SubscribeInput } from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorizeAdmin, authorizeOwn, authorizeSubscribe } from './billing.policy.js';
import { presentInvoice } from './billing.presenter.js';
import type { InvoiceRecord } from './billing.repository.js';
import type { CouponsService } from './coupons.service.js';
import type { PaymentEvent, PaymentProvider, ProviderName } from './providers/payment-provider.js';
import { WebhookSignatureError } from './providers/payment-provider.js';
import { createRenewals } from './renewals.js';
import { type After, billingJobs, createSettlement, dayMs, type SettlementDeps } from './settlement.js';

export { billingJobs } from './settlement.js';

export interface PaymentsDeps extends SettlementDeps {
  coupons: CouponsService;
  /** The configured provider now (settings), and the provider an invoice was opened with. */
  providers: { current(): Promise<PaymentProvider>; named(name: ProviderName): Promise<PaymentProvider> };
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, now } = deps;

  const settlement = createSettlement(deps);
  const { move, tell, runAfter, scheduleFor, settleIn, failIn, settle } = settlement;
  const { renewalInvoice, chargeRenewal, runRenewal, runGraceEnd } = createRenewals(deps, settlement);

  async function invoiceSummary(id: string) {
    return presentInvoice((await repo.invoiceView(id))!);
  }

  /** Sends the payer to pay an invoice: the provider's page, the school's invoice, or nothing when it is free. */
  async function checkout(
    invoice: InvoiceRecord,
    provider: PaymentProvider,
    payer: { email: string; origin: string },
    customerRef: string | null,
  ) {
    const total = invoice.amountCents - invoice.discountCents;
    if (total === 0) {
      await settle(invoice.id, { status: 'paid', reference: `free:${invoice.id}` }, 'manual');
      return { kind: 'paid' as const };
    }
    const plan = (await repo.plan(invoice.planId))!;
    const title = (await repo.programTitle(plan.programId)) ?? plan.title;
    const back = `${payer.origin}/accounts/subscriptions`;
    const start = await provider.startCheckout({
      invoiceId: invoice.id,
      amountCents: total,
      description: `${title} — ${plan.title}`,
      customerEmail: payer.email,
      customerRef,
      successUrl: `${back}?invoice=${invoice.id}&paid=1`,
      cancelUrl: `${back}?invoice=${invoice.id}`,
    });
    if (start.kind === 'invoice') return { kind: 'invoice' as const };
    await repo.updateInvoice(repo.db, invoice.id, { providerRef: start.reference });
    return { kind: 'redirect' as const, href: start.href };
  }

  return {
    settle,
    async subscribe(viewer: Viewer, input: SubscribeInput, origin: string) {
      authorizeSubscribe(viewer);
      const plan = await repo.plan(input.planKey);
      if (!plan || plan.deletedAt) throw badRequest(billingTexts.noSuchPlan, { planKey: billingTexts.noSuchPlan });
      const existing = await repo.subscriptionFor(viewer.id, plan.programId);
      if (existing && existing.status !== 'ENDED') throw new AppError(409, 'CONFLICT', billingTexts.alreadySubscribed);
      const provider = await deps.providers.current();
      // One open first invoice per program: subscribing again replaces the unpaid one.
      const stale = await repo.openFirstInvoice(viewer.id, plan.programId);
      if (stale) await repo.updateInvoice(repo.db, stale.id, { status: 'VOID' });
      let invoice = await repo.insertInvoice(repo.db, {
        studentId: viewer.id,
        payerId: existing?.payerId ?? viewer.id,
        planId: plan.id,
        subscriptionId: existing?.id ?? null,
        reason: 'FIRST',
        provider: provider.name,
        amountCents: plan.priceCents,
      });
      if (input.couponCode) {
        const code = input.couponCode;
        try {
          invoice = await repo.transaction((tx) => deps.coupons.applyIn(tx, invoice.id, code));
        } catch (error) {
          await repo.updateInvoice(repo.db, invoice.id, { status: 'VOID' });
          if (error instanceof AppError && error.fields?.code)
            throw badRequest(error.message, { couponCode: error.fields.code });
          throw error;
        }
      }
      const result = await checkout(invoice, provider, { email: viewer.email, origin }, existing?.customerRef ?? null);
      return { invoice: await invoiceSummary(invoice.id), checkout: result };
    },

    /** Puts a coupon on one's open invoice (exactly once). */
    async applyCoupon(viewer: Viewer, invoiceId: string, code: string) {
      const invoice = await repo.invoiceView(invoiceId);
      if (!invoice) throw notFound('Invoice not found');
      authorizeOwn(viewer, invoice.invoice);
      await repo.transaction((tx) => deps.coupons.applyIn(tx, invoiceId, code));
      return invoiceSummary(invoiceId);
    },

    /** Pays an open invoice again (a new checkout after a cancelled or failed one). */
    async payInvoice(viewer: Viewer, invoiceId: string, origin: string) {
      const view = await repo.invoiceView(invoiceId);
      if (!view) throw notFound('Invoice not found');
      authorizeOwn(viewer, view.invoice);
      if (view.invoice.status !== 'OPEN' && view.invoice.status !== 'FAILED')
        throw badRequest(billingTexts.invoiceNotOpen);
      const provider = await deps.providers.named(view.invoice.provider as ProviderName);
      const result = await checkout(view.invoice, provider, { email: viewer.email, origin }, null);
      return { invoice: await invoiceSummary(invoiceId), checkout: result };
    },

    /** After the provider's page: settle the invoice now if it was paid (the webhook may come later, or twice). */
    async verify(viewer: Viewer, invoiceId: string) {
      const view = await repo.invoiceView(invoiceId);
      if (!view) throw notFound('Invoice not found');
      authorizeOwn(viewer, view.invoice);
      const { invoice } = view;
      if ((invoice.status === 'OPEN' || invoice.status === 'FAILED') && invoice.providerRef) {
        const provider = await deps.providers.named(invoice.provider as ProviderName);
        const outcome = await provider.lookupCheckout(invoice.providerRef);
        await settle(invoice.id, outcome, provider.name);
      }
      return invoiceSummary(invoiceId);
    },

    /** An admin records an offline payment (the manual provider, or a card payment taken by phone). */
    async markPaid(viewer: Viewer, invoiceId: string) {
      authorizeAdmin(viewer, 'subscriptions.access');
      const view = await repo.invoiceView(invoiceId);
      if (!view) throw notFound('Invoice not found');
      if (view.invoice.status !== 'OPEN' && view.invoice.status !== 'FAILED')
        throw badRequest(billingTexts.invoiceNotOpen);
      await settle(invoiceId, { status: 'paid', reference: `manual:${invoiceId}` }, 'manual', viewer.id);
      return invoiceSummary(invoiceId);
    },

    /** A provider's webhook: verified, then processed once per event id, in any order. */
    async handleWebhook(providerName: ProviderName, rawBody: string, signature: string | undefined) {
      const provider = await deps.providers.named(providerName);
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest(error.message);
        throw error;
      }
      const after: After = [];
      const processed = await repo.transaction(async (tx) => {
        if (!(await repo.firstDelivery(tx, provider.name, event.eventId, event.type))) return false;
        if (!event.invoiceId || !event.outcome || !(await repo.lockInvoice(tx, event.invoiceId))) return true;
        if (event.outcome.status === 'paid')
          await settleIn(tx, event.invoiceId, { provider: provider.name, ...event.outcome }, after);
        else if (event.outcome.status === 'failed') await failIn(tx, event.invoiceId, event.outcome.reference, after);
        return true;
      });
      await runAfter(after);
      return { processed };
    },

    runRenewal,
    runGraceEnd,

    /** The payer retries now: charge the saved method, or open a checkout for a new one. */
    async renew(viewer: Viewer, subscriptionId: string, origin: string) {
      const view = await repo.subscriptionView(subscriptionId);
      if (!view) throw notFound('Subscription not found');
      const sub = view.subscription;
      authorizeOwn(viewer, sub);
      const { renewalGraceDays } = await deps.settings.read();
      const at = now();
      const lapsed = sub.status === 'ENDED' || at.getTime() > sub.currentPeriodEnd.getTime() + renewalGraceDays * dayMs;
      if (!lapsed && sub.status !== 'RENEWAL_FAILED' && at < sub.currentPeriodEnd)
        throw new AppError(409, 'CONFLICT', 'This subscription is paid for the current period');
      const invoice = await renewalInvoice(sub, lapsed ? at : sub.currentPeriodEnd);
      if (sub.provider === 'stripe' && (sub.customerRef || sub.sharedCardId)) {
        const outcome = await chargeRenewal(sub, invoice);
        if (outcome.status === 'paid')
          return { invoice: await invoiceSummary(invoice.id), checkout: { kind: 'paid' as const } };
      }
      const provider = await deps.providers.named(sub.provider as ProviderName);
      const fresh = (await repo.invoiceView(invoice.id))!.invoice;
      const result = await checkout(fresh, provider, { email: viewer.email, origin }, sub.customerRef);
      return { invoice: await invoiceSummary(invoice.id), checkout: result };
    },

    /** Pause, cancel, enable or end (payer or admin); through the state machine. */
    async change(
      viewer: Viewer,
      subscriptionId: string,
      event: 'pause' | 'cancel' | 'enable' | 'end',
      asAdmin: boolean,
    ) {
      const view = await repo.subscriptionView(subscriptionId);
      if (!view) throw notFound('Subscription not found');
      if (asAdmin) authorizeAdmin(viewer, 'subscriptions.access');
      else authorizeOwn(viewer, view.subscription);
      const after: After = [];
      await repo.transaction(async (tx) => {
        const sub = (await repo.lockSubscription(tx, subscriptionId))!;
        const updated = await repo.updateSubscription(tx, sub.id, { status: move(sub, event) });
        if (event === 'cancel')
          after.push(() =>
            tell('subscription.cancelled', updated, `${sub.id}:${now().toISOString()}`, {
              until: updated.currentPeriodEnd,
            }),
          );
        if (event !== 'enable') return;
        const at = now();
        // Enabled after its period ran out: renew at once (a key of its own: the period's renewal already ran).
        if (updated.currentPeriodEnd <= at)
          after.push(() =>
            deps.jobs.enqueue(
              billingJobs.renew,
              { subscriptionId: sub.id },
              { runAt: at, singletonKey: `billing.renew:${sub.id}:enabled:${at.toISOString()}` },
            ),
          );
        else scheduleFor(updated, after);
      });
      await runAfter(after);
      return view.subscription.id;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
