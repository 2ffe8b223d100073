import type {
  CategoryInput,
  CategoryListResponse,
  CategorySavedResponse,
  EnrolledResponse,
  EnrolmentListResponse,
  MessageResponse,
  ProgramInput,
  ProgramListResponse,
  ProgramResponse,
  ProgramSavedResponse,
  ProgramSummary,
  TutorLinkListResponse,
  TutorListResponse,
  UploadResponse,
} from '@chalkline/contracts';
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

export const fetchCategories = async () =>
  (await api.get<CategoryListResponse>('/programs/categories')).data.categories;

export const saveCategory = (input: CategoryInput, key?: string) =>
  key
    ? api.put<CategorySavedResponse>(`/programs/categories/${key}`, input)
    : api.post<CategorySavedResponse>('/programs/categories', input);

export const deleteCategory = (key: string) => api.delete<MessageResponse>(`/programs/categories/${key}`);

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
  return (await api.get<ProgramListResponse>('/programs', { page, limit, ...query, mine: query.mine || undefined }))
    .data;
}

export const fetchProgram = async (slug: string) =>
  (await api.get<ProgramResponse>(`/programs/${encodeURIComponent(slug)}`)).data.program;

export const saveProgram = (input: ProgramInput, key?: string) =>
  key ? api.put<ProgramSavedResponse>(`/programs/${key}`, input) : api.post<ProgramSavedResponse>('/programs', input);

export const deleteProgram = (key: string) => api.delete<MessageResponse>(`/programs/${key}`);

/** Uploads images to the `programs` folder; answers their file keys. */
export async function uploadProgramImages(files: readonly File[]): Promise<string[]> {
  if (!files.length) return [];
  const form = new FormData();
  form.append('folder', 'programs');
  form.append('access', 'public');
  for (const file of files) form.append('files', file);
  return (await api.post<UploadResponse>('/files/upload', form)).data.keys;
}

/** Every tutor, for the program form's tutor choice (admins). */
export const fetchAllTutors = async () =>
  (await api.get<TutorListResponse>('/tutors', { page: 1, limit: 100 })).data.items;

export const fetchEnrolments = async (student?: string) =>
  (await api.get<EnrolmentListResponse>('/accounts/program-enrollments', { student })).data.enrollments;

export const enrolAdditional = (programKey: string) =>
  api.post<EnrolledResponse>('/students/enroll-additional', { programKey });

export const onboard = (programKeys: string[]) => api.post<EnrolledResponse>('/students/onboarding', { programKeys });

/** The viewer's own tutor–student links (a tutor's students per program); one page of 100 holds a tutor's. */
export const fetchMyStudentLinks = async () =>
  (await api.get<TutorLinkListResponse>('/tutors/student-relationships', { page: 1, limit: 100 })).data.items;
