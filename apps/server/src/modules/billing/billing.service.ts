/**
 * Billing's reading side and its admin tools (ADR 0042): plans on programs, My Subscriptions, the Subscribers and
 * invoices lists, grace billing, shared billing cards and the provider settings (secrets never leave).
 */
import type {
  BillingSettingsInput,
  BillingSettingsView,
  GraceGrantInput,
  PageQuery,
  PlanInput,
  SharedCardInput,
  SharedCardSummary,
  SubscriptionListQuery,
  SubscriptionOffer,
} from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorizeAdmin } from './billing.policy.js';
import { presentInvoice, presentPlan, presentSubscription } from './billing.presenter.js';
import type { BillingRepository, SubscriptionView } from './billing.repository.js';
import type { BillingTell } from './settlement.js';
import { accessUntil } from './subscription-state.js';

const dayMs = 24 * 60 * 60 * 1000;
const hint = (secret: string | undefined) => (secret ? `…${secret.slice(-4)}` : null);

export function createBillingService(deps: {
  repo: BillingRepository;
  settings: { read(): Promise<{ renewalGraceDays: number }> };
  /** Tells the payer and the student of grace granted (ADR 0054). */
  tell?: BillingTell;
  now: () => Date;
}) {
  const { repo, now } = deps;

  async function presentAll(views: SubscriptionView[]) {
    const { renewalGraceDays } = await deps.settings.read();
    const at = now();
    return views.map((v) => presentSubscription(v, at, renewalGraceDays));
  }
  async function presentOne(id: string) {
    const view = await repo.subscriptionView(id);
    if (!view) throw notFound('Subscription not found');
    return (await presentAll([view]))[0]!;
  }
  async function programExists(id: string) {
    if ((await repo.programTitle(id)) === null) throw notFound('Program not found');
  }

  return {
    presentOne,

    // ---- plans ----
    async listPlans(programId: string) {
      return (await repo.livePlans(programId)).map(presentPlan);
    },
    async createPlan(viewer: Viewer, programId: string, input: PlanInput) {
      authorizeAdmin(viewer, 'programs.edit');
      await programExists(programId);
      return presentPlan(await repo.insertPlan({ programId, ...input }));
    },
    async updatePlan(viewer: Viewer, programId: string, planId: string, input: PlanInput) {
      authorizeAdmin(viewer, 'programs.edit');
      const plan = await repo.plan(planId);
      if (!plan || plan.programId !== programId) throw notFound('Plan not found');
      const row = await repo.updatePlan(planId, input);
      if (!row) throw notFound('Plan not found');
      return presentPlan(row);
    },
    /** Deleting keeps the row for the subscriptions on it; they renew at its last price. */
    async deletePlan(viewer: Viewer, programId: string, planId: string) {
      authorizeAdmin(viewer, 'programs.deletePlan');
      const plan = await repo.plan(planId);
      if (!plan || plan.programId !== programId || plan.deletedAt) throw notFound('Plan not found');
      await repo.updatePlan(planId, { deletedAt: now() });
      return { plan, programTitle: (await repo.programTitle(programId)) ?? '' };
    },

    // ---- the payer's page ----
    async mine(viewer: Viewer) {
      const [subs, invoices] = await Promise.all([repo.mine(viewer.id), repo.myInvoices(viewer.id)]);
      return { subscriptions: await presentAll(subs), invoices: invoices.map(presentInvoice) };
    },
    /** Every program with a live plan, and its plans, for the subscribe form. */
    async offers() {
      const byProgram = new Map<string, SubscriptionOffer>();
      for (const { plan, program } of await repo.offers()) {
        const entry = byProgram.get(program.id) ?? {
          program: { key: program.id, title: program.title, slug: program.slug },
          plans: [],
        };
        entry.plans.push(presentPlan(plan));
        byProgram.set(program.id, entry);
      }
      return [...byProgram.values()];
    },

    // ---- admin lists ----
    async listSubscriptions(viewer: Viewer, q: SubscriptionListQuery) {
      authorizeAdmin(viewer, 'subscriptions.access');
      const { rows, total } = await repo.list(q, offsetOf(q));
      return pageOf(await presentAll(rows), total, q);
    },
    async listInvoices(viewer: Viewer, q: PageQuery & { status?: string; search?: string }) {
      authorizeAdmin(viewer, 'subscriptions.access');
      const { rows, total } = await repo.listInvoices(q, offsetOf(q));
      return pageOf(rows.map(presentInvoice), total, q);
    },

    // ---- grace billing ----
    async graceBilling(viewer: Viewer) {
      authorizeAdmin(viewer, 'graceBilling.access');
      const grants = await repo.graceGrants();
      const views = await repo.byStatusOr(['RENEWAL_FAILED', 'ENDED', 'ACTIVE'], {
        ids: grants.map((g) => g.grant.subscriptionId),
      });
      const { renewalGraceDays } = await deps.settings.read();
      const at = now();
      const present = new Map(views.map((v) => [v.subscription.id, presentSubscription(v, at, renewalGraceDays)]));
      const due = views.filter(
        (v) =>
          v.subscription.status !== 'CANCELLED' &&
          v.subscription.status !== 'PAUSED' &&
          v.subscription.currentPeriodEnd <= at,
      );
      return {
        grants: grants
          .filter(({ grant }) => present.has(grant.subscriptionId))
          .map(({ grant, by }) => ({
            key: grant.id,
            until: grant.until.toISOString(),
            reason: grant.reason,
            grantedBy: by ? `${by.firstName} ${by.lastName}` : null,
            createdAt: grant.createdAt.toISOString(),
            subscription: present.get(grant.subscriptionId)!,
          })),
        needingGrace: due.map((v) => present.get(v.subscription.id)!),
      };
    },
    /** A higher admin grants days without payment, with a reason; written to the ledger (amount 0). */
    async grantGrace(viewer: Viewer, input: GraceGrantInput) {
      authorizeAdmin(viewer, 'graceBilling.access');
      const { renewalGraceDays } = await deps.settings.read();
      const grant = await repo.transaction(async (tx) => {
        const sub = await repo.lockSubscription(tx, input.subscriptionKey);
        if (!sub) throw notFound('Subscription not found');
        const at = now();
        const current = accessUntil(sub, renewalGraceDays);
        const base = current && current > at ? current : at;
        const until = new Date(base.getTime() + input.days * dayMs);
        await repo.updateSubscription(tx, sub.id, { graceUntil: until });
        await repo.appendLedger(tx, {
          kind: 'GRACE',
          amountCents: 0,
          studentId: sub.studentId,
          payerId: sub.payerId,
          subscriptionId: sub.id,
          provider: 'manual',
          note: `${input.days} day(s) of grace: ${input.reason}`,
          actorId: viewer.id,
        });
        const saved = await repo.insertGrace(tx, {
          subscriptionId: sub.id,
          until,
          reason: input.reason,
          grantedBy: viewer.id,
        });
        return { ...saved, sub };
      });
      await deps.tell?.('subscription.grace_started', grant.sub, `grant:${grant.id}`, { until: grant.until });
      return {
        key: grant.id,
        until: grant.until.toISOString(),
        reason: grant.reason,
        grantedBy: `${viewer.firstName} ${viewer.lastName}`,
        createdAt: grant.createdAt.toISOString(),
        subscription: await presentOne(grant.subscriptionId),
      };
    },

    // ---- shared billing ----
    async sharedBilling(viewer: Viewer) {
      authorizeAdmin(viewer, 'sharedBilling.access');
      const cards = await repo.sharedCards();
      const live = ['ACTIVE', 'RENEWAL_FAILED', 'PAUSED', 'CANCELLED'] as const;
      const everything = await presentAll(await repo.byStatusOr([...live], { onSharedCard: true }));
      const attached = everything.filter((s) => s.sharedCard);
      const all = everything.filter((s) => (live as readonly string[]).includes(s.status));
      return {
        cards: cards.map(
          ({ card, payer }): SharedCardSummary => ({
            key: card.id,
            label: card.label,
            payer: { key: payer.id, firstName: payer.firstName, lastName: payer.lastName, email: payer.email },
            provider: card.provider as SharedCardSummary['provider'],
            subscriptions: attached.filter((s) => s.sharedCard?.key === card.id),
            createdAt: card.createdAt.toISOString(),
          }),
        ),
        subscriptions: all,
      };
    },
    /** One payer's saved method (taken from a subscription it paid) pays for several students' subscriptions. */
    async saveSharedCard(viewer: Viewer, input: SharedCardInput, cardId?: string) {
      authorizeAdmin(viewer, 'sharedBilling.access');
      const source = await repo.subscriptionView(input.sourceSubscriptionKey);
      if (!source) throw badRequest('Please choose the subscription that pays', { sourceSubscriptionKey: 'Not found' });
      const ids = [...new Set([input.sourceSubscriptionKey, ...input.subscriptionKeys])];
      for (const id of ids)
        if (!(await repo.subscriptionView(id)))
          throw badRequest('Please choose subscriptions', { subscriptionKeys: 'Not found' });
      const s = source.subscription;
      const values = {
        label: input.label,
        payerId: s.payerId,
        provider: s.provider,
        customerRef: s.customerRef,
        paymentMethodRef: s.paymentMethodRef,
      };
      const id = await repo.transaction(async (tx) => {
        const card = cardId
          ? await repo.updateSharedCard(tx, cardId, values)
          : await repo.insertSharedCard(tx, { ...values, createdBy: viewer.id });
        if (!card) throw notFound('Shared billing card not found');
        await repo.attachToCard(tx, card.id, ids, { payerId: s.payerId });
        return card.id;
      });
      const saved = (await this.sharedBilling(viewer)).cards.find((c) => c.key === id);
      if (!saved) throw new AppError(500, 'INTERNAL', 'The card was not saved');
      return saved;
    },
    async deleteSharedCard(viewer: Viewer, cardId: string) {
      authorizeAdmin(viewer, 'sharedBilling.access');
      const card = await repo.sharedCard(cardId);
      if (!card) throw notFound('Shared billing card not found');
      await repo.transaction((tx) => repo.deleteSharedCard(tx, cardId));
      return card.card;
    },

    // ---- provider settings ----
    async settingsView(viewer: Viewer): Promise<BillingSettingsView> {
      authorizeAdmin(viewer, 'subscriptions.access');
      const s = await repo.settings();
      return {
        provider: s.provider === 'stripe' ? 'stripe' : 'manual',
        stripePublishableKey: s.stripePublishableKey ?? null,
        stripeApiKeySet: Boolean(s.stripeSecretKey),
        stripeApiKeyHint: hint(s.stripeSecretKey),
        stripeWebhookKeySet: Boolean(s.stripeWebhookSecret),
      };
    },
    async updateSettings(viewer: Viewer, input: BillingSettingsInput) {
      authorizeAdmin(viewer, 'subscriptions.access');
      const stored = await repo.settings();
      const secretKey = input.stripeSecretKey || stored.stripeSecretKey;
      if (input.provider === 'stripe' && !secretKey)
        throw badRequest('Please provide the Stripe secret key', {
          stripeSecretKey: 'Please provide the Stripe secret key',
        });
      await repo.writeSettings(
        {
          provider: input.provider,
          ...(input.stripePublishableKey !== undefined
            ? { stripePublishableKey: input.stripePublishableKey || null }
            : {}),
          ...(input.stripeSecretKey ? { stripeSecretKey: input.stripeSecretKey } : {}),
          ...(input.stripeWebhookSecret ? { stripeWebhookSecret: input.stripeWebhookSecret } : {}),
        },
        viewer.id,
      );
      return this.settingsView(viewer);
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
