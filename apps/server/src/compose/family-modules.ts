/**
 * The record a lesson leaves and the family's place: lesson reports (ADR 0080), data rights and guardians' data
 * requests (ADR 0072, 0085), and guardians with their links, codes, consent and views of a child (ADR 0079). Built
 * after every module they read; `createModules` hands those in.
 */
import type { createAccountsModule } from '../modules/accounts/accounts.module.js';
import type { createActivityModule } from '../modules/activity/activity.module.js';
import type { createAssessmentsModule } from '../modules/assessments/assessments.module.js';
import type { createBillingModule } from '../modules/billing/billing.module.js';
import type { createClassroomModule } from '../modules/classroom/classroom.module.js';
import type { createRecordingsModule } from '../modules/classroom/recording/recordings.module.js';
import { createFamiliesModule } from '../modules/families/families.module.js';
import type { createFilesModule } from '../modules/files/files.module.js';
import { createLessonReportsModule } from '../modules/lesson-reports/lesson-reports.module.js';
import type { createNotificationsModule } from '../modules/notifications/notifications.module.js';
import { createPrivacyModule } from '../modules/privacy/privacy.module.js';
import type { createQuizzesModule } from '../modules/quizzes/quizzes.module.js';
import type { createSchedulesModule } from '../modules/schedules/schedules.module.js';
import type { createSchoolModule } from '../modules/school/school.module.js';
import type { createTeachingModule } from '../modules/teaching/teaching.module.js';
import type { Infrastructure } from './infrastructure.js';

interface Built {
  accounts: ReturnType<typeof createAccountsModule>;
  activity: ReturnType<typeof createActivityModule>;
  assessments: ReturnType<typeof createAssessmentsModule>;
  billing: ReturnType<typeof createBillingModule>;
  classroom: ReturnType<typeof createClassroomModule>;
  events: ReturnType<typeof createNotificationsModule>['events'];
  files: ReturnType<typeof createFilesModule>;
  quizzes: ReturnType<typeof createQuizzesModule>;
  recordings: ReturnType<typeof createRecordingsModule>;
  schedules: ReturnType<typeof createSchedulesModule>;
  school: ReturnType<typeof createSchoolModule>;
  teaching: ReturnType<typeof createTeachingModule>;
}

export function createFamilyModules(infra: Infrastructure, built: Built) {
  const { db, jobs, store, accountEnds, log, now, limits, config } = infra;
  const { accounts, activity, assessments, billing, classroom, events, files, quizzes, recordings, schedules } = built;
  const { school, teaching } = built;
  const publicUrl = config.publicUrl;
  // Lesson reports (ADR 0080): written from the classroom's attendance, polls, chat files and boards.
  const lessonReports = createLessonReportsModule({
    db,
    jobs,
    attendance: schedules.attendance,
    polls: classroom.services.polls,
    files: files.repo,
    events,
    now,
  });
  // Data rights (ADR 0072): a person's data exported or erased, their sign-in and sockets ended.
  // Guardians' data requests (ADR 0085) ask the families module whether a guardian is linked to a child.
  const privacy = createPrivacyModule({
    db,
    store,
    sessions: accounts.sessions,
    accountEnds,
    log,
    events,
    isGuardianOf: (guardianId, studentId) => families.service.isGuardianOf(guardianId, studentId),
    now,
  });
  // Guardians, their links to students, pairing codes and consent (ADR 0079); their views of a child ask the
  // owning modules' services on the child's behalf.
  const families = createFamiliesModule({
    db,
    users: accounts.users,
    people: accounts.peopleRepo,
    isTutorLinked: (tutorId, studentId) => teaching.repo.isLinked(tutorId, studentId),
    activity: activity.service,
    limitStore: limits,
    schoolSettings: school.service,
    publicUrl,
    now,
    schedules: schedules.service,
    quizzes: quizzes.assignments,
    assignments: assessments.assignments,
    performance: assessments.performance,
    billing: billing.service,
    payments: billing.payments,
    lessonReports: lessonReports.service,
    files: files.service,
    recordings: recordings.service,
  });

  return { lessonReports, privacy, families };
}
