/**
 * Demo data of each area of the school (quizzes, chat, articles, billing, …), added after the core seed in
 * the same transaction so a newcomer sees every screen filled. One function per area, in its own file
 * `seed-<area>.ts`; add it to `areaSeeds` below.
 */
import type { Db } from './client.js';
import type { programCategories, programs, schedules, users } from './schema/index.js';
import { seedArticles } from './seed-articles.js';
import { seedAssignments } from './seed-assignments.js';
import { seedBilling } from './seed-billing.js';
import { seedChat } from './seed-chat.js';
import { seedFamilies } from './seed-families.js';
import { seedLessonReports } from './seed-lesson-reports.js';
import { seedNotifications } from './seed-notifications.js';
import { seedProctoring } from './seed-proctoring.js';
import { seedQuestionBank } from './seed-question-bank.js';
import { seedQuizzes } from './seed-quizzes.js';
import type { DemoSchool } from './seed-school.js';
import { seedSchoolActivity } from './seed-school-activity.js';
import { seedSchoolBilling } from './seed-school-billing.js';
import { seedSchoolChat } from './seed-school-chat.js';
import { seedSchoolHistory } from './seed-school-history.js';
import { seedSchoolLessons } from './seed-school-lessons.js';
import { seedSchoolNotices } from './seed-school-notices.js';
import { seedSchoolQuizzes } from './seed-school-quizzes.js';
import { seedWebsite } from './seed-website.js';

/** What the core seed made, for the areas to build on. */
export interface SeedContext {
  tx: Parameters<Parameters<Db['transaction']>[0]>[0];
  now: Date;
  master: typeof users.$inferSelect;
  manager: typeof users.$inferSelect;
  tutor: typeof users.$inferSelect;
  student: typeof users.$inferSelect;
  /** The demo student's guardian (ADR 0079). */
  guardian: typeof users.$inferSelect;
  category: typeof programCategories.$inferSelect;
  program: typeof programs.$inferSelect;
  schedule: typeof schedules.$inferSelect;
  /** The rest of the demo school around the demo accounts (ADR 0067). */
  school: DemoSchool;
}

export type AreaSeed = (context: SeedContext) => Promise<void>;

/** Run in this order after the core seed. */
export const areaSeeds: readonly AreaSeed[] = [
  seedArticles,
  seedAssignments,
  seedBilling,
  seedChat,
  seedQuizzes,
  seedProctoring,
  seedQuestionBank,
  seedWebsite,
  seedNotifications,
  // The lived-in school (ADR 0067): after the demo accounts' own data, which some of it refers to.
  seedSchoolLessons,
  seedSchoolHistory,
  seedSchoolQuizzes,
  seedSchoolBilling,
  seedSchoolChat,
  // Before the notices, which tell the demo student of her sent report.
  seedLessonReports,
  seedSchoolNotices,
  seedSchoolActivity,
  // After the school's plans: the family's open invoice is for one of them.
  seedFamilies,
];
