import type { AdminPermission } from '@chalkline/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminPaths, adminRoutes } from '../../lib/paths';
import { lazyRoute } from '../../ui/lazyRoute';
import { articleEditorRoutes } from '../articles/routes';
import { adminsAndTutors } from '../auth/routeAccess';

type Key = keyof typeof adminRoutes;

const titles: Record<Key, string> = {
  dashboard: 'Dashboard',
  profile: 'Profile',
  profileSettings: 'Account Settings',
  programs: 'All Programs',
  programCategories: 'Program Categories',
  quiz: 'Quiz Collection',
  quizAssessments: 'Quiz Assignments',
  questionBank: 'Question Bank',
  classAssessments: 'Class Assignments',
  homeAssessments: 'Home Assignments',
  articleAuthors: 'Authors',
  articleCategories: 'Article Categories',
  blogs: 'Articles & Blogs',
  news: 'News & Updates',
  admins: 'Manage Admins',
  chat: 'Chat',
  logs: 'Activity Logs',
  tutors: 'Tutors',
  students: 'Students',
  guardians: 'Guardians',
  dataRequests: 'Data requests',
  schedules: 'Schedules',
  mailing: 'Manage Mailing',
  mailingNewsletter: 'Newsletter Subscribers',
  notifications: 'Account Notifications',
  contactForms: 'Contact Forms',
  demoForms: 'Demo Booking',
  careerForms: 'Career Applications',
  meetings: 'Live Classes',
  studentMeetings: "Students' Classrooms",
  programMeetings: "Programs' Classrooms",
  info: 'Info',
  subscriptions: 'Subscribers',
  graceSubscriptions: 'Grace Subscription',
  sharedBilling: 'Shared Billing Card',
  coupons: 'Coupons',
  contactInformation: 'Contact Information',
  testimonials: 'Testimonials',
  faqs: 'FAQs',
  team: 'Meet the Team',
  altMeetingLink: 'Alternative Meeting Link',
  legal: 'Legal Pages',
  about: 'About page',
  schoolPolicies: 'School Policies',
};

/**
 * The admin permission each page needs (its group's page access, platform spec 6.1; ADR 0026), the one place
 * that says so: the route guard shows the permission-denied view without it and the sidebar hides the item.
 * `null`: every admin may open it (their own account, the dashboard, chat).
 */
const permissions: Record<Key, AdminPermission | null> = {
  dashboard: null,
  profile: null,
  profileSettings: null,
  programs: 'programs.access',
  programCategories: 'programCategories.access',
  quiz: 'quiz.access',
  quizAssessments: 'quizAssignments.access',
  questionBank: 'quiz.access',
  classAssessments: 'assignments.access',
  homeAssessments: 'assignments.access',
  articleAuthors: 'articleAuthors.access',
  articleCategories: 'articleCategories.access',
  blogs: 'blogs.access',
  news: 'news.access',
  admins: 'admins.access',
  chat: null,
  logs: 'activityLogs.access',
  tutors: 'tutors.access',
  students: 'students.access',
  guardians: 'students.access',
  dataRequests: 'dataRights.access',
  schedules: 'schedules.access',
  mailing: 'emailSettings.access',
  mailingNewsletter: 'emailSettings.access',
  notifications: 'notifications.access',
  contactForms: 'contactForms.access',
  demoForms: 'demoBookings.access',
  careerForms: 'careerApplications.access',
  meetings: 'classrooms.access',
  studentMeetings: 'classrooms.access',
  programMeetings: 'classrooms.access',
  info: 'accountStats.access',
  subscriptions: 'subscriptions.access',
  graceSubscriptions: 'graceBilling.access',
  sharedBilling: 'sharedBilling.access',
  coupons: 'coupons.access',
  contactInformation: 'contactInformation.access',
  testimonials: 'testimonials.access',
  faqs: 'faqs.access',
  team: 'team.access',
  altMeetingLink: 'altMeetingLink.access',
  legal: 'legalPages.access',
  about: 'about.access',
  schoolPolicies: 'schoolPolicies.access',
};

const byPath = new Map<string, AdminPermission | null>(
  (Object.keys(adminRoutes) as Key[]).map((key) => [adminPaths[key], permissions[key]]),
);

/** The admin permission the admin page at `path` (e.g. `/admin/coupons`) needs; null: any admin; undefined: not an admin page. */
export const adminPagePermission = (path: string): AdminPermission | null | undefined => byPath.get(path);

