/** The admin's calls for managing tutors and students (ADR 0029), typed by the contracts' schemas. */
import type {
  CreateStudentInput,
  CreateTutorInput,
  EditStudentInput,
  EditTutorInput,
  ManagedPerson,
} from '@chalkline/contracts';
import { api, apiDownload } from '../../../lib/api';

export type { ManagedPerson };
/** Which people a page manages: the permission group and the path segment are the same word. */
export type PeopleGroup = 'tutors' | 'students';

/** GET /admin/{tutors|students}: one page, optionally searched by name or email. */
export const fetchManagedPeople = async (group: PeopleGroup, page: number, limit: number, search?: string) =>
  (await api.get(`/admin/${group}`, { query: { page, limit, search: search || undefined } })).data;

export const createTutor = (input: CreateTutorInput) => api.post('/tutors', input);
export const createStudent = (input: CreateStudentInput) => api.post('/students', input);

export const editTutor = (key: string, input: EditTutorInput) => api.patch('/tutors/:key', input, { params: { key } });
export const editStudent = (key: string, input: EditStudentInput) =>
  api.patch('/students/:key', input, { params: { key } });

/** DELETE /{tutors|students}/:key: soft delete; the person is signed out and leaves the lists. */
export const deletePerson = (group: PeopleGroup, key: string) => api.delete(`/${group}/:key`, { params: { key } });

/** POST /accounts/restriction/{tutors|students}: suspend (signed out everywhere at once) or restore. */
export const restrictPerson = (group: PeopleGroup, key: string, suspended: boolean) =>
  api.post(`/accounts/restriction/${group}`, { key, suspended });

/** POST /admin/people/:key/export: the zip of everything held about the person (ADR 0072), saved by the browser. */
export async function exportPersonData(key: string) {
  const { blob, name } = await apiDownload('POST', `/admin/people/${encodeURIComponent(key)}/export`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `chalkline-person-${key}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** POST /admin/people/:key/erase: erases the person once their email address is typed again (ADR 0072). */
export const erasePerson = (key: string, confirm: string) =>
  api.post('/admin/people/:key/erase', { confirm }, { params: { key } });
