import type { PersonSummary, ProgramSummary, ScheduleSummary } from '@chalkline/contracts';
import { api } from '../../lib/api';

export interface StudentDashboard {
  upcoming: ScheduleSummary | null;
  programs: ProgramSummary[];
}

export interface TutorDashboard {
  upcoming: ScheduleSummary[];
  students: (PersonSummary & { meetingId: string | null; programs: { key: string; title: string }[] })[];
  studentsTotal: number;
  programs: ProgramSummary[];
}

/** Account statistics of the admin dashboard (`/admin/statistics`). */
export interface Statistics {
  accounts: { students: number; tutors: number; managers: number; masters: number };
  programs: number;
  categories: number;
  activeEnrolments: number;
  schedules: { upcoming: number; today: number; overdue: number };
}

export const fetchDashboard = async <T>() => (await api.get<{ data: T }>('/accounts/dashboard')).data;

export const fetchStatistics = async () => (await api.get<{ data: Statistics }>('/admin/statistics')).data;
