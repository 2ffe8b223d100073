/**
 * Every module, built in dependency order with its dependencies handed in explicitly. The answer is keyed by module
 * name; tests reach a service through it (`built.modules.accounts.sessions`).
 */

import { createAccountsModule } from '../modules/accounts/accounts.module.js';
import { createActivityModule } from '../modules/activity/activity.module.js';
import { createArticlesModule } from '../modules/articles/articles.module.js';
import { createAssessmentsModule } from '../modules/assessments/assessments.module.js';
import { createBillingModule } from '../modules/billing/billing.module.js';
import { createCalendarModule } from '../modules/calendar/calendar.module.js';
import { createChatModule } from '../modules/classroom/chat/platform-chat.module.js';
import { createClassroomModule } from '../modules/classroom/classroom.module.js';
import { createRecordingsModule } from '../modules/classroom/recording/recordings.module.js';
import type { RoomLimitsTable } from '../modules/classroom/room/room-limits.js';
import { createDashboardsModule } from '../modules/dashboards/dashboards.module.js';
import { createFilesModule } from '../modules/files/files.module.js';
import { createFormsModule } from '../modules/forms/forms.module.js';
import { createMailingModule } from '../modules/mailing/mailing.module.js';
import { createMeetingsModule } from '../modules/meetings/meetings.module.js';
import { createMetricsModule } from '../modules/metrics/metrics.module.js';
import { createNotificationsModule } from '../modules/notifications/notifications.module.js';
import { createProgramsModule } from '../modules/programs/programs.module.js';
import { createQuizzesModule, guardiansAllowProctoring } from '../modules/quizzes/quizzes.module.js';
import { createReferenceModule } from '../modules/reference/reference.module.js';
import { createRemindersModule } from '../modules/reminders/reminders.module.js';
import { createSchedulesModule } from '../modules/schedules/schedules.module.js';
import { createSchoolModule } from '../modules/school/school.module.js';
import { createSearchModule } from '../modules/search/search.module.js';
import { createSystemModule } from '../modules/system/system.module.js';
import { createTeachingModule } from '../modules/teaching/teaching.module.js';
import { createWebsiteModule } from '../modules/website/website.module.js';
import { createFamilyModules } from './family-modules.js';
import type { Infrastructure } from './infrastructure.js';

export interface ModuleOptions {
  /** How long a dropped classroom participant stays recently online (tests shorten it). */
  offlineAfterMs?: number;
  /** Replaces some room-event rate limits (benchmarks that measure throughput raise them). */
  roomLimits?: Partial<RoomLimitsTable>;
}

