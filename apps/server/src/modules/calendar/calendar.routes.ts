/**
 * The calendar feed's routes (ADR 0062): a person's own feed settings (`signedIn`), the feed itself (`public`: the
 * token in its address is the credential) and one lesson's `.ics` file (`signedIn`; the service shows only lessons
 * the person may see).
 */
import {
  calendarFeedCreatedResponse,
  calendarFeedParams,
  calendarFeedResponse,
  calendarTexts,
  messageResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { originOf } from '../accounts/auth.cookies.js';
import type { CalendarService } from './calendar.service.js';

const icsResponse = {
  description: 'An iCalendar (RFC 5545) file',
  content: { 'text/calendar': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};
const byKey = z.object({ key: z.uuid(calendarTexts.lessonNotFound) });

export const calendarRoutes =
  (calendar: CalendarService, publicUrl?: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/calendar-feed',
      { config: { permission: 'signedIn' }, schema: { response: { 200: calendarFeedResponse } } },
      async (request) => ({ data: { feed: await calendar.status(requireViewer(request)) } }),
    );
    app.post(
      '/accounts/calendar-feed',
      { config: { permission: 'signedIn' }, schema: { response: { 201: calendarFeedCreatedResponse } } },
      async (request, reply) => {
        const { message, ...data } = await calendar.turnOn(requireViewer(request), originOf(request, publicUrl));
        // The address carries the token: never stored by a cache on the way.
        return reply.status(201).header('cache-control', 'no-store').send({ message, data });
      },
    );
    app.delete(
      '/accounts/calendar-feed',
      { config: { permission: 'signedIn' }, schema: { response: { 200: messageResponse } } },
      async (request) => {
        await calendar.turnOff(requireViewer(request));
        return { message: calendarTexts.turnedOff };
      },
    );
    app.get(
      '/calendar/:file',
      {
        config: { permission: 'public' },
        // The address is the credential: request logs (info) would keep it, so this route logs warnings only.
        logLevel: 'warn',
        schema: { params: calendarFeedParams, response: { 200: icsResponse } },
      },
      async (request, reply) => {
        const body = await calendar.feed(request.params.file, originOf(request, publicUrl));
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex')
          .send(body);
      },
    );
    app.get(
      '/accounts/schedules/:key/calendar.ics',
      { config: { permission: 'signedIn' }, schema: { params: byKey, response: { 200: icsResponse } } },
      async (request, reply) => {
        const file = await calendar.lessonFile(
          requireViewer(request),
          request.params.key,
          originOf(request, publicUrl),
        );
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
  };
