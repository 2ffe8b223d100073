/** The calendar module: each person's private iCalendar feed and a lesson's `.ics` file (issue 31, ADR 0062). */
import type { FallbackMeetingLink } from '@chalkline/contracts';
import type { Db } from '../../db/client.js';
import type { QuizAssignmentRepository } from '../quizzes/quiz-assignment.repository.js';
import type { ScheduleService } from '../schedules/schedule.service.js';
import { calendarRoutes } from './calendar.routes.js';
import { createCalendarService } from './calendar.service.js';
import { createCalendarFeedRepository } from './calendar-feed.repository.js';

export function createCalendarModule(deps: {
  db: Db;
  schedules: ScheduleService;
  quizzes: Pick<QuizAssignmentRepository, 'dueBetween'>;
  altMeetingLink: () => Promise<FallbackMeetingLink | null>;
  publicUrl?: string;
  now?: () => Date;
}) {
  const repo = createCalendarFeedRepository(deps.db);
  const service = createCalendarService({
    feeds: repo,
    schedules: deps.schedules,
    quizzes: deps.quizzes,
    altMeetingLink: deps.altMeetingLink,
    now: deps.now,
  });
  return { service, repo, routes: calendarRoutes(service, deps.publicUrl) };
}
