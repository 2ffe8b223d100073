import type { AdminPermission } from '@chalkline/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminPaths, adminRoutes } from '../../lib/paths';
import { lazyRoute, placeholderRoute } from '../../ui/placeholderRoute';
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
  schedules: 'Schedules',
  mailing: 'Manage Mailing',
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
  schedules: 'schedules.access',
  mailing: 'emailSettings.access',
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
};

const byPath = new Map<string, AdminPermission | null>(
  (Object.keys(adminRoutes) as Key[]).map((key) => [adminPaths[key], permissions[key]]),
);

/** The admin permission the admin page at `path` (e.g. `/admin/coupons`) needs; null: any admin; undefined: not an admin page. */
export const adminPagePermission = (path: string): AdminPermission | null | undefined => byPath.get(path);

const pages: Partial<Record<Key, () => Promise<ComponentType>>> = {
  dashboard: () => import('../dashboards/DashboardPage').then((m) => m.DashboardPage),
  programs: () => import('../programs/AllProgramsPage').then((m) => m.AllProgramsPage),
  programCategories: () => import('../programs/CategoriesPage').then((m) => m.CategoriesPage),
  schedules: () => import('../schedules/AdminSchedulesPage').then((m) => m.AdminSchedulesPage),
  meetings: () => import('../classrooms/LiveClassesPage').then((m) => m.LiveClassesPage),
  studentMeetings: () => import('../classrooms/ClassroomsPages').then((m) => m.StudentClassroomsPage),
  programMeetings: () => import('../classrooms/ClassroomsPages').then((m) => m.ProgramClassroomsPage),
  tutors: () => import('./people/ManagePeoplePage').then((m) => m.AdminTutorsPage),
  students: () => import('./people/ManagePeoplePage').then((m) => m.AdminStudentsPage),
  profile: () => import('../accounts/profile/ProfilePage').then((m) => m.ProfilePage),
  profileSettings: () => import('../accounts/settings/AccountSettingsPage').then((m) => m.AccountSettingsPage),
  admins: () => import('./admins/ManageAdminsPage').then((m) => m.ManageAdminsPage),
  logs: () => import('./logs/ActivityLogsPage').then((m) => m.ActivityLogsPage),
  info: () => import('./info/AdminInfoPage').then((m) => m.AdminInfoPage),
};

/**
 * Routes of the admin site, relative to `/admin`. Every page is for admins only, except the dashboard,
 * which tutors open too (their sidebar's Dashboard points there); each carries the permission it needs.
 */
export const adminRouteTree: RouteObject[] = (Object.keys(adminRoutes) as Key[]).map((key) => {
  const load = pages[key];
  const permission = permissions[key];
  const extras = {
    ...(key === 'dashboard' ? { layouts: adminsAndTutors } : {}),
    ...(permission ? { permission } : {}),
  };
  return load
    ? lazyRoute(adminRoutes[key], titles[key], load, extras)
    : placeholderRoute(adminRoutes[key], titles[key], extras);
});
