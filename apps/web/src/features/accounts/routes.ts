import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { accountsRoutes } from '../../lib/paths';
import { lazyRoute } from '../../ui/lazyRoute';
import { type AccessHandle, guardiansOnly, studentsAndTutors, studentsOnly, tutorsOnly } from '../auth/routeAccess';

type Key = keyof typeof accountsRoutes;

const titles: Record<Key, string> = {
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
  questionBank: 'Question Bank',
  quizAssignments: 'Quiz Assignments',
  classAssignments: 'Class Assignments',
  homeAssignments: 'Home Assignments',
  students: 'Students',
  performance: 'Grading & Performance',
  children: 'My children',
  dataRequests: 'Data requests',
};

/** Pages only one of the two roles has (platform spec 2.1 and 6); the rest are for students and tutors. */
const access: Partial<Record<Key, AccessHandle>> = {
  subscriptions: { layouts: studentsOnly },
  performance: { layouts: studentsOnly },
  quiz: { layouts: studentsOnly },
  manageQuiz: { layouts: tutorsOnly },
  questionBank: { layouts: tutorsOnly },
  students: { layouts: tutorsOnly },
  // Guardians (ADR 0079) have their children's pages, not the student's and tutor's own.
  programs: { layouts: studentsAndTutors },
  schedules: { layouts: studentsAndTutors },
  classAssignments: { layouts: studentsAndTutors },
  homeAssignments: { layouts: studentsAndTutors },
  quizAssignments: { layouts: studentsAndTutors },
  children: { layouts: guardiansOnly },
  dataRequests: { layouts: guardiansOnly },
};

/** Every route's page: the type leaves none without one. */
const pages: Record<Key, () => Promise<ComponentType>> = {
  chat: () => import('../classroom/chat/page/ChatPage').then((m) => m.ChatPage),
  // The student's dashboard is the only one this site shows (tutors and admins are sent to /admin): fetched beside
  // the page's chunk rather than after it.
  dashboard: async () => {
    const [page] = await Promise.all([import('../dashboards/DashboardPage'), import('../dashboards/StudentDashboard')]);
    await page.preloadDashboards('student');
    return page.DashboardPage;
  },
  programs: () => import('../programs/ProgramsPage').then((m) => m.ProgramsPage),
  subscriptions: () => import('../billing/MySubscriptionsPage').then((m) => m.MySubscriptionsPage),
  notifications: () => import('../notifications/NotificationsPage').then((m) => m.NotificationsPage),
  schedules: () => import('../schedules/MySchedulesPage').then((m) => m.MySchedulesPage),
  students: () => import('../meetings/PeoplePages').then((m) => m.TutorStudentsPage),
  profile: () => import('./profile/ProfilePage').then((m) => m.ProfilePage),
  classAssignments: () => import('../assessments/AssignmentsPage').then((m) => m.ClassAssignmentsPage),
  homeAssignments: () => import('../assessments/AssignmentsPage').then((m) => m.HomeAssignmentsPage),
  performance: () => import('../performance/PerformancePage').then((m) => m.PerformancePage),
  profileSettings: () => import('./settings/AccountSettingsPage').then((m) => m.AccountSettingsPage),
  quiz: () => import('../quizzes/QuizAssignmentsPage').then((m) => m.StudentQuizPage),
  manageQuiz: () => import('../quizzes/QuizCollectionPage').then((m) => m.TutorQuizCollectionPage),
  questionBank: () => import('../quizzes/bank/QuestionBankPage').then((m) => m.QuestionBankPage),
  quizAssignments: () => import('../quizzes/QuizAssignmentsPage').then((m) => m.TutorQuizAssignmentsPage),
  children: () => import('../families/ChildrenPage').then((m) => m.ChildrenPage),
  dataRequests: () => import('../families/data-requests/MyDataRequestsPage').then((m) => m.MyDataRequestsPage),
};

/** Routes of the accounts site (students and tutors), relative to `/accounts`. */
export const accountsRouteTree: RouteObject[] = (Object.keys(accountsRoutes) as Key[]).map((key) => {
  return lazyRoute(accountsRoutes[key], titles[key], pages[key], { ...access[key] });
});
