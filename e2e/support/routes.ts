/**
 * Every route of platform spec 2.1 that the web app defines, by who may open it: the list the every-route journey
 * walks (each page shows real content and passes axe, ADR 0057).
 */

/** The seeded demo people (README): a student, a tutor, the demo manager (no restricted group) and the master. */
export const demo = {
  student: { email: 'student@chalkline.local', password: 'Student#2026' },
  tutor: { email: 'tutor@chalkline.local', password: 'Tutor#2026' },
  manager: { email: 'manager@chalkline.local', password: 'Manager#2026' },
  master: { email: 'master@chalkline.local', password: 'Master#2026' },
  /** The demo student's guardian (ADR 0079). */
  guardian: { email: 'guardian@chalkline.local', password: 'Guardian#2026' },
} as const;

export type DemoPerson = keyof typeof demo;

export const mainSite = [
  '/',
  '/about',
  '/careers',
  '/contact',
  '/blogs',
  '/news',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/accessibility',
];
export const tutorsSite = ['/tutors', '/tutors/programs', '/tutors/programs/categories', '/tutors/book-a-demo'];
export const accountsSite = [
  '/accounts',
  '/accounts/profile',
  '/accounts/profile/settings',
  '/accounts/chat',
  '/accounts/chat?tab=groups',
  '/accounts/programs',
  '/accounts/schedules',
  '/accounts/notifications',
  '/accounts/quiz-assignments',
  '/accounts/assignments/class',
  '/accounts/assignments/home',
];
export const studentOnly = ['/accounts/subscriptions', '/accounts/quiz', '/accounts/performance'];
export const tutorOnly = ['/accounts/manage-quiz', '/accounts/question-bank', '/accounts/students'];
/**
 * A guardian's own pages (ADR 0079): their children, their data requests (ADR 0085), and the account pages every
 * accounts layout has.
 */
export const guardianSite = [
  '/accounts/children',
  '/accounts/data-requests',
  '/accounts/profile',
  '/accounts/profile/settings',
  '/accounts/chat',
  '/accounts/notifications',
];
export const adminSite = [
  '/admin',
  '/admin/profile',
  '/admin/profile/settings',
  '/admin/programs',
  '/admin/programs/categories',
  '/admin/assessments/quiz',
  '/admin/assessments/quiz-assessments',
  '/admin/assessments/question-bank',
  '/admin/assessments/class',
  '/admin/assessments/home',
  '/admin/articles/authors',
  '/admin/articles/categories',
  '/admin/blogs',
  '/admin/news',
  '/admin/tutors',
  '/admin/students',
  '/admin/guardians',
  '/admin/schedules',
  '/admin/notifications',
  '/admin/chat',
  '/admin/forms/contact',
  '/admin/forms/demo',
  '/admin/forms/careers',
  '/admin/meetings',
  '/admin/meetings/students',
  '/admin/meetings/programs',
  '/admin/info',
  '/admin/settings/contact-information',
  '/admin/settings/testimonials',
  '/admin/settings/faqs',
  '/admin/settings/team',
  '/admin/settings/alt-meeting-link',
  '/admin/settings/about',
];
/** The restricted groups' pages (spec 6.1): the demo manager holds none of them. */
export const restrictedAdmin = [
  '/admin/admins',
  '/admin/logs',
  '/admin/data-requests',
  '/admin/mailing',
  '/admin/subscriptions',
  '/admin/subscriptions/grace',
  '/admin/subscriptions/shared-billing',
  '/admin/coupons',
  '/admin/settings/legal',
  '/admin/settings/school',
];

/** The public pages every visitor may open (a guest sees each; signed-in people see the same pages). */
export const publicRoutes = [...mainSite, ...tutorsSite, '/meet'];

/** The signed-in pages each person may open (the demo manager sees `adminSite`, the master every admin page). */
export const ownRoutes: Record<DemoPerson, string[]> = {
  student: [...accountsSite, ...studentOnly, '/meet'],
  tutor: [...accountsSite, ...tutorOnly, '/meet'],
  manager: adminSite,
  master: [...adminSite, ...restrictedAdmin],
  guardian: guardianSite,
};