export function createModules(infra: Infrastructure, options: ModuleOptions = {}) {
  const { config, log, database, db, secret, cluster, limits, mailer, jobs, store, accountEnds, now } = infra;
  const publicUrl = config.publicUrl;

  // The school's Alternative Meeting Link (website settings, built further down), read per request: the lobby and
  // the calendar offer it as the fallback when the classroom will not connect (ADR 0062).
  const altMeetingLink = async () => {
    const link = await website.service.get('ALT_MEETING_LINK');
    return link?.url ? { url: link.url, label: link.label } : null;
  };

  const system = createSystemModule({
    ping: () => database.ping(),
    config,
    // Read per request, after every module exists (billing is built further down).
    live: async () => ({ payments: await billing.providerName(), backgroundJobs: await jobs.health() }),
  });
  const reference = createReferenceModule();
  const files = createFilesModule({ db, store, quotaBytes: config.files.quotaBytes });
  const school = createSchoolModule({ db, cluster });
  const accounts = createAccountsModule({
    db,
    secret,
    settings: config,
    mailer,
    reference: reference.service,
    files: files.repo,
    limits,
    log,
    cluster,
    accountEnds,
    // Read per request, once the notifications module exists (it is built further down).
    unreadNotifications: (userId) => notifications.repo.unreadCount(userId),
    policies: () => school.service.read(),
  });
  const activity = createActivityModule({ db, users: accounts.users });
  const programs = createProgramsModule({ db, files: files.repo });
  const articles = createArticlesModule({ db, files: files.repo });
  const teaching = createTeachingModule({ db, users: accounts.users });
  // Notifications (each person's list, Account Notifications, email copies) and lesson reminders (ADR 0039).
  // Events that concern a student's guardians reach those linked (ADR 0079); families is built further down.
  const guardiansOf = (studentIds: readonly string[]) => families.repo.guardianIdsOf(studentIds);
  const notifications = createNotificationsModule({ db, jobs, mailer, log, publicUrl, now, guardiansOf });
  const events = notifications.events;
  const reminders = createRemindersModule({ db, jobs, events, schoolSettings: school.service, log, now });
  const schedules = createSchedulesModule({
    db,
    teaching: teaching.repo,
    reminders: reminders.service,
    events,
    // A lesson held in the classroom is kept when its student was there for the school's share (ADR 0076).
    attendanceShare: async () => (await school.service.read()).attendanceMinSharePercent,
  });
  // Billing (ADR 0042): the classroom asks it which paid programs a student may enter.
  const billing = createBillingModule({
    db,
    jobs,
    mailer,
    settings: school.service,
    teaching: teaching.repo,
    publicUrl,
    events,
    log,
    limits,
    now,
  });
  const dashboards = createDashboardsModule({
    db,
    programs: programs.service,
    schedules: schedules.service,
    teaching: teaching.service,
    attendanceShare: async () => (await school.service.read()).attendanceMinSharePercent,
  });
  // The classroom, its whiteboards and media signalling: routes, socket gateway and shutdown steps.
  const classroom = createClassroomModule({
    db,
    secret,
    cluster,
    log,
    media: config.media,
    users: accounts.users,
    sessions: accounts.sessions,
    files: files.repo,
    rooms: files.rooms,
    limits,
    offlineAfterMs: options.offlineAfterMs,
    roomLimits: options.roomLimits,
    overload: infra.overload,
    store,
    jobs,
    billingAccess: billing.access,
    altMeetingLink,
    // Built further down: entering or leaving a call pushes the person's ON_CALL presence (ADR 0063).
    onCallChanged: (userKey) => chat.presenceChanged(userKey),
    // Built further down: recording and camera wait for guardians' consent (ADR 0079).
    consent: { consentOfMany: (ids) => families.service.consentOfMany(ids) },
    activity: activity.service,
  });
  const roomStore = classroom.services.roomStore;
  // Classroom recordings: the recorder's uploads, and the list, playback and deleting (ADR 0044).
  const recordings = createRecordingsModule({
    db,
    store,
    recordings: classroom.services.recordings,
    rooms: roomStore,
    schoolSettings: school.service,
    activity: activity.service,
    events,
  });
  // After the classroom: the admin's Live Classes read who is in which classroom from its room store.
  const meetings = createMeetingsModule({
    db,
    programs: programs.repo,
    schedules: schedules.repo,
    teaching: teaching.repo,
    rooms: roomStore,
  });
  const search = createSearchModule({ db });
  // Prometheus metrics behind METRICS_TOKEN (ADR 0053): sockets, media, jobs and the pool of this node.
  const metrics = createMetricsModule({
    db,
    token: config.metrics.token,
    engine: classroom.services.engine,
    poolStats: database.poolStats,
    now,
  });
  // Direct conversations and program groups on the meeting chat's engine, with presence (ADR 0038).
  const chat = createChatModule({
    db,
    cluster,
    files: files.repo,
    rooms: files.rooms,
    sessions: accounts.sessions,
    users: accounts.users,
    schoolSettings: school.service,
    roomStore,
    events,
    log,
    jobs,
    activity: activity.service,
    now,
  });
  // The public website: its settings, forms (demo bookings make demo sessions) and the newsletter and mailings.
  const website = createWebsiteModule({ db, cluster });
  const forms = createFormsModule({
    db,
    jobs,
    mailer,
    store,
    files: files.repo,
    limits,
    openFile: (viewer, key) => files.service.openForDownload(viewer, key),
    publicUrl,
    events,
  });
  const mailing = createMailingModule({ db, jobs, mailer, website: website.repo, limits, secret, publicUrl });
  const quizzes = createQuizzesModule({
    db,
    files: files.repo,
    jobs,
    events,
    jobsNow: now,
    store,
    retentionDays: async () => (await school.service.read()).proctoringRetentionDays,
    // Built further down: a child whose guardians have not consented to recording and camera is not proctored.
    consentOf: async (studentId) => guardiansAllowProctoring(await families.service.consentOf(studentId)),
  });
  const assessments = createAssessmentsModule({
    db,
    teaching: teaching.repo,
    events,
    rooms: files.rooms,
    now,
    attendanceShare: async () => (await school.service.read()).attendanceMinSharePercent,
  });
  // Each person's private calendar feed and a lesson's .ics file (ADR 0062).
  const calendar = createCalendarModule({
    db,
    schedules: schedules.service,
    quizzes: quizzes.assignmentRepo,
    altMeetingLink,
    publicUrl,
    now,
  });
  // The record a lesson leaves and the family's place (ADR 0072, 0079, 0080, 0085), built last: they read the
  // school's record through the modules above.
  const { lessonReports, privacy, families } = createFamilyModules(infra, {
    accounts,
    activity,
    assessments,
    billing,
    classroom,
    events,
    files,
    quizzes,
    recordings,
    schedules,
    school,
    teaching,
  });

  return {
    metrics,
    system,
    reference,
    files,
    accounts,
    programs,
    articles,
    teaching,
    schedules,
    notifications,
    meetings,
    search,
    chat,
    assessments,
    dashboards,
    classroom,
    recordings,
    activity,
    school,
    quizzes,
    billing,
    website,
    forms,
    mailing,
    reminders,
    calendar,
    lessonReports,
    privacy,
    families,
  };
}
export type Modules = ReturnType<typeof createModules>;
