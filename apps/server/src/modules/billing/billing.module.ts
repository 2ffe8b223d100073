/** The billing module (issue 20, ADR 0042): plans, subscriptions, payments, coupons, grace and shared billing. */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { createBillingRepository } from './billing.repository.js';
import { billingRoutes } from './billing.routes.js';
import { createBillingService } from './billing.service.js';
import { createProgramAccess } from './billing-access.js';
import { createBillingAccessRepository } from './billing-access.repository.js';
import { createCouponRepository } from './coupon.repository.js';
import { createCouponGuard } from './coupon-guard.js';
import { createCouponsService } from './coupons.service.js';
import { billingJobs, createPaymentsService } from './payments.service.js';
import { createProviders } from './providers/providers.js';
import type { StripeClientOptions } from './providers/stripe-provider.js';
import { billingTeller, type EnrolmentActivation } from './settlement.js';

export interface BillingModuleDeps {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue' | 'work'>;
  mailer: Mailer;
  settings: { read(): Promise<{ renewalGraceDays: number }> };
  publicUrl?: string;
  /** Tells payers and students of invoices, payments, grace and changes (ADR 0054). */
  events?: EventPublisher;
  log?: Logger;
  now?: () => Date;
  /** The teaching module, which alone writes enrolments: a paid invoice activates one through it. */
  teaching: EnrolmentActivation;
  /** Shared counters when several nodes run (ADR 0014); null counts in this process. */
  limits?: RateLimitStore;
  /** Where the Stripe client sends requests (tests: a fake server on loopback). */
  stripe?: StripeClientOptions;
}

export function createBillingModule(deps: BillingModuleDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createBillingRepository(deps.db);
  const coupons = createCouponsService({ coupons: createCouponRepository(deps.db), billing: repo, now });
  const providers = createProviders(repo, deps.stripe);
  const payments = createPaymentsService({
    repo,
    coupons,
    providers,
    settings: deps.settings,
    jobs: deps.jobs,
    mailer: deps.mailer,
    events: deps.events,
    now,
    log: deps.log,
    enrolments: deps.teaching,
  });
  const service = createBillingService({
    repo,
    settings: deps.settings,
    tell: billingTeller(repo, deps.events),
    now,
  });
  const access = createProgramAccess({ repo: createBillingAccessRepository(deps.db), settings: deps.settings, now });
  deps.jobs.work<{ subscriptionId: string }>(billingJobs.renew, (p) => payments.runRenewal(p.subscriptionId));
  deps.jobs.work<{ subscriptionId: string; periodEnd: string }>(billingJobs.graceEnd, (p) =>
    payments.runGraceEnd(p.subscriptionId, p.periodEnd),
  );
  return {
    repo,
    service,
    payments,
    coupons,
    access,
    /** The provider new payments go through now (the admin Info page). */
    providerName: async () => (await providers.current()).name,
    routes: billingRoutes({
      billing: service,
      payments,
      coupons,
      couponGuard: createCouponGuard(deps.limits ?? null),
      publicUrl: deps.publicUrl,
    }),
  };
}
export type BillingModule = ReturnType<typeof createBillingModule>;
