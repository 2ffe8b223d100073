/** The lesson reports module (issue 33, ADR 0080): reports written from the classroom's record, and their reminders. */
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { AttendanceReader } from '../classroom/attendance/attendance-reader.js';
import type { FileRepository } from '../files/file.repository.js';
import type { EventPublisher } from '../notifications/event-publisher.js';
import { createLessonReportReminders } from './lesson-report-reminders.js';
import { createLessonReportsRepository } from './lesson-reports.repository.js';
import { lessonReportsRoutes } from './lesson-reports.routes.js';
import { createLessonReportsService, type PollResults } from './lesson-reports.service.js';

export function createLessonReportsModule(deps: {
  db: Db;
  jobs: JobQueue;
  attendance: Pick<AttendanceReader, 'ofLesson'>;
  polls: PollResults;
  files: Pick<FileRepository, 'findByKey'>;
  events: EventPublisher;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repo = createLessonReportsRepository(deps.db);
  const service = createLessonReportsService({ ...deps, repo, now });
  const reminders = createLessonReportReminders({ jobs: deps.jobs, repo, events: deps.events, now });
  return { service, repo, reminders, routes: lessonReportsRoutes(service) };
}
