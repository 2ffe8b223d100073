import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminRoutes } from '../../lib/paths';
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

const pages: Partial<Record<Key, () => Promise<ComponentType>>> = {
  dashboard: () => import('../dashboards/DashboardPage').then((m) => m.DashboardPage),
  programs: () => import('../programs/AllProgramsPage').then((m) => m.AllProgramsPage),
  programCategories: () => import('../programs/CategoriesPage').then((m) => m.CategoriesPage),
  schedules: () => import('../schedules/AdminSchedulesPage').then((m) => m.AdminSchedulesPage),
  studentMeetings: () => import('../classrooms/ClassroomsPages').then((m) => m.StudentClassroomsPage),
  programMeetings: () => import('../classrooms/ClassroomsPages').then((m) => m.ProgramClassroomsPage),
  tutors: () => import('../classrooms/PeoplePages').then((m) => m.AdminTutorsPage),
  students: () => import('../classrooms/PeoplePages').then((m) => m.AdminStudentsPage),
  profile: () => import('../accounts/profile/ProfilePage').then((m) => m.ProfilePage),
  profileSettings: () => import('../accounts/settings/AccountSettingsPage').then((m) => m.AccountSettingsPage),
  admins: () => import('./admins/ManageAdminsPage').then((m) => m.ManageAdminsPage),
};

/**
 * Routes of the admin site, relative to `/admin`. Every page is for admins only, except the dashboard,
 * which tutors open too (their sidebar's Dashboard points there).
 */
export const adminRouteTree: RouteObject[] = (Object.keys(adminRoutes) as Key[]).map((key) => {
  const load = pages[key];
  const extras = key === 'dashboard' ? { layouts: adminsAndTutors } : {};
  return load
    ? lazyRoute(adminRoutes[key], titles[key], load, extras)
    : placeholderRoute(adminRoutes[key], titles[key], extras);
});
