import type { PersonSummary } from '@chalkline/contracts';
import { api } from '../../lib/api';
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

export const linkTutor = (input: { tutorKey: string; studentKey: string; programKey: string }) =>
  api.post<{ message: string }>('/tutors/student-relationships', input);

/** The absolute address of a classroom link, for copying. */
export const absoluteLink = (link: string): string => new URL(link, window.location.origin).toString();
