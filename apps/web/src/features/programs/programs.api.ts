import type { CategoryInput, ProgramInput, ProgramSummary } from '@chalkline/contracts';
import { api, apiBase } from '../../lib/api';
import type { PageResult } from '../../ui/data-grid';

const downloadPath = '/download/file?file=';
/**
 * The key of a stored file, given its key or the address the server answered for it (program thumbnails and
 * category images come as `/api/download/file?file=…`); forms send keys back.
 */
export const fileKeyOf = (ref: string): string => {
  const at = ref.indexOf(downloadPath);
  return at === -1 ? ref : decodeURIComponent(ref.slice(at + downloadPath.length));
};
/** The address of a stored file, given its key or its address (never wrapped twice). */
export const fileUrl = (ref: string): string => `${apiBase}${downloadPath}${encodeURIComponent(fileKeyOf(ref))}`;

/** Public program page: `/programs/{categorySlug}/{slug}` (platform spec 2.2). */
export const programPath = (program: Pick<ProgramSummary, 'slug' | 'category'>): string =>
  `/programs/${program.category.slug}/${program.slug}`;

export const fetchCategories = async () => (await api.get('/programs/categories')).data.categories;

export const saveCategory = (input: CategoryInput, key?: string) =>
  key ? api.put('/programs/categories/:key', input, { params: { key } }) : api.post('/programs/categories', input);

export const deleteCategory = (key: string) => api.delete('/programs/categories/:key', { params: { key } });

export interface ProgramQuery {
  category?: string;
  search?: string;
  /** The viewer's own programs: enrolled (students) or taught (tutors). */
  mine?: boolean;
}

export async function fetchPrograms(
  page: number,
  limit: number,
  query: ProgramQuery = {},
): Promise<PageResult<ProgramSummary>> {
  return (await api.get('/programs', { query: { page, limit, ...query, mine: query.mine || undefined } })).data;
}

export const fetchProgram = async (slug: string) =>
  (await api.get('/programs/:slug', { params: { slug } })).data.program;

export const saveProgram = (input: ProgramInput, key?: string) =>
  key ? api.put('/programs/:key', input, { params: { key } }) : api.post('/programs', input);

export const deleteProgram = (key: string) => api.delete('/programs/:key', { params: { key } });

/** Uploads images to the `programs` folder; answers their file keys. */
export async function uploadProgramImages(files: readonly File[]): Promise<string[]> {
  if (!files.length) return [];
  const form = new FormData();
  form.append('folder', 'programs');
  form.append('access', 'public');
  for (const file of files) form.append('files', file);
  return (await api.post('/files/upload', form)).data.keys;
}

/** Every tutor, for the program form's tutor choice (admins). */
export const fetchAllTutors = async () => (await api.get('/tutors', { query: { page: 1, limit: 100 } })).data.items;

export const fetchEnrolments = async (student?: string) =>
  (await api.get('/accounts/program-enrollments', { query: { student } })).data.enrollments;

export const enrolAdditional = (programKey: string) => api.post('/students/enroll-additional', { programKey });

export const onboard = (programKeys: string[]) => api.post('/students/onboarding', { programKeys });

/** The viewer's own tutor–student links (a tutor's students per program); one page of 100 holds a tutor's. */
export const fetchMyStudentLinks = async () =>
  (await api.get('/tutors/student-relationships', { query: { page: 1, limit: 100 } })).data.items;
