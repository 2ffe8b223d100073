/** The admin's calls for managing tutors and students (ADR 0029), typed by the contracts' schemas. */
import type {
  CreateStudentInput,
  CreateTutorInput,
  EditStudentInput,
  EditTutorInput,
  ManagedPeopleResponse,
  ManagedPerson,
  MessageResponse,
  PersonSavedResponse,
} from '@chalkline/contracts';
import { api, apiRequest } from '../../../lib/api';

export type { ManagedPerson };
/** Which people a page manages: the permission group and the path segment are the same word. */
export type PeopleGroup = 'tutors' | 'students';

/** GET /admin/{tutors|students}: one page, optionally searched by name or email. */
export const fetchManagedPeople = async (group: PeopleGroup, page: number, limit: number, search?: string) =>
  (await api.get<ManagedPeopleResponse>(`/admin/${group}`, { page, limit, ...(search ? { search } : {}) })).data;

export const createTutor = (input: CreateTutorInput) => api.post<PersonSavedResponse>('/tutors', input);
export const createStudent = (input: CreateStudentInput) => api.post<PersonSavedResponse>('/students', input);

export const editTutor = (key: string, input: EditTutorInput) =>
  api.patch<PersonSavedResponse>(`/tutors/${encodeURIComponent(key)}`, input);
export const editStudent = (key: string, input: EditStudentInput) =>
  api.patch<PersonSavedResponse>(`/students/${encodeURIComponent(key)}`, input);

/** DELETE /{tutors|students}/:key: soft delete; the person is signed out and leaves the lists. */
export const deletePerson = (group: PeopleGroup, key: string) =>
  apiRequest<MessageResponse>('DELETE', `/${group}/${encodeURIComponent(key)}`);

/** POST /accounts/restriction/{tutors|students}: suspend (signed out everywhere at once) or restore. */
export const restrictPerson = (group: PeopleGroup, key: string, suspended: boolean) =>
  api.post<PersonSavedResponse>(`/accounts/restriction/${group}`, { key, suspended });
