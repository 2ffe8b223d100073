import {
  emailPreferences,
  emailPreferencesResponse,
  emailPreferencesSavedResponse,
  messageResponse,
  notificationChangedResponse,
  notificationCountResponse,
  notificationListQuery,
  notificationListResponse,
  notificationSendInput,
  notificationSendListResponse,
  notificationSendSavedResponse,
  pageQuery,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { NotificationService } from './notification.service.js';

const byKey = z.object({ key: z.uuid('Not found') });

export const notificationRoutes =
  (notifications: NotificationService): FastifyPluginAsyncZod =>
  async (app) => {
    // Everyone's own list (platform spec 7 `/notifications`).
    app.get(
      '/notifications',
      {
        config: { permission: 'signedIn' },
        schema: { querystring: notificationListQuery, response: { 200: notificationListResponse } },
      },
      async (request) => ({ data: await notifications.list(requireViewer(request), request.query) }),
    );
    app.get(
      '/notifications/count',
      { config: { permission: 'signedIn' }, schema: { response: { 200: notificationCountResponse } } },
      async (request) => ({ data: await notifications.count(requireViewer(request)) }),
    );
    app.post(
      '/notifications/read-all',
      { config: { permission: 'signedIn' }, schema: { response: { 200: notificationChangedResponse } } },
      async (request) => ({
        message: 'All notifications marked as read',
        data: await notifications.markAllRead(requireViewer(request)),
      }),
    );
    app.post(
      '/notifications/:key/read',
      {
        config: { permission: 'signedIn' },
        schema: { params: byKey, response: { 200: notificationChangedResponse } },
      },
      async (request) => ({
        message: 'Marked as read',
        data: await notifications.markRead(requireViewer(request), request.params.key),
      }),
    );
    app.delete(
      '/notifications/:key',
      {
        config: { permission: 'signedIn' },
        schema: { params: byKey, response: { 200: notificationChangedResponse } },
      },
      async (request) => ({
        message: 'Notification deleted',
        data: await notifications.remove(requireViewer(request), request.params.key),
      }),
    );
    app.get(
      '/notifications/email-preferences',
      { config: { permission: 'signedIn' }, schema: { response: { 200: emailPreferencesResponse } } },
      async (request) => ({ data: await notifications.emailPreferences(requireViewer(request)) }),
    );
    app.put(
      '/notifications/email-preferences',
      {
        config: { permission: 'signedIn' },
        schema: { body: emailPreferences, response: { 200: emailPreferencesSavedResponse } },
      },
      async (request) => ({
        message: 'Your email choices have been saved',
        data: await notifications.saveEmailPreferences(requireViewer(request), request.body),
      }),
    );

    // Account Notifications (platform spec 6.1: send, delete).
    app.get(
      '/admin/notifications',
      {
        config: { permission: 'notifications.access' },
        schema: { querystring: pageQuery, response: { 200: notificationSendListResponse } },
      },
      async (request) => ({ data: await notifications.listSends(requireViewer(request), request.query) }),
    );
    app.post(
      '/admin/notifications',
      {
        config: { permission: 'notifications.send' },
        schema: { body: notificationSendInput, response: { 201: notificationSendSavedResponse } },
      },
      async (request, reply) => {
        const send = await notifications.send(requireViewer(request), request.body);
        request.activityTarget = {
          kind: 'notification',
          id: send.id,
          label: send.title,
          details: { recipients: send.recipients },
        };
        return reply.status(201).send({
          message: `Notification sent to ${send.recipients} ${send.recipients === 1 ? 'person' : 'people'}`,
          data: { key: send.id, recipients: send.recipients },
        });
      },
    );
    app.delete(
      '/admin/notifications/:key',
      {
        config: { permission: 'notifications.delete' },
        schema: { params: byKey, response: { 200: messageResponse } },
      },
      async (request) => {
        const send = await notifications.removeSend(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'notification', id: send.id, label: send.title };
        return { message: 'Notification deleted' };
      },
    );
  };
