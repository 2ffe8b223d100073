/** The lesson reports' HTTP calls (ADR 0080). */
import type { LessonReportInput } from '@chalkline/contracts';
import { api } from '../../lib/api';

export const lessonReportKeys = {
  all: ['lesson-reports'] as const,
  form: (scheduleKey: string) => ['lesson-reports', 'form', scheduleKey] as const,
  one: (key: string) => ['lesson-reports', 'one', key] as const,
  ofStudent: (studentKey: string) => ['lesson-reports', 'student', studentKey] as const,
  awaiting: ['lesson-reports', 'awaiting'] as const,
};

/** The report form of a lesson: the saved report or one pre-filled from the classroom, and its boards. */
export const fetchReportForm = async (scheduleKey: string) =>
  (await api.get('/accounts/lesson-reports/lessons/:key', { params: { key: scheduleKey } })).data;

export const saveReport = (scheduleKey: string, input: LessonReportInput) =>
  api.put('/accounts/lesson-reports/lessons/:key', input, { params: { key: scheduleKey } });

export const sendReport = (scheduleKey: string, input: LessonReportInput) =>
  api.post('/accounts/lesson-reports/lessons/:key/send', input, { params: { key: scheduleKey } });

export const fetchReport = async (key: string) =>
  (await api.get('/accounts/lesson-reports/:key', { params: { key } })).data.report;

export const fetchStudentReports = async (student: string) =>
  (await api.get('/accounts/lesson-reports', { query: { student } })).data.items;

export const fetchAwaitingReports = async () => (await api.get('/accounts/lesson-reports/awaiting')).data.items;
