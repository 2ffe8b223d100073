/** The mailing module: the newsletter (double opt-in, one-click unsubscribe) and admin mailings (ADR 0041). */
import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { createSpamGuard } from '../forms/spam-guard.js';
import type { WebsiteRepository } from '../website/website.repository.js';
import { createMailingRepository } from './mailing.repository.js';
import { mailingRoutes } from './mailing.routes.js';
import { createMailingService } from './mailing.service.js';
import { createNewsletterService } from './newsletter.service.js';

export function createMailingModule(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  website: WebsiteRepository;
  limits: RateLimitStore;
  secret: Buffer;
  publicUrl?: string;
}) {
  const repo = createMailingRepository(deps.db);
  const service = createMailingService({
    repo,
    website: deps.website,
    jobs: deps.jobs,
    mailer: deps.mailer,
    secret: deps.secret,
  });
  const newsletter = createNewsletterService({
    repo,
    jobs: deps.jobs,
    guard: createSpamGuard(deps.limits, 'newsletter'),
    secret: deps.secret,
  });
  return { service, newsletter, repo, routes: mailingRoutes(service, newsletter, deps.publicUrl) };
}
