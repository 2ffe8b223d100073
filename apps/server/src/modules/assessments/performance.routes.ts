import { metricsQuery, metricsResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { PerformanceService } from './performance.service.js';

/**
 * The metrics fetch (platform spec 7.1: key, from and to as ISO strings, booleans quiz, class, home; answers
 * `data.metrics`). The spec does not show its path; it sits beside the other `/accounts` calls (ADR 0037).
 */
export const performanceRoutes =
  (performance: PerformanceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/performance',
      {
        config: { permission: 'student.read' },
        schema: { querystring: metricsQuery, response: { 200: metricsResponse } },
      },
      async (request) => ({
        data: { metrics: await performance.metrics(requireViewer(request), request.query) },
      }),
    );
  };
