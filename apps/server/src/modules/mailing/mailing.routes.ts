import {
  emailSettingsInput,
  emailSettingsResponse,
  emailSettingsSavedResponse,
  formTexts,
  mailingDetailResponse,
  mailingInput,
  mailingListResponse,
  mailingSentResponse,
  messageResponse,
  newsletterInput,
  newsletterTokenInput,
  pageQuery,
  subscriberListQuery,
  subscriberListResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { originOf } from '../accounts/auth.cookies.js';
import type { MailingService } from './mailing.service.js';
import type { NewsletterService } from './newsletter.service.js';

const byKey = z.object({ key: z.uuid('Not found') });

export const mailingRoutes =
  (mailing: MailingService, newsletter: NewsletterService, publicUrl?: string): FastifyPluginAsyncZod =>
  async (app) => {
    // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form; the token is in
    // the address, so the body is read and ignored (only in this module's routes).
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    );

    app.post(
      '/website/newsletter',
      { config: { permission: 'public' }, schema: { body: newsletterInput, response: { 202: messageResponse } } },
      async (request, reply) => {
        await newsletter.subscribe({ ip: request.ip, origin: originOf(request, publicUrl) }, request.body);
        return reply.status(202).send({ message: formTexts.newsletterPending });
      },
    );
    app.post(
      '/website/newsletter/confirm',
      { config: { permission: 'public' }, schema: { body: newsletterTokenInput, response: { 200: messageResponse } } },
      async (request) => {
        await newsletter.confirm(request.body.token);
        return { message: formTexts.newsletterConfirmed };
      },
    );
    app.post(
      '/website/newsletter/unsubscribe',
      {
        config: { permission: 'public' },
        schema: { querystring: newsletterTokenInput, response: { 200: messageResponse } },
      },
      async (request) => {
        await newsletter.unsubscribe(request.query.token);
        return { message: formTexts.newsletterUnsubscribed };
      },
    );

    app.get(
      '/admin/mailing',
      {
        config: { permission: 'emailSettings.access' },
        schema: { querystring: pageQuery, response: { 200: mailingListResponse } },
      },
      async (request) => ({ data: await mailing.list(requireViewer(request), request.query) }),
    );
    app.post(
      '/admin/mailing',
      {
        config: { permission: 'emailSettings.access' },
        schema: { body: mailingInput, response: { 201: mailingSentResponse } },
      },
      async (request, reply) => {
        const sent = await mailing.send(requireViewer(request), request.body, originOf(request, publicUrl));
        request.activityTarget = { kind: 'mailing', id: sent.key, label: sent.subject, verb: 'sent' };
        return reply
          .status(201)
          .send({ message: `Sending to ${sent.counts.QUEUED} recipient(s)`, data: { mailing: sent } });
      },
    );
    app.get(
      '/admin/mailing/newsletter',
      {
        config: { permission: 'emailSettings.access' },
        schema: { querystring: subscriberListQuery, response: { 200: subscriberListResponse } },
      },
      async (request) => ({ data: await mailing.subscribers(requireViewer(request), request.query) }),
    );
    app.get(
      '/admin/mailing/settings',
      { config: { permission: 'emailSettings.access' }, schema: { response: { 200: emailSettingsResponse } } },
      async (request) => ({ data: await mailing.emailSettings(requireViewer(request)) }),
    );
    app.put(
      '/admin/mailing/settings',
      {
        config: { permission: 'emailSettings.access' },
        schema: { body: emailSettingsInput, response: { 200: emailSettingsSavedResponse } },
      },
      async (request) => {
        const data = await mailing.updateEmailSettings(requireViewer(request), request.body);
        request.activityTarget = { kind: 'emailSettings', label: 'email settings' };
        return { message: 'Email settings saved', data };
      },
    );
    app.get(
      '/admin/mailing/:key',
      {
        config: { permission: 'emailSettings.access' },
        schema: { params: byKey, response: { 200: mailingDetailResponse } },
      },
      async (request) => ({ data: await mailing.get(requireViewer(request), request.params.key) }),
    );
  };
