/** The notifications module: each person's list, the admin's Account Notifications, email copies, the live badge. */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { createNotificationPush } from './notification.push.js';
import { createNotificationRepository } from './notification.repository.js';
import { createNotificationService } from './notification.service.js';
import { notificationRoutes } from './notifications.routes.js';

export function createNotificationsModule(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  log: Logger;
  publicUrl?: string;
  now?: () => Date;
}) {
  const repo = createNotificationRepository(deps.db);
  const push = createNotificationPush(repo, deps.log);
  const service = createNotificationService({ ...deps, repo, push });
  return { service, repo, attach: push.attach, routes: notificationRoutes(service) };
}
