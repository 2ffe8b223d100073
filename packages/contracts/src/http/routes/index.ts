/**
 * The HTTP route map (ADR 0060): every `METHOD /path` under `/api` the clients may call, with the contracts schemas
 * of its query, body and answer. `apps/web/src/lib/api.ts` types its calls from `HttpRoutes`;
 * `apps/server/src/http/contracts-route-map.test.ts` holds each entry to the route the server registers.
 */
import type { RouteTable } from '../route-map.js';
import { accountsRoutes } from './accounts.js';
import { activityRoutes } from './activity.js';
import { articlesRoutes } from './articles.js';
import { assessmentsRoutes } from './assessments.js';
import { billingRoutes } from './billing.js';
import { calendarRoutes } from './calendar.js';
import { chatRoutes } from './chat.js';
import { chatModerationRoutes } from './chat-moderation.js';
import { classroomRoutes } from './classroom.js';
import { dashboardsRoutes } from './dashboards.js';
import { dataRightsRoutes } from './data-rights.js';
import { familiesRoutes } from './families.js';
import { filesRoutes } from './files.js';
import { formsRoutes } from './forms.js';
import { lessonReportsRoutes } from './lesson-reports.js';
import { mailingRoutes } from './mailing.js';
import { meetingsRoutes } from './meetings.js';
import { notificationsRoutes } from './notifications.js';
import { programsRoutes } from './programs.js';
import { quizzesRoutes } from './quizzes.js';
import { recordingsRoutes } from './recordings.js';
import { referenceRoutes } from './reference.js';
import { schedulesRoutes } from './schedules.js';
import { schoolRoutes } from './school.js';
import { searchRoutes } from './search.js';
import { systemRoutes } from './system.js';
import { teachingRoutes } from './teaching.js';
import { websiteRoutes } from './website.js';

/** Each part of the map, one per server module. */
export const httpRouteParts = {
  accounts: accountsRoutes,
  activity: activityRoutes,
  articles: articlesRoutes,
  assessments: assessmentsRoutes,
  billing: billingRoutes,
  calendar: calendarRoutes,
  chat: chatRoutes,
  chatModeration: chatModerationRoutes,
  classroom: classroomRoutes,
  dashboards: dashboardsRoutes,
  dataRights: dataRightsRoutes,
  families: familiesRoutes,
  files: filesRoutes,
  forms: formsRoutes,
  lessonReports: lessonReportsRoutes,
  mailing: mailingRoutes,
  meetings: meetingsRoutes,
  notifications: notificationsRoutes,
  programs: programsRoutes,
  quizzes: quizzesRoutes,
  recordings: recordingsRoutes,
  reference: referenceRoutes,
  schedules: schedulesRoutes,
  school: schoolRoutes,
  search: searchRoutes,
  system: systemRoutes,
  teaching: teachingRoutes,
  website: websiteRoutes,
} as const;

export const httpRoutes = {
  ...accountsRoutes,
  ...activityRoutes,
  ...articlesRoutes,
  ...assessmentsRoutes,
  ...billingRoutes,
  ...calendarRoutes,
  ...chatRoutes,
  ...chatModerationRoutes,
  ...classroomRoutes,
  ...dashboardsRoutes,
  ...dataRightsRoutes,
  ...familiesRoutes,
  ...filesRoutes,
  ...formsRoutes,
  ...lessonReportsRoutes,
  ...mailingRoutes,
  ...meetingsRoutes,
  ...notificationsRoutes,
  ...programsRoutes,
  ...quizzesRoutes,
  ...recordingsRoutes,
  ...referenceRoutes,
  ...schedulesRoutes,
  ...schoolRoutes,
  ...searchRoutes,
  ...systemRoutes,
  ...teachingRoutes,
  ...websiteRoutes,
} as const satisfies RouteTable;

/** The route map as a type: what the web client's calls are checked against. */
export type HttpRoutes = typeof httpRoutes;
