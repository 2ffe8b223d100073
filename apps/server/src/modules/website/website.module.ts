/** The website module: the settings every public page shows (platform spec 3.1). */
import type { Db } from '../../db/client.js';
import type { Cluster } from '../../realtime/cluster.js';
import { createWebsiteRepository } from './website.repository.js';
import { websiteRoutes } from './website.routes.js';
import { createWebsiteService } from './website.service.js';

export function createWebsiteModule(deps: { db: Db; cluster?: Pick<Cluster, 'publish' | 'on'> }) {
  const repo = createWebsiteRepository(deps.db);
  const service = createWebsiteService({ repo, cluster: deps.cluster });
  return { service, repo, routes: websiteRoutes(service) };
}
