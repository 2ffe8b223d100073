/**
 * The notifications module: each person's list, the admin's Account Notifications, the event publisher every
 * module tells people through (ADR 0054), and its channels: the live badge, email copies and the daily digest.
 */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { createEventPublisher } from './event-publisher.js';
import { adminsHolding, rolesHoldingAll } from './notification.policy.js';
import { createNotificationPush } from './notification.push.js';
import { createNotificationRepository } from './notification.repository.js';
import { createNotificationService } from './notification.service.js';
import { registerEmailChannel } from './notification-email.js';
import { createNotificationEmailRepository } from './notification-email.repository.js';
import { notificationRoutes } from './notifications.routes.js';

export function createNotificationsModule(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  log: Logger;
  /** The site's address for links in emails (PUBLIC_URL); without it emails carry no link. */
  publicUrl?: string;
  /** The guardians linked to each student, for events that concern them (ADR 0079). */
  guardiansOf?: (studentIds: readonly string[]) => Promise<Map<string, string[]>>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repo = createNotificationRepository(deps.db);
  const emails = createNotificationEmailRepository(deps.db);
  const push = createNotificationPush(repo, deps.log);
  const service = createNotificationService({ ...deps, now, repo, emails, push });
  const email = registerEmailChannel({
    repo: emails,
    jobs: deps.jobs,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    now,
  });
  const events = createEventPublisher({
    notifications: service,
    admins: async (permission) =>
      adminsHolding(await repo.adminCandidates(permission, rolesHoldingAll(permission)), permission),
    guardiansOf: deps.guardiansOf,
    log: deps.log,
  });
  return {
    service,
    repo,
    events,
    queueNextDigest: email.queueNextDigest,
    attach: push.attach,
    routes: notificationRoutes(service),
  };
}
