/** The teaching module: enrolments, tutor–student links and the people lists each role may see. */
import type { Db } from '../../db/client.js';
import type { UserRepository } from '../accounts/user.repository.js';
import { createTeachingRepository } from './teaching.repository.js';
import { teachingRoutes } from './teaching.routes.js';
import { createTeachingService } from './teaching.service.js';

export function createTeachingModule(deps: { db: Db; users: UserRepository }) {
  const repo = createTeachingRepository(deps.db);
  const service = createTeachingService({ repo, users: deps.users });
  return { service, repo, routes: teachingRoutes(service) };
}
