import { activityActorsResponse, activityListQuery, activityListResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { ActivityService } from './activity.service.js';

/** The activity log: read-only by design (no route updates or deletes an entry). */
export const activityRoutes =
  (activity: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/logs',
      {
        config: { permission: 'activityLogs.access' },
        schema: { querystring: activityListQuery, response: { 200: activityListResponse } },
      },
      async (request) => ({ data: await activity.list(requireViewer(request), request.query) }),
    );
    app.get(
      '/admin/logs/actors',
      { config: { permission: 'activityLogs.access' }, schema: { response: { 200: activityActorsResponse } } },
      async (request) => ({ data: { actors: await activity.actors(requireViewer(request)) } }),
    );
  };
