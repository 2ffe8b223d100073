/** The programs module: categories and programs (admins manage them; anyone may browse). */
import type { Db } from '../../db/client.js';
import type { FileRepository } from '../files/file.repository.js';
import { createProgramRepository } from './program.repository.js';
import { createProgramService } from './program.service.js';
import { programRoutes } from './programs.routes.js';

export function createProgramsModule(deps: { db: Db; files: FileRepository }) {
  const repo = createProgramRepository(deps.db);
  const service = createProgramService({ repo, files: deps.files });
  return { service, repo, routes: programRoutes(service) };
}
