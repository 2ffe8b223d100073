/**
 * Route constants of platform spec 2.1. The five sites are path prefixes of one app;
 * every constant here is a full path, usable in links and in `navigate`.
 */

export const sitePrefix = {
  main: '',
  accounts: '/accounts',
  tutors: '/tutors',
  meet: '/meet',
  admin: '/admin',
} as const;

export const mainPaths = {
  home: '/',
  about: '/about',
  careers: '/careers',
  contact: '/contact',
  faqs: '/contact#faqs',
  blogs: '/blogs',
  news: '/news',
  login: '/login',
  /** The sign-in's second step (contracts `secondFactorPagePath`, ADR 0056). */
  secondFactor: '/login/verify',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The emailed password-reset link lands here with `?token=…`. */
  resetPassword: '/reset-password',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  /** Not in spec 2.1: the accessibility statement (issue 35, ADR 0057). */
  accessibility: '/accessibility',
  /** Not in spec 2.1: the newsletter's emailed links land here with `?token=…` (ADR 0041). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

const under = <T extends Record<string, string>>(prefix: string, paths: T): { [K in keyof T]: string } =>
  Object.fromEntries(Object.entries(paths).map(([key, path]) => [key, `${prefix}${path}`])) as {
    [K in keyof T]: string;
  };

/** Relative paths of the accounts site (student, tutor and guardian area). */
export const accountsRoutes = {
  dashboard: '',
  profile: '/profile',
  profileSettings: '/profile/settings',
  chat: '/chat',
  subscriptions: '/subscriptions',
  programs: '/programs',
  schedules: '/schedules',
  notifications: '/notifications',
  quiz: '/quiz',
  manageQuiz: '/manage-quiz',
  /** The question bank (ADR 0078), not in spec 2.1's list: the tutor's Assessments group opens it. */
  questionBank: '/question-bank',
  quizAssignments: '/quiz-assignments',
  classAssignments: '/assignments/class',
  homeAssignments: '/assignments/home',
  students: '/students',
  performance: '/performance',
  /** A guardian's children (ADR 0079): the overview, and one child's page at `?child=`. */
  children: '/children',
  /** A guardian's data requests (ADR 0085): asking for an export or erasure, and their answers. */
  dataRequests: '/data-requests',
} as const;

/** Relative paths of the tutors site. */
export const tutorsRoutes = {
  home: '',
  programs: '/programs',
  programCategories: '/programs/categories',
  bookADemo: '/book-a-demo',
  onboarding: '/onboarding',
  quiz: '/quiz',
  quizCompleted: '/quiz/completed',
} as const;

/** Relative paths of the meeting site. */
export const meetRoutes = {
  home: '',
  demo: '/demo',
} as const;

/** Relative paths of the admin site. */
export const adminRoutes = {
  dashboard: '',
  profile: '/profile',
  profileSettings: '/profile/settings',
  programs: '/programs',
  programCategories: '/programs/categories',
  quiz: '/assessments/quiz',
  quizAssessments: '/assessments/quiz-assessments',
  /** The question bank (ADR 0078), not in spec 2.1's list: the admin's Assessments group opens it. */
  questionBank: '/assessments/question-bank',
  classAssessments: '/assessments/class',
  homeAssessments: '/assessments/home',
  articleAuthors: '/articles/authors',
  articleCategories: '/articles/categories',
  blogs: '/blogs',
  news: '/news',
  admins: '/admins',
  /** Not in spec 2.1's list, which omits some constants; the admin sidebar's Chat needs a route. */
  chat: '/chat',
  logs: '/logs',
  tutors: '/tutors',
  students: '/students',
  /** Not in spec 2.1: guardian accounts and their children (ADR 0085). */
  guardians: '/guardians',
  /** Not in spec 2.1: guardians' data requests, answered by the Data rights group (ADR 0085). */
  dataRequests: '/data-requests',
  schedules: '/schedules',
  mailing: '/mailing',
  /** The newsletter's subscribers, a tab of Manage Mailing (spec 7: /admin/mailing/newsletter). */
  mailingNewsletter: '/mailing/newsletter',
  notifications: '/notifications',
  contactForms: '/forms/contact',
  demoForms: '/forms/demo',
  careerForms: '/forms/careers',
  meetings: '/meetings',
  studentMeetings: '/meetings/students',
  programMeetings: '/meetings/programs',
  info: '/info',
  subscriptions: '/subscriptions',
  graceSubscriptions: '/subscriptions/grace',
  sharedBilling: '/subscriptions/shared-billing',
  coupons: '/coupons',
  contactInformation: '/settings/contact-information',
  testimonials: '/settings/testimonials',
  faqs: '/settings/faqs',
  team: '/settings/team',
  altMeetingLink: '/settings/alt-meeting-link',
  legal: '/settings/legal',
  about: '/settings/about',
  /** Not in spec 2.1: the school-wide policies (ADR 0045). */
  schoolPolicies: '/settings/school',
} as const;

export const accountsPaths = under(sitePrefix.accounts, accountsRoutes);
export const tutorsPaths = under(sitePrefix.tutors, tutorsRoutes);
export const meetPaths = under(sitePrefix.meet, meetRoutes);
export const adminPaths = under(sitePrefix.admin, adminRoutes);
