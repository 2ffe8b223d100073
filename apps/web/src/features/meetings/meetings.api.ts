import type { ProgramClassroom, StudentClassroom, StudentRow, TutorLink } from '@chalkline/contracts';
import { api } from '../../lib/api';

export type { ProgramClassroom, StudentClassroom, StudentRow, TutorLink };

/** Data-grid fetchers, one per paged route; the route map types each page. */
export const fetchStudentClassrooms = async (page: number, limit: number) =>
  (await api.get('/meet/admin/meetings/students', { query: { page, limit } })).data;
export const fetchProgramClassrooms = async (page: number, limit: number) =>
  (await api.get('/meet/admin/meetings/programs', { query: { page, limit } })).data;
export const fetchStudents = async (page: number, limit: number, search?: string) =>
  (await api.get('/accounts/students', { query: { page, limit, search } })).data;
export const fetchTutors = async (page: number, limit: number, search?: string) =>
  (await api.get('/tutors', { query: { page, limit, search } })).data;

type LinkKeys = { tutorKey: string; studentKey: string; programKey: string };

export const linkTutor = (input: LinkKeys) => api.post('/tutors/student-relationships', input);

/** DELETE /tutors/student-relationships (admins): the tutor no longer teaches the student that program. */
export const unlinkTutor = (input: LinkKeys) => api.delete('/tutors/student-relationships', { body: input });

/** One student's tutor links (a student has a handful, so one page of 100 holds them). */
export const fetchStudentLinks = async (student: string) =>
  (await api.get('/tutors/student-relationships', { query: { student, page: 1, limit: 100 } })).data.items;

/** PATCH /accounts/program-enrollments/:key (admins): switches one enrolment on or off. */
export const setEnrolmentActive = (enrolmentKey: string, active: boolean) =>
  api.patch('/accounts/program-enrollments/:key', { active }, { params: { key: enrolmentKey } });

/** The absolute address of a classroom link, for copying. */
export const absoluteLink = (link: string): string => new URL(link, window.location.origin).toString();
