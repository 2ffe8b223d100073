/** The activity module: the append-only log of admin actions and its reader (platform spec 6.1). */
import type { Db } from '../../db/client.js';
import type { UserRepository } from '../accounts/user.repository.js';
import { createActivityRepository } from './activity.repository.js';
import { activityRoutes } from './activity.routes.js';
import { createActivityService } from './activity.service.js';

export function createActivityModule(deps: { db: Db; users: Pick<UserRepository, 'findById'> }) {
  const repo = createActivityRepository(deps.db);
  const service = createActivityService({ repo, users: deps.users });
  return { service, repo, routes: activityRoutes(service) };
}
