/** The reminders module: lesson reminders through the job queue (docs/decisions/0039). No routes of its own. */
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { SchoolSettingsService } from '../school/school-settings.service.js';
import { createReminderRepository } from './reminder.repository.js';
import { createReminderService } from './reminder.service.js';

export function createRemindersModule(deps: {
  db: Db;
  jobs: JobQueue;
  events: EventPublisher;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  log: Logger;
  now?: () => Date;
}) {
  const repo = createReminderRepository(deps.db);
  return { service: createReminderService({ ...deps, repo }) };
}
