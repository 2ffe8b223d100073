/** The schedules module: lessons between a tutor and a student (admins plan them, tutors mark them kept). */
import type { Db } from '../../db/client.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import type { ReminderService } from '../reminders/reminder.service.js';
import type { TeachingRepository } from '../teaching/teaching.repository.js';
import { createScheduleRepository } from './schedule.repository.js';
import { createScheduleService } from './schedule.service.js';
import { scheduleRoutes } from './schedules.routes.js';

export function createSchedulesModule(deps: {
  db: Db;
  teaching: TeachingRepository;
  /** Lesson reminders follow lessons as they are planned and deleted. */
  reminders?: Pick<ReminderService, 'planned' | 'cancelled'>;
  events?: EventPublisher;
}) {
  const repo = createScheduleRepository(deps.db);
  const service = createScheduleService({
    repo,
    teaching: deps.teaching,
    lessons: deps.reminders,
    events: deps.events,
  });
  return { service, repo, routes: scheduleRoutes(service) };
}
