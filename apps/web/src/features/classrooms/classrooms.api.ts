import type { PersonSummary } from '@chalkline/contracts';
import { api, apiRequest } from '../../lib/api';
import type { PageResult } from '../../ui/data-grid';
import type { Paged } from '../schedules/schedules.api';

export interface StudentClassroom {
  student: PersonSummary;
  meetingId: string;
  link: string;
}

export interface ProgramClassroom {
  program: { key: string; title: string; slug: string };
  link: string;
}

/** A student as `/accounts/students` answers: emails for admins only, programs linked to tutors. */
export type StudentRow = PersonSummary & { meetingId: string | null; programs: { key: string; title: string }[] };

const page =
  <T>(path: string) =>
  async (p: number, limit: number, query: Record<string, string | undefined> = {}): Promise<PageResult<T>> =>
    (await api.get<Paged<T>>(path, { page: p, limit, ...query })).data;

export const fetchStudentClassrooms = page<StudentClassroom>('/meet/admin/meetings/students');
export const fetchProgramClassrooms = page<ProgramClassroom>('/meet/admin/meetings/programs');
export const fetchStudents = page<StudentRow>('/accounts/students');
export const fetchTutors = page<PersonSummary>('/tutors');

/** A tutor–student link for one program, as `/tutors/student-relationships` answers it. */
export interface TutorLink {
  tutor: PersonSummary;
  student: PersonSummary;
  program: { key: string; title: string };
}

type LinkKeys = { tutorKey: string; studentKey: string; programKey: string };

export const linkTutor = (input: LinkKeys) => api.post<{ message: string }>('/tutors/student-relationships', input);

/** DELETE /tutors/student-relationships (admins): the tutor no longer teaches the student that program. */
export const unlinkTutor = (input: LinkKeys) =>
  apiRequest<{ message: string }>('DELETE', '/tutors/student-relationships', { body: input });

/** One student's tutor links (a student has a handful, so one page of 100 holds them). */
export const fetchStudentLinks = async (student: string) =>
  (await api.get<Paged<TutorLink>>('/tutors/student-relationships', { student, page: 1, limit: 100 })).data.items;

/** PATCH /accounts/program-enrollments/:key (admins): switches one enrolment on or off. */
export const setEnrolmentActive = (enrolmentKey: string, active: boolean) =>
  api.patch<{ message: string }>(`/accounts/program-enrollments/${encodeURIComponent(enrolmentKey)}`, { active });

/** The absolute address of a classroom link, for copying. */
export const absoluteLink = (link: string): string => new URL(link, window.location.origin).toString();
