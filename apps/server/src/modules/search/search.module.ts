/** The account search behind the account picker (platform spec 2.6, 5.3, 7.1). */
import type { Db } from '../../db/client.js';
import { createSearchRepository } from './search.repository.js';
import { searchRoutes } from './search.routes.js';
import { createSearchService } from './search.service.js';

export function createSearchModule(deps: { db: Db }) {
  const service = createSearchService({ repo: createSearchRepository(deps.db) });
  return { service, routes: searchRoutes(service) };
}
