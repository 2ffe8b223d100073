/** The articles module: authors, categories, blogs and news (admins write and publish; anyone reads). */
import type { Db } from '../../db/client.js';
import type { FileRepository } from '../files/file.repository.js';
import { createArticleRepository } from './article.repository.js';
import { createArticleService } from './article.service.js';
import { articleRoutes } from './articles.routes.js';

export function createArticlesModule(deps: { db: Db; files: FileRepository }) {
  const repo = createArticleRepository(deps.db);
  const service = createArticleService({ repo, files: deps.files });
  return { service, repo, routes: articleRoutes(service) };
}
