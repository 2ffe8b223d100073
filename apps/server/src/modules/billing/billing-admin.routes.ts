/**
 * Billing for admins (platform spec 7): the subscribers and invoices lists, marking an invoice paid, changing a
 * subscription's status, and the payment provider's settings. Registered from `billing.routes.ts`.
 */
import {
  adminSubscriptionAction,
  billingSettingsInput,
  billingSettingsResponse,
  billingSettingsSavedResponse,
  invoiceListQuery,
  invoiceListResponse,
  invoiceSavedResponse,
  subscriptionListQuery,
  subscriptionListResponse,
  subscriptionSavedResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { BillingService } from './billing.service.js';
import type { PaymentsService } from './payments.service.js';
import { byKey } from './route-params.js';

export const billingAdminRoutes =
  (deps: { billing: BillingService; payments: PaymentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { billing, payments } = deps;

    // ---- admin: subscribers and invoices ----
    app.get(
      '/admin/subscriptions',
      {
        config: { permission: 'subscriptions.access' },
        schema: { querystring: subscriptionListQuery, response: { 200: subscriptionListResponse } },
      },
      async (request) => ({ data: await billing.listSubscriptions(requireViewer(request), request.query) }),
    );
    app.get(
      '/admin/subscriptions/invoices',
      {
        config: { permission: 'subscriptions.access' },
        schema: { querystring: invoiceListQuery, response: { 200: invoiceListResponse } },
      },
      async (request) => ({ data: await billing.listInvoices(requireViewer(request), request.query) }),
    );
    app.post(
      '/admin/subscriptions/invoices/:key/paid',
      {
        config: { permission: 'subscriptions.access' },
        schema: { params: byKey, response: { 200: invoiceSavedResponse } },
      },
      async (request) => {
        const invoice = await payments.markPaid(requireViewer(request), request.params.key);
        request.activityTarget = {
          kind: 'invoice',
          id: invoice.key,
          label: `${invoice.student.firstName} ${invoice.student.lastName} — ${invoice.program.title}`,
          verb: 'marked paid',
        };
        return { message: 'Invoice marked paid', data: { invoice } };
      },
    );
    app.post(
      '/admin/subscriptions/:key/status',
      {
        config: { permission: 'subscriptions.access' },
        schema: { params: byKey, body: adminSubscriptionAction, response: { 200: subscriptionSavedResponse } },
      },
      async (request) => {
        const viewer = requireViewer(request);
        await payments.change(viewer, request.params.key, request.body.action, true);
        const subscription = await billing.presentOne(request.params.key);
        request.activityTarget = {
          kind: 'subscription',
          id: subscription.key,
          label: `${subscription.student.firstName} ${subscription.student.lastName} — ${subscription.program.title}`,
        };
        return {
          message: `Subscription ${subscription.status.toLowerCase().replace('_', ' ')}`,
          data: { subscription },
        };
      },
    );
    app.get(
      '/admin/billing/settings',
      { config: { permission: 'subscriptions.access' }, schema: { response: { 200: billingSettingsResponse } } },
      async (request) => ({ data: { settings: await billing.settingsView(requireViewer(request)) } }),
    );
    app.put(
      '/admin/billing/settings',
      {
        // The provider's keys: a sensitive action (ADR 0056).
        config: { permission: 'subscriptions.access', stepUp: true },
        schema: { body: billingSettingsInput, response: { 200: billingSettingsSavedResponse } },
      },
      async (request) => {
        const settings = await billing.updateSettings(requireViewer(request), request.body);
        request.activityTarget = {
          kind: 'billingSettings',
          id: 'billing',
          label: `payment provider ${settings.provider}`,
        };
        return { message: 'Billing settings saved', data: { settings } };
      },
    );
  };
