import { accountSearchQuery, accountSearchResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import type { SearchService } from './search.service.js';

export const searchRoutes =
  (search: SearchService): FastifyPluginAsyncZod =>
  async (app) => {
    /** GET /accounts/search?search=…&studentOnly=true: the account picker's results (platform spec 7.1). */
    app.get(
      '/accounts/search',
      {
        config: { permission: 'accounts.search' },
        schema: { querystring: accountSearchQuery, response: { 200: accountSearchResponse } },
      },
      async (request) => ({
        data: { results: await search.searchAccounts(requireViewer(request), request.query) },
      }),
    );
  };
