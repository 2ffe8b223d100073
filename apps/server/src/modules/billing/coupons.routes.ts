/** Coupons for admins (platform spec 6.1, restricted group `coupons`); verifying and applying them is the payer's, in billing.routes.ts. */
import {
  couponEnabledInput,
  couponInput,
  couponListQuery,
  couponListResponse,
  couponSavedResponse,
  messageResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { CouponsService } from './coupons.service.js';
import { byKey } from './route-params.js';

export const couponRoutes =
  (coupons: CouponsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/coupons',
      {
        config: { permission: 'coupons.access' },
        schema: { querystring: couponListQuery, response: { 200: couponListResponse } },
      },
      async (request) => ({ data: await coupons.list(requireViewer(request), request.query) }),
    );
    app.post(
      '/admin/coupons',
      {
        config: { permission: 'coupons.create' },
        schema: { body: couponInput, response: { 201: couponSavedResponse } },
      },
      async (request, reply) => {
        const coupon = await coupons.create(requireViewer(request), request.body);
        request.activityTarget = { kind: 'coupon', id: coupon.key, label: coupon.code };
        return reply.status(201).send({ message: 'Coupon created', data: { coupon } });
      },
    );
    app.put(
      '/admin/coupons/:key',
      {
        config: { permission: 'coupons.edit' },
        schema: { params: byKey, body: couponInput, response: { 200: couponSavedResponse } },
      },
      async (request) => {
        const coupon = await coupons.update(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { kind: 'coupon', id: coupon.key, label: coupon.code };
        return { message: 'Coupon updated', data: { coupon } };
      },
    );
    app.patch(
      '/admin/coupons/:key/enabled',
      {
        config: { permission: 'coupons.edit' },
        schema: { params: byKey, body: couponEnabledInput, response: { 200: couponSavedResponse } },
      },
      async (request) => {
        const coupon = await coupons.setEnabled(requireViewer(request), request.params.key, request.body.enabled);
        request.activityTarget = {
          kind: 'coupon',
          id: coupon.key,
          label: coupon.code,
          verb: coupon.enabled ? 'enabled' : 'disabled',
        };
        return { message: coupon.enabled ? 'Coupon enabled' : 'Coupon disabled', data: { coupon } };
      },
    );
    app.delete(
      '/admin/coupons/:key',
      { config: { permission: 'coupons.delete' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        const coupon = await coupons.remove(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'coupon', id: coupon.id, label: coupon.code };
        return { message: 'Coupon deleted' };
      },
    );
  };
