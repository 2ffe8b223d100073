/** The nine `/quiz/*` calls (platform spec 7; shapes in contracts `http/quizzes.ts`). */
import type {
  AssignmentFilter,
  GradingInput,
  QuizAssignInput,
  QuizAssignmentStatusFilter,
  QuizImportFormat,
  QuizInput,
  SaveAnswerInput,
} from '@chalkline/contracts';
import { api } from '../../lib/api';
import { compressImage } from '../../lib/compressImage';
import { type ListFilters, toListQuery } from '../../ui/filters/listFilters';

/** Query keys: every change to a quiz or an assignment invalidates `quizzesKey`. */
export const quizzesKey = ['quizzes'] as const;
export const assignmentsKey = ['quizzes', 'assignments'] as const;

/** One page of the viewer's quiz collection, searched and narrowed to a program (ADR 0065). */
export const fetchQuizzes = async (page: number, limit: number, filters: ListFilters = {}) =>
  (await api.get('/quiz', { query: { page, limit, search: filters.search, program: filters.program } })).data;
export const fetchQuizPicker = async () => (await api.get('/quiz/all')).data.quizzes;
export const fetchQuiz = async (key: string) => (await api.get('/quiz/:key', { params: { key } })).data.quiz;
export const saveQuiz = (input: QuizInput, key?: string) =>
  key ? api.put('/quiz/:key', input, { params: { key } }) : api.post('/quiz', input);
export const duplicateQuiz = (key: string) => api.post('/quiz/:key/duplicate', undefined, { params: { key } });
export const deleteQuiz = (key: string) => api.delete('/quiz/:key', { params: { key } });
/** Reads a Moodle XML or GIFT file into questions for the form (ADR 0071); nothing is stored. */
export const importQuestions = async (format: QuizImportFormat, content: string) =>
  (await api.post('/quiz/import', { format, content })).data;
/** Saves a quiz as a Moodle XML file on the person's machine. */
export async function exportQuiz(key: string): Promise<void> {
  const { fileName, xml } = (await api.get('/quiz/:key/moodle-xml', { params: { key } })).data;
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const assignQuiz = (input: QuizAssignInput) => api.post('/quiz/assignment/new', input);
/** One page of quiz assignments: the spec's ALL / COMPLETED / PENDING and the filters of ADR 0065 (due dates). */
export const fetchAssignments = async (
  page: number,
  limit: number,
  filter: AssignmentFilter,
  filters: ListFilters = {},
) =>
  (
    await api.get('/quiz/assignments', {
      query: {
        page,
        limit,
        filter,
        ...toListQuery(filters),
        status: filters.status as QuizAssignmentStatusFilter | undefined,
      },
    })
  ).data;
export const fetchAssignment = async (key: string) => (await api.get('/quiz/assignment', { query: { key } })).data;
export const gradeAnswer = (input: GradingInput) => api.post('/quiz/assignment/grading', input);

export const openAttempt = async (assignment: string, agreeToProctoring = false) =>
  (await api.post('/quiz/quiz-assignment', { assignment, ...(agreeToProctoring ? { agreeToProctoring } : {}) })).data;
export const saveAnswer = async (input: SaveAnswerInput) => (await api.post('/quiz/quiz-assignment/save', input)).data;
export const completeAttempt = async (assignment: string) =>
  (await api.post('/quiz/quiz-assignment/complete', { assignment })).data;

/** Uploads a question image to the `quiz` folder (compressed first); answers its file key. */
export async function uploadQuizImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('folder', 'quiz');
  form.append('access', 'public');
  form.append('files', await compressImage(file));
  return (await api.post('/files/upload', form)).data.keys[0]!;
}

/** Uploads an answer file to the private `quiz-attempts` folder (images compressed); answers its file key. */
export async function uploadAnswerFile(file: File, image: boolean): Promise<string> {
  const form = new FormData();
  form.append('folder', 'quiz-attempts');
  form.append('files', image ? await compressImage(file) : file);
  return (await api.post('/files/upload', form)).data.keys[0]!;
}
