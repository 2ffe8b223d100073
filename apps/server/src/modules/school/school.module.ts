/** The school module: school-wide policies (ADR 0045) read by chat, recording, billing and reminders. */
import type { Db } from '../../db/client.js';
import type { Cluster } from '../../realtime/cluster.js';
import { createSchoolSettingsRepository } from './school-settings.repository.js';
import { schoolSettingsRoutes } from './school-settings.routes.js';
import { createSchoolSettingsService } from './school-settings.service.js';

export function createSchoolModule(deps: { db: Db; cluster?: Pick<Cluster, 'publish' | 'on'> }) {
  const repo = createSchoolSettingsRepository(deps.db);
  const service = createSchoolSettingsService({ repo, cluster: deps.cluster });
  return { service, routes: schoolSettingsRoutes(service) };
}
