/** Answers of the dashboards (platform spec 5). */
import { z } from 'zod';
import { dataEnvelope } from './common.js';
import { programSummary } from './programs.js';
import { scheduleSummary } from './schedules.js';
import { studentRow } from './teaching.js';

export const studentDashboard = z.object({
  upcoming: scheduleSummary.nullable(),
  programs: z.array(programSummary),
});
export type StudentDashboard = z.infer<typeof studentDashboard>;

export const tutorDashboard = z.object({
  upcoming: z.array(scheduleSummary),
  students: z.array(studentRow),
  studentsTotal: z.number().int(),
  programs: z.array(programSummary),
});
export type TutorDashboard = z.infer<typeof tutorDashboard>;

/** A tutor's dashboard, or a student's (the tutor's is tried first: it is the one with `students`). */
export const dashboardResponse = dataEnvelope(z.union([tutorDashboard, studentDashboard]));
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** Account statistics of the admin dashboard. */
export const statistics = z.object({
  accounts: z.object({
    students: z.number().int(),
    tutors: z.number().int(),
    managers: z.number().int(),
    masters: z.number().int(),
  }),
  programs: z.number().int(),
  categories: z.number().int(),
  activeEnrolments: z.number().int(),
  schedules: z.object({ upcoming: z.number().int(), today: z.number().int(), overdue: z.number().int() }),
});
export type Statistics = z.infer<typeof statistics>;
export const statisticsResponse = dataEnvelope(statistics);
export type StatisticsResponse = z.infer<typeof statisticsResponse>;
