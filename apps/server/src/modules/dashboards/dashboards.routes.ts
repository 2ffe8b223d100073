import { dashboardResponse, statisticsResponse, trendsQuery, trendsResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { DashboardService } from './dashboard.service.js';

export const dashboardRoutes =
  (dashboards: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/dashboard',
      { config: { permission: 'signedIn' }, schema: { response: { 200: dashboardResponse } } },
      async (request) => ({
        data: await dashboards.forPerson(requireViewer(request)),
      }),
    );
    app.get(
      '/admin/statistics',
      { config: { permission: 'accountStats.access' }, schema: { response: { 200: statisticsResponse } } },
      async (request) => ({
        data: await dashboards.statistics(requireViewer(request)),
      }),
    );
    app.get(
      '/admin/statistics/trends',
      {
        config: { permission: 'accountStats.access' },
        schema: { querystring: trendsQuery, response: { 200: trendsResponse } },
      },
      async (request) => ({
        data: await dashboards.trends(requireViewer(request), request.query),
      }),
    );
  };