/** Every route's page: the type leaves none without one. */
const pages: Record<Key, () => Promise<ComponentType>> = {
  chat: () => import('../classroom/chat/page/ChatPage').then((m) => m.ChatPage),
  mailing: () => import('../mailing/MailingPages').then((m) => m.MailingPage),
  mailingNewsletter: () => import('../mailing/MailingPages').then((m) => m.NewsletterSubscribersPage),
  contactForms: () => import('../forms/InboxPages').then((m) => m.ContactFormsPage),
  demoForms: () => import('../forms/InboxPages').then((m) => m.DemoBookingsPage),
  careerForms: () => import('../forms/InboxPages').then((m) => m.CareerApplicationsPage),
  about: () => import('../website-settings/PageSettingsPages').then((m) => m.AboutSettingsPage),
  contactInformation: () =>
    import('../website-settings/PageSettingsPages').then((m) => m.ContactInformationSettingsPage),
  altMeetingLink: () => import('../website-settings/PageSettingsPages').then((m) => m.AltMeetingLinkSettingsPage),
  legal: () => import('../website-settings/PageSettingsPages').then((m) => m.LegalSettingsPage),
  testimonials: () => import('../website-settings/TestimonialsSettingsPage').then((m) => m.TestimonialsSettingsPage),
  faqs: () => import('../website-settings/FaqsSettingsPage').then((m) => m.FaqsSettingsPage),
  team: () => import('../website-settings/TeamSettingsPage').then((m) => m.TeamSettingsPage),
  // A tutor's or an admin's dashboard, fetched beside the page's chunk rather than after it.
  dashboard: async () => {
    const [page] = await Promise.all([
      import('../dashboards/DashboardPage'),
      import('../dashboards/TutorDashboard'),
      import('../dashboards/AdminDashboard'),
    ]);
    await page.preloadDashboards('tutor', 'admin');
    return page.DashboardPage;
  },
  programs: () => import('../programs/AllProgramsPage').then((m) => m.AllProgramsPage),
  programCategories: () => import('../programs/CategoriesPage').then((m) => m.CategoriesPage),
  schedules: () => import('../schedules/AdminSchedulesPage').then((m) => m.AdminSchedulesPage),
  notifications: () => import('../notifications/AccountNotificationsPage').then((m) => m.AccountNotificationsPage),
  meetings: () => import('../meetings/LiveClassesPage').then((m) => m.LiveClassesPage),
  studentMeetings: () => import('../meetings/ClassroomsPages').then((m) => m.StudentClassroomsPage),
  programMeetings: () => import('../meetings/ClassroomsPages').then((m) => m.ProgramClassroomsPage),
  tutors: () => import('./people/ManagePeoplePage').then((m) => m.AdminTutorsPage),
  students: () => import('./people/ManagePeoplePage').then((m) => m.AdminStudentsPage),
  guardians: () => import('./guardians/GuardiansPage').then((m) => m.GuardiansPage),
  dataRequests: () => import('./data-requests/DataRequestsPage').then((m) => m.DataRequestsPage),
  profile: () => import('../accounts/profile/ProfilePage').then((m) => m.ProfilePage),
  profileSettings: () => import('../accounts/settings/AccountSettingsPage').then((m) => m.AccountSettingsPage),
  admins: () => import('./admins/ManageAdminsPage').then((m) => m.ManageAdminsPage),
  logs: () => import('./logs/ActivityLogsPage').then((m) => m.ActivityLogsPage),
  info: () => import('./info/AdminInfoPage').then((m) => m.AdminInfoPage),
  subscriptions: () => import('../billing/SubscribersPage').then((m) => m.SubscribersPage),
  graceSubscriptions: () => import('../billing/GraceBillingPage').then((m) => m.GraceBillingPage),
  sharedBilling: () => import('../billing/SharedBillingPage').then((m) => m.SharedBillingPage),
  coupons: () => import('../billing/CouponsPage').then((m) => m.CouponsPage),
  articleAuthors: () => import('../articles/AuthorsPage').then((m) => m.AuthorsPage),
  articleCategories: () => import('../articles/ArticleCategoriesPage').then((m) => m.ArticleCategoriesPage),
  blogs: () => import('../articles/ManageArticlesPage').then((m) => m.ManageBlogsPage),
  news: () => import('../articles/ManageArticlesPage').then((m) => m.ManageNewsPage),
  classAssessments: () => import('../assessments/AssignmentsPage').then((m) => m.ClassAssignmentsPage),
  homeAssessments: () => import('../assessments/AssignmentsPage').then((m) => m.HomeAssignmentsPage),
  schoolPolicies: () => import('../school/SchoolPoliciesPage').then((m) => m.SchoolPoliciesPage),
  quiz: () => import('../quizzes/QuizCollectionPage').then((m) => m.AdminQuizCollectionPage),
  quizAssessments: () => import('../quizzes/QuizAssignmentsPage').then((m) => m.AdminQuizAssignmentsPage),
  questionBank: () => import('../quizzes/bank/QuestionBankPage').then((m) => m.QuestionBankPage),
};

/**
 * Routes of the admin site, relative to `/admin`. Every page is for admins only, except the dashboard,
 * which tutors open too (their sidebar's Dashboard points there); each carries the permission it needs.
 */
export const adminRouteTree: RouteObject[] = (Object.keys(adminRoutes) as Key[]).map((key) => {
  const permission = permissions[key];
  const extras = {
    ...(key === 'dashboard' ? { layouts: adminsAndTutors } : {}),
    ...(permission ? { permission } : {}),
  };
  return lazyRoute(adminRoutes[key], titles[key], pages[key], extras);
});
// Pages under a listed one (a blog's or news item's manage route, platform spec 2.2).
adminRouteTree.push(...articleEditorRoutes);
