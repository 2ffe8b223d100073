import type {
  MessageResponse,
  ProgramClassroom,
  ProgramClassroomListResponse,
  StudentClassroom,
  StudentClassroomListResponse,
  StudentListResponse,
  StudentRow,
  TutorLink,
  TutorLinkListResponse,
  TutorListResponse,
} from '@chalkline/contracts';
import { api, apiRequest } from '../../lib/api';
import type { PageResult } from '../../ui/data-grid';

export type { ProgramClassroom, StudentClassroom, StudentRow, TutorLink };

/** A data-grid fetcher for one paged route, typed by that route's response schema. */
const page =
  <R extends { data: PageResult<unknown> }>(path: string) =>
  async (p: number, limit: number, query: Record<string, string | undefined> = {}): Promise<R['data']> =>
    (await api.get<R>(path, { page: p, limit, ...query })).data;

export const fetchStudentClassrooms = page<StudentClassroomListResponse>('/meet/admin/meetings/students');
export const fetchProgramClassrooms = page<ProgramClassroomListResponse>('/meet/admin/meetings/programs');
export const fetchStudents = page<StudentListResponse>('/accounts/students');
export const fetchTutors = page<TutorListResponse>('/tutors');

type LinkKeys = { tutorKey: string; studentKey: string; programKey: string };

export const linkTutor = (input: LinkKeys) => api.post<MessageResponse>('/tutors/student-relationships', input);

/** DELETE /tutors/student-relationships (admins): the tutor no longer teaches the student that program. */
export const unlinkTutor = (input: LinkKeys) =>
  apiRequest<MessageResponse>('DELETE', '/tutors/student-relationships', { body: input });

/** One student's tutor links (a student has a handful, so one page of 100 holds them). */
export const fetchStudentLinks = async (student: string) =>
  (await api.get<TutorLinkListResponse>('/tutors/student-relationships', { student, page: 1, limit: 100 })).data.items;

/** PATCH /accounts/program-enrollments/:key (admins): switches one enrolment on or off. */
export const setEnrolmentActive = (enrolmentKey: string, active: boolean) =>
  api.patch<MessageResponse>(`/accounts/program-enrollments/${encodeURIComponent(enrolmentKey)}`, { active });

/** The absolute address of a classroom link, for copying. */
export const absoluteLink = (link: string): string => new URL(link, window.location.origin).toString();
