import type { RouteObject } from 'react-router';
import { accountsRoutes } from '../../lib/paths';
import { placeholderRoutes } from '../../ui/placeholderRoute';

const titles: Record<keyof typeof accountsRoutes, string> = {
  dashboard: 'Dashboard',
  profile: 'Profile',
  profileSettings: 'Account Settings',
  chat: 'Chat',
  subscriptions: 'My Subscriptions',
  programs: 'Programs',
  schedules: 'My Schedules',
  notifications: 'Notifications',
  quiz: 'Quiz',
  manageQuiz: 'My Quiz Collection',
  quizAssignments: 'Quiz Assignments',
  classAssignments: 'Class Assignments',
  homeAssignments: 'Home Assignments',
  students: 'Students',
  performance: 'Grading & Performance',
};

/** Routes of the accounts site (students and tutors), relative to `/accounts`. */
export const accountsRouteTree: RouteObject[] = placeholderRoutes(accountsRoutes, titles);
