/** Billing rows as the wire shows them (contracts `http/billing.ts`). */
import type { InvoiceSummary, PlanSummary, SubscriptionSummary } from '@chalkline/contracts';
import type { InvoiceView, PlanRow, SubscriptionView } from './billing.repository.js';
import { accessUntil } from './subscription-state.js';

type Provider = 'manual' | 'stripe';
const person = (p: { id: string; firstName: string; lastName: string; email: string }) => ({
  key: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
});

export const presentPlan = (plan: PlanRow): PlanSummary => ({
  key: plan.id,
  programKey: plan.programId,
  title: plan.title,
  kind: plan.kind,
  period: plan.period,
  priceCents: plan.priceCents,
});

export function presentSubscription(view: SubscriptionView, now: Date, graceDays: number): SubscriptionSummary {
  const s = view.subscription;
  const until = accessUntil(s, graceDays);
  return {
    key: s.id,
    status: s.status,
    plan: presentPlan(view.plan),
    program: { key: view.program.id, title: view.program.title, slug: view.program.slug },
    student: person(view.student),
    payer: person(view.payer),
    provider: s.provider as Provider,
    currentPeriodEnd: s.currentPeriodEnd.toISOString(),
    graceUntil: s.graceUntil?.toISOString() ?? null,
    hasAccess: until !== null && now < until,
    accessEndsAt: until?.toISOString() ?? null,
    sharedCard: view.card?.id ? { key: view.card.id, label: view.card.label } : null,
  };
}

export const presentInvoice = (view: InvoiceView): InvoiceSummary => ({
  key: view.invoice.id,
  reason: view.invoice.reason as InvoiceSummary['reason'],
  status: view.invoice.status as InvoiceSummary['status'],
  provider: view.invoice.provider as Provider,
  amountCents: view.invoice.amountCents,
  discountCents: view.invoice.discountCents,
  totalCents: view.invoice.amountCents - view.invoice.discountCents,
  couponCode: view.couponCode ?? null,
  plan: presentPlan(view.plan),
  program: { key: view.program.id, title: view.program.title },
  student: person(view.student),
  createdAt: view.invoice.createdAt.toISOString(),
  paidAt: view.invoice.paidAt?.toISOString() ?? null,
});
