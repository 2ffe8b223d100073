/**
 * The two restricted grants of billing (platform spec 6.1): grace billing (time without payment, with a reason)
 * and shared billing (one card pays for several students). Both are logged through the activity hook.
 */
import {
  graceBillingResponse,
  graceGrantInput,
  graceGrantSavedResponse,
  messageResponse,
  sharedBillingResponse,
  sharedCardInput,
  sharedCardSavedResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { BillingService } from './billing.service.js';
import { byKey } from './route-params.js';

export const graceAndSharedRoutes =
  (billing: BillingService): FastifyPluginAsyncZod =>
  async (app) => {
    // ---- grace billing ----
    app.get(
      '/payments/grace-billing',
      { config: { permission: 'graceBilling.access' }, schema: { response: { 200: graceBillingResponse } } },
      async (request) => ({ data: await billing.graceBilling(requireViewer(request)) }),
    );
    app.post(
      '/payments/grace-billing',
      {
        config: { permission: 'graceBilling.access' },
        schema: { body: graceGrantInput, response: { 201: graceGrantSavedResponse } },
      },
      async (request, reply) => {
        const grant = await billing.grantGrace(requireViewer(request), request.body);
        const s = grant.subscription;
        request.activityTarget = {
          kind: 'subscription',
          id: s.key,
          label: `${s.student.firstName} ${s.student.lastName} — ${s.program.title}`,
          verb: 'granted grace on',
          details: { days: request.body.days, reason: request.body.reason },
        };
        return reply.status(201).send({ message: 'Grace granted', data: { grant } });
      },
    );

    // ---- shared billing ----
    app.get(
      '/payments/shared-billing',
      { config: { permission: 'sharedBilling.access' }, schema: { response: { 200: sharedBillingResponse } } },
      async (request) => ({ data: await billing.sharedBilling(requireViewer(request)) }),
    );
    app.post(
      '/payments/shared-billing',
      {
        config: { permission: 'sharedBilling.access' },
        schema: { body: sharedCardInput, response: { 201: sharedCardSavedResponse } },
      },
      async (request, reply) => {
        const card = await billing.saveSharedCard(requireViewer(request), request.body);
        request.activityTarget = { kind: 'sharedCard', id: card.key, label: card.label };
        return reply.status(201).send({ message: 'Shared billing card saved', data: { card } });
      },
    );
    app.put(
      '/payments/shared-billing/:key',
      {
        config: { permission: 'sharedBilling.access' },
        schema: { params: byKey, body: sharedCardInput, response: { 200: sharedCardSavedResponse } },
      },
      async (request) => {
        const card = await billing.saveSharedCard(requireViewer(request), request.body, request.params.key);
        request.activityTarget = { kind: 'sharedCard', id: card.key, label: card.label };
        return { message: 'Shared billing card saved', data: { card } };
      },
    );
    app.delete(
      '/payments/shared-billing/:key',
      {
        config: { permission: 'sharedBilling.access' },
        schema: { params: byKey, response: { 200: messageResponse } },
      },
      async (request) => {
        const card = await billing.deleteSharedCard(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'sharedCard', id: card.id, label: card.label };
        return { message: 'Shared billing card removed' };
      },
    );
  };
