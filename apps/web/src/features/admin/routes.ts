import type { RouteObject } from 'react-router';
import { adminRoutes } from '../../lib/paths';
import { placeholderRoutes } from '../../ui/placeholderRoute';

const titles: Record<keyof typeof adminRoutes, string> = {
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

/** Routes of the admin site, relative to `/admin`. */
export const adminRouteTree: RouteObject[] = placeholderRoutes(adminRoutes, titles);
