/** The quiz collection: tutors write their own quizzes, admins holding Quiz manage all (platform spec 2.1, 3). */
import type { QuizDetail, QuizInput, QuizListQuery, QuizSummary } from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { richTextToPlain, sanitizeRichText } from '../../text/rich-text.js';
import { fileUrl } from '../accounts/account.presenter.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import { slugify } from '../programs/program.service.js';
import { authorizeCollection, authorizeWrite, collectionScopeOf } from './quiz.policy.js';
import type { NewQuestion, QuestionRow, QuizRepository } from './quiz.repository.js';

type SummaryRow = NonNullable<Awaited<ReturnType<QuizRepository['find']>>>;

const downloadPrefix = '/api/download/file?file=';
/** A file key from either a key or the download address the server handed out. */
export const keyOfFile = (value: string | null | undefined) =>
  value ? (value.startsWith(downloadPrefix) ? decodeURIComponent(value.slice(downloadPrefix.length)) : value) : null;

export function presentQuestion(q: Omit<QuestionRow, 'quizId' | 'id'> & { id: string }, withAnswers = true) {
  return {
    key: q.id,
    type: q.type,
    answerMode: q.answerMode,
    question: q.question,
    image: fileUrl(q.image),
    options: q.options,
    answers: withAnswers ? q.answers : [],
    points: q.points,
  };
}

export function presentQuizSummary(row: SummaryRow): QuizSummary {
  const { quiz, program, creator } = row;
  return {
    key: quiz.id,
    title: quiz.title,
    slug: quiz.slug,
    duration: quiz.durationMinutes,
    program: { key: program.id, title: program.title, thumbnail: fileUrl(program.thumbnail) },
    questionsCount: row.questionsCount,
    totalPoints: row.totalPoints,
    assignmentsCount: row.assignmentsCount,
    createdBy: creator?.id
      ? {
          key: creator.id,
          title: creator.title,
          firstName: creator.firstName,
          lastName: creator.lastName,
          otherNames: creator.otherNames,
        }
      : null,
    createdAt: quiz.createdAt.toISOString(),
    updatedAt: quiz.updatedAt.toISOString(),
  };
}

export function createQuizService(deps: { repo: QuizRepository; files: FileRepository; now?: () => Date }) {
  const { repo, files } = deps;
  const now = deps.now ?? (() => new Date());

  async function uniqueSlug(wanted: string, exceptId?: string, strict = true) {
    if (!(await repo.slugTaken(wanted, exceptId))) return wanted;
    if (strict) {
      const message = 'This slug is already used';
      throw new AppError(409, 'CONFLICT', message, { slug: message });
    }
    for (let n = 2; ; n++) {
      const candidate = `${wanted.slice(0, 70)}-${n}`;
      if (!(await repo.slugTaken(candidate, exceptId))) return candidate;
    }
  }

  /** Cleans the questions and checks their images are quiz images. */
  async function questionsFrom(input: QuizInput): Promise<NewQuestion[]> {
    const out: NewQuestion[] = [];
    for (const [i, q] of input.questions.entries()) {
      const question = sanitizeRichText(q.question);
      if (!richTextToPlain(question).trim() && !/<img\b/i.test(question))
        throw badRequest('Please write the question', { [`questions.${i}.question`]: 'Please write the question' });
      const image = keyOfFile(q.image);
      if (image) {
        const file = await files.findByKey(image);
        if (!file?.mime.startsWith('image/') || file.folder !== 'quiz')
          throw badRequest('Please upload an image', { [`questions.${i}.image`]: 'Please upload an image' });
      }
      const option = q.answerMode === 'OPTION';
      out.push({
        id: q.key,
        type: q.type,
        answerMode: q.answerMode,
        question,
        image,
        options: option ? q.options : [],
        answers: option ? [...new Set(q.answers)].sort((a, b) => a - b) : [],
        points: q.points,
      });
    }
    return out;
  }

  async function load(id: string) {
    const row = await repo.find({ id });
    if (!row) throw notFound('This quiz does not exist');
    return row;
  }

  async function detail(row: SummaryRow): Promise<QuizDetail> {
    const questions = await repo.questionsOf(row.quiz.id);
    return { ...presentQuizSummary(row), questions: questions.map((q) => presentQuestion(q)) };
  }

  return {
    async list(viewer: Viewer, query: QuizListQuery) {
      authorizeCollection(viewer);
      const { rows, total } = await repo.list({
        ...collectionScopeOf(viewer),
        programId: query.program,
        search: query.search,
        offset: offsetOf(query),
        limit: query.limit,
      });
      return pageOf(rows.map(presentQuizSummary), total, query);
    },
    /** Every quiz the viewer may assign (the assign dialog's picker). */
    async picker(viewer: Viewer) {
      authorizeCollection(viewer);
      const { rows } = await repo.list({ ...collectionScopeOf(viewer), offset: 0, limit: 500 });
      return rows.map(presentQuizSummary);
    },
    async get(viewer: Viewer, by: { id?: string; slug?: string }) {
      const row = await repo.find(by);
      if (!row) throw notFound('This quiz does not exist');
      authorizeWrite(viewer, row.quiz);
      return detail(row);
    },
    async create(viewer: Viewer, input: QuizInput) {
      authorizeWrite(viewer, null);
      if (!(await repo.programExists(input.programKey)))
        throw badRequest('Please choose a program', { programKey: 'Please choose a program' });
      const questions = await questionsFrom(input);
      const slug = input.slug ? await uniqueSlug(input.slug) : await uniqueSlug(slugify(input.title), undefined, false);
      const quiz = await repo.insert(
        {
          title: input.title,
          slug,
          programId: input.programKey,
          durationMinutes: input.duration,
          createdById: viewer.id,
        },
        questions,
      );
      return { key: quiz.id, slug: quiz.slug, title: quiz.title };
    },
    async update(viewer: Viewer, id: string, input: QuizInput) {
      const row = await load(id);
      authorizeWrite(viewer, row.quiz);
      if (!(await repo.programExists(input.programKey)))
        throw badRequest('Please choose a program', { programKey: 'Please choose a program' });
      const questions = await questionsFrom(input);
      const slug = await uniqueSlug(input.slug ?? row.quiz.slug, id);
      const quiz = await repo.update(
        id,
        { title: input.title, slug, programId: input.programKey, durationMinutes: input.duration },
        questions,
      );
      if (!quiz) throw notFound('This quiz does not exist');
      return { key: quiz.id, slug: quiz.slug, title: quiz.title };
    },
    /** A copy in the viewer's collection, titled "… (copy)", without assignments. */
    async duplicate(viewer: Viewer, id: string) {
      const row = await load(id);
      authorizeWrite(viewer, row.quiz);
      const questions = await repo.questionsOf(id);
      const title = `${row.quiz.title} (copy)`.slice(0, 200);
      const slug = await uniqueSlug(`${row.quiz.slug.slice(0, 74)}-copy`, undefined, false);
      const quiz = await repo.insert(
        {
          title,
          slug,
          programId: row.quiz.programId,
          durationMinutes: row.quiz.durationMinutes,
          createdById: viewer.id,
        },
        questions.map(({ id: _id, quizId: _quiz, position: _p, ...q }) => q),
      );
      return { key: quiz.id, slug: quiz.slug, title: quiz.title };
    },
    async remove(viewer: Viewer, id: string) {
      const row = await load(id);
      authorizeWrite(viewer, row.quiz);
      await repo.softDelete(id, now());
      return { key: row.quiz.id, title: row.quiz.title };
    },
  };
}
export type QuizService = ReturnType<typeof createQuizService>;
