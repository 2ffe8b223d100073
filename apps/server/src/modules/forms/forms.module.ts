/** The forms module: the public contact, demo and career forms and the admin inboxes (ADR 0041). */
import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { FileStore } from '../../storage/file-store.js';
import type { FileRepository } from '../files/file.repository.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { createFormsRepository } from './forms.repository.js';
import { formRoutes } from './forms.routes.js';
import { createFormsService } from './forms.service.js';
import { registerWebsiteMail } from './mail-job.js';
import { createSpamGuard } from './spam-guard.js';

export function createFormsModule(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  store: FileStore;
  /** The files module's repository (CVs are recorded as files). */
  files: Pick<FileRepository, 'insertMany'>;
  limits: RateLimitStore;
  /** The files module's download (`files.openForDownload`), for the CVs. */
  openFile: Parameters<typeof formRoutes>[1];
  publicUrl?: string;
  events?: EventPublisher;
  now?: () => Date;
}) {
  const repo = createFormsRepository(deps.db);
  registerWebsiteMail(deps.jobs, deps.mailer);
  const guards = {
    contact: createSpamGuard(deps.limits, 'contact'),
    demo: createSpamGuard(deps.limits, 'demo'),
    career: createSpamGuard(deps.limits, 'career'),
    upload: createSpamGuard(deps.limits, 'upload'),
  };
  const service = createFormsService({
    repo,
    jobs: deps.jobs,
    store: deps.store,
    files: deps.files,
    guards,
    events: deps.events,
    now: deps.now,
  });
  return { service, repo, routes: formRoutes(service, deps.openFile, deps.publicUrl) };
}
