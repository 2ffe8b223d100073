/**
 * Billing over HTTP (platform spec 7): `/programs/:key/plans`, `/students/subscriptions`, `/payments/*` and the
 * Stripe webhook. The admins' subscribers, invoices and settings (billing-admin.routes.ts), coupons for admins
 * (coupons.routes.ts) and grace and shared billing (grace-and-shared.routes.ts) register from here. Every route
 * declares its permission; the services decide ownership through `billing.policy.ts`.
 */
import {
  applyCouponInput,
  applyCouponResponse,
  checkoutResponse,
  invoiceKeyInput,
  manageSubscriptionInput,
  messageResponse,
  mySubscriptionsResponse,
  planInput,
  planListResponse,
  planSavedResponse,
  subscribeInput,
  subscriptionKeyInput,
  subscriptionOffersResponse,
  subscriptionSavedResponse,
  verifyCouponInput,
  verifyCouponResponse,
  verifyPaymentInput,
  verifyPaymentResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { originOf } from '../accounts/auth.cookies.js';
import type { BillingService } from './billing.service.js';
import { billingAdminRoutes } from './billing-admin.routes.js';
import type { CouponGuard } from './coupon-guard.js';
import { couponRoutes } from './coupons.routes.js';
import type { CouponsService } from './coupons.service.js';
import { graceAndSharedRoutes } from './grace-and-shared.routes.js';
import type { PaymentsService } from './payments.service.js';
import { byKey } from './route-params.js';

const planParams = z.object({ key: z.uuid('Not found'), planKey: z.uuid('Not found') });

export const billingRoutes =
  (deps: {
    billing: BillingService;
    payments: PaymentsService;
    coupons: CouponsService;
    couponGuard: CouponGuard;
    publicUrl?: string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { billing, payments, coupons } = deps;

    // ---- plans on a program ----
    app.get(
      '/programs/:key/plans',
      { config: { permission: 'public' }, schema: { params: byKey, response: { 200: planListResponse } } },
      async (request) => ({ data: { plans: await billing.listPlans(request.params.key) } }),
    );
    app.post(
      '/programs/:key/plans',
      {
        config: { permission: 'programs.edit' },
        schema: { params: byKey, body: planInput, response: { 201: planSavedResponse } },
      },
      async (request, reply) => {
        const plan = await billing.createPlan(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { kind: 'program', id: request.params.key, label: plan.title };
        return reply.status(201).send({ message: 'Plan created', data: { plan } });
      },
    );
    app.put(
      '/programs/:key/plans/:planKey',
      {
        config: { permission: 'programs.edit' },
        schema: { params: planParams, body: planInput, response: { 200: planSavedResponse } },
      },
      async (request) => {
        const { key, planKey } = request.params;
        const plan = await billing.updatePlan(requireViewer(request), key, planKey, request.body);
        request.activityTarget = { kind: 'program', id: key, label: plan.title };
        return { message: 'Plan updated', data: { plan } };
      },
    );
    app.delete(
      '/programs/:key/plans/:planKey',
      {
        config: { permission: 'programs.deletePlan' },
        schema: { params: planParams, response: { 200: messageResponse } },
      },
      async (request) => {
        const { key, planKey } = request.params;
        const { plan, programTitle } = await billing.deletePlan(requireViewer(request), key, planKey);
        request.activityTarget = { kind: 'program', id: key, label: `${programTitle} (${plan.title})` };
        return { message: 'Plan deleted' };
      },
    );

    // ---- the payer ----
    app.get(
      '/students/subscriptions',
      { config: { permission: 'signedIn' }, schema: { response: { 200: mySubscriptionsResponse } } },
      async (request) => ({ data: await billing.mine(requireViewer(request)) }),
    );
    app.get(
      '/payments/plans',
      { config: { permission: 'signedIn' }, schema: { response: { 200: subscriptionOffersResponse } } },
      async () => ({ data: { offers: await billing.offers() } }),
    );
    app.post(
      '/students/subscriptions',
      {
        config: { permission: 'billing.subscribe' },
        schema: { body: subscribeInput, response: { 201: checkoutResponse } },
      },
      async (request, reply) => {
        const result = await payments.subscribe(
          requireViewer(request),
          request.body,
          originOf(request, deps.publicUrl),
        );
        return reply.status(201).send({ message: 'Invoice created', data: result });
      },
    );
    app.post(
      '/payments/invoices/pay',
      {
        config: { permission: 'billing.manageOwn' },
        schema: { body: invoiceKeyInput, response: { 200: checkoutResponse } },
      },
      async (request) => ({
        message: 'Checkout started',
        data: await payments.payInvoice(
          requireViewer(request),
          request.body.invoiceKey,
          originOf(request, deps.publicUrl),
        ),
      }),
    );
    app.post(
      '/payments/verify',
      {
        config: { permission: 'billing.manageOwn' },
        schema: { body: verifyPaymentInput, response: { 200: verifyPaymentResponse } },
      },
      async (request) => ({
        data: { invoice: await payments.verify(requireViewer(request), request.body.invoiceKey) },
      }),
    );
    app.post(
      '/payments/coupons/verify',
      {
        config: { permission: 'signedIn' },
        schema: { body: verifyCouponInput, response: { 200: verifyCouponResponse } },
      },
      async (request) => {
        await deps.couponGuard.check(requireViewer(request).id, request.ip);
        return { data: await coupons.verify(request.body.code, request.body.planKey) };
      },
    );
    app.post(
      '/payments/subscriptions/coupons/apply',
      {
        config: { permission: 'billing.manageOwn' },
        schema: { body: applyCouponInput, response: { 200: applyCouponResponse } },
      },
      async (request) => {
        await deps.couponGuard.check(requireViewer(request).id, request.ip);
        const invoice = await payments.applyCoupon(requireViewer(request), request.body.invoiceKey, request.body.code);
        return { message: 'Coupon applied', data: { invoice } };
      },
    );
    app.post(
      '/payments/subscriptions/renew',
      {
        config: { permission: 'billing.manageOwn' },
        schema: { body: subscriptionKeyInput, response: { 200: checkoutResponse } },
      },
      async (request) => ({
        message: 'Renewal started',
        data: await payments.renew(
          requireViewer(request),
          request.body.subscriptionKey,
          originOf(request, deps.publicUrl),
        ),
      }),
    );
    app.post(
      '/payments/subscriptions/enable',
      {
        config: { permission: 'billing.manageOwn' },
        schema: { body: subscriptionKeyInput, response: { 200: subscriptionSavedResponse } },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const id = await payments.change(viewer, request.body.subscriptionKey, 'enable', false);
        return { message: 'Subscription enabled', data: { subscription: await billing.presentOne(id) } };
      },
    );
    app.post(
      '/payments/subscriptions/manage',
      {
        config: { permission: 'billing.manageOwn' },
        schema: { body: manageSubscriptionInput, response: { 200: subscriptionSavedResponse } },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const id = await payments.change(viewer, request.body.subscriptionKey, request.body.action, false);
        const done = request.body.action === 'pause' ? 'Subscription paused' : 'Subscription cancelled';
        return { message: done, data: { subscription: await billing.presentOne(id) } };
      },
    );

    // ---- the provider's webhook: the raw body is what the signature covers ----
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      raw.post(
        '/payments/webhooks/stripe',
        {
          config: { permission: 'public' },
          schema: {
            // The raw JSON text Stripe signed; it is parsed only after its signature verifies.
            body: z.string().max(1_000_000),
            response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          const { processed } = await payments.handleWebhook(
            'stripe',
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
          return { received: true, duplicate: !processed };
        },
      );
    });

    await app.register(billingAdminRoutes({ billing, payments }));
    await app.register(graceAndSharedRoutes(billing));
    await app.register(couponRoutes(coupons));
  };
