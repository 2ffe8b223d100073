/** The schedules module: lessons between a tutor and a student (admins plan them, tutors mark them kept). */
import { defaultSchoolSettings } from '@chalkline/contracts';
import type { Db } from '../../db/client.js';
import { createAttendanceRepository } from '../classroom/attendance/attendance.repository.js';
import { createAttendanceReader } from '../classroom/attendance/attendance-reader.js';
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
  /** The school's policy: the share of a lesson held in the classroom that counts as attended (ADR 0076). */
  attendanceShare?: () => Promise<number>;
  now?: () => Date;
}) {
  const repo = createScheduleRepository(deps.db);
  const attendance = createAttendanceReader({
    repo: createAttendanceRepository(deps.db),
    minSharePercent: deps.attendanceShare ?? (async () => defaultSchoolSettings.attendanceMinSharePercent),
    now: deps.now ?? (() => new Date()),
  });
  const service = createScheduleService({
    repo,
    teaching: deps.teaching,
    lessons: deps.reminders,
    events: deps.events,
    now: deps.now,
    attendance,
  });
  // The attendance reader is handed to lesson reports too (ADR 0080).
  return { service, repo, attendance, routes: scheduleRoutes(service) };
}
