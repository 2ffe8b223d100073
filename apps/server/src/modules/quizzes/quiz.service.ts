/** The quiz collection: tutors write their own quizzes, admins holding Quiz manage all (platform spec 2.1, 3). */
import type { QuizDetail, QuizInput, QuizListQuery, QuizQuestionInput, QuizSummary } from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { richTextToPlain, sanitizeRichText } from '../../text/rich-text.js';
import { fileUrl } from '../accounts/account.presenter.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import { slugify } from '../programs/program.service.js';
import type { QuestionBankRepository } from './question-bank.repository.js';
import { authorizeCollection, authorizeWrite, collectionScopeOf } from './quiz.policy.js';
import type { NewQuestion, NewSlot, QuestionRow, QuizRepository } from './quiz.repository.js';

type SummaryRow = NonNullable<Awaited<ReturnType<QuizRepository['find']>>>;

const downloadPrefix = '/api/download/file?file=';
/** A file key from either a key or the download address the server handed out. */
export const keyOfFile = (value: string | null | undefined) =>
  value ? (value.startsWith(downloadPrefix) ? decodeURIComponent(value.slice(downloadPrefix.length)) : value) : null;

/** A question of a quiz or of the bank as the client sees it. */
export function presentQuestion(
  q: Pick<QuestionRow, 'id' | 'type' | 'answerMode' | 'question' | 'image' | 'options' | 'answers' | 'points'>,
  withAnswers = true,
) {
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

/** Cleans questions and checks their images are quiz images; `field` names each question in the error fields. */
export async function cleanQuestions(
  files: Pick<FileRepository, 'findByKey'>,
  questions: QuizQuestionInput[],
  field: (i: number) => string = (i) => `questions.${i}`,
): Promise<NewQuestion[]> {
  const out: NewQuestion[] = [];
  for (const [i, q] of questions.entries()) {
    const question = sanitizeRichText(q.question);
    if (!richTextToPlain(question).trim() && !/<img\b/i.test(question))
      throw badRequest('Please write the question', { [`${field(i)}.question`]: 'Please write the question' });
    const image = keyOfFile(q.image);
    if (image) {
      const file = await files.findByKey(image);
      if (!file?.mime.startsWith('image/') || file.folder !== 'quiz')
        throw badRequest('Please upload an image', { [`${field(i)}.image`]: 'Please upload an image' });
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

export function createQuizService(deps: {
  repo: QuizRepository;
  bank: QuestionBankRepository;
  files: FileRepository;
  now?: () => Date;
}) {
  const { repo, bank, files } = deps;
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

  /** Checks the random slots: categories of the quiz's program, and never more than a category holds. */
  async function slotsFrom(input: QuizInput): Promise<NewSlot[]> {
    if (input.questions.length + input.randomQuestions.length === 0)
      throw badRequest('Add at least one question', { questions: 'Add at least one question' });
    const found = await bank.categoriesAmong([...new Set(input.randomQuestions.map((s) => s.categoryKey))]);
    const byId = new Map(found.map((c) => [c.category.id, c]));
    const asked = new Map<string, number>();
    for (const [i, slot] of input.randomQuestions.entries()) {
      const category = byId.get(slot.categoryKey);
      if (!category || category.category.programId !== input.programKey) {
        const message = "Please choose a category of the quiz's program";
        throw badRequest(message, { [`randomQuestions.${i}.categoryKey`]: message });
      }
      const total = (asked.get(slot.categoryKey) ?? 0) + slot.count;
      asked.set(slot.categoryKey, total);
      if (total > category.questionsCount) {
        const n = category.questionsCount;
        const message = `This category has only ${n} ${n === 1 ? 'question' : 'questions'}`;
        throw badRequest(message, { [`randomQuestions.${i}.count`]: message });
      }
    }
    return input.randomQuestions.map((s) => ({ categoryId: s.categoryKey, count: s.count, points: s.points }));
  }

  async function load(id: string) {
    const row = await repo.find({ id });
    if (!row) throw notFound('This quiz does not exist');
    return row;
  }

  async function detail(row: SummaryRow): Promise<QuizDetail> {
    const questions = await repo.questionsOf(row.quiz.id);
    const slots = await repo.slotsOf(row.quiz.id);
    return {
      ...presentQuizSummary(row),
      questions: questions.map((q) => presentQuestion(q)),
      randomQuestions: slots.map((s) => ({
        categoryKey: s.categoryId,
        categoryName: s.categoryName,
        count: s.count,
        points: s.points,
      })),
      shuffleQuestions: row.quiz.shuffleQuestions,
      shuffleOptions: row.quiz.shuffleOptions,
      proctored: row.quiz.proctored,
    };
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
      const questions = await cleanQuestions(files, input.questions);
      const slots = await slotsFrom(input);
      const slug = input.slug ? await uniqueSlug(input.slug) : await uniqueSlug(slugify(input.title), undefined, false);
      const quiz = await repo.insert(
        {
          title: input.title,
          slug,
          programId: input.programKey,
          durationMinutes: input.duration,
          shuffleQuestions: input.shuffleQuestions,
          shuffleOptions: input.shuffleOptions,
          proctored: input.proctored,
          createdById: viewer.id,
        },
        questions,
        slots,
      );
      return { key: quiz.id, slug: quiz.slug, title: quiz.title };
    },
    async update(viewer: Viewer, id: string, input: QuizInput) {
      const row = await load(id);
      authorizeWrite(viewer, row.quiz);
      if (!(await repo.programExists(input.programKey)))
        throw badRequest('Please choose a program', { programKey: 'Please choose a program' });
      const questions = await cleanQuestions(files, input.questions);
      const slots = await slotsFrom(input);
      const slug = await uniqueSlug(input.slug ?? row.quiz.slug, id);
      const quiz = await repo.update(
        id,
        {
          title: input.title,
          slug,
          programId: input.programKey,
          durationMinutes: input.duration,
          shuffleQuestions: input.shuffleQuestions,
          shuffleOptions: input.shuffleOptions,
          proctored: input.proctored,
        },
        questions,
        slots,
      );
      if (!quiz) throw notFound('This quiz does not exist');
      return { key: quiz.id, slug: quiz.slug, title: quiz.title };
    },
    /** A copy in the viewer's collection, titled "… (copy)", without assignments. */
    async duplicate(viewer: Viewer, id: string) {
      const row = await load(id);
      authorizeWrite(viewer, row.quiz);
      const questions = await repo.questionsOf(id);
      const slots = await repo.slotsOf(id);
      const title = `${row.quiz.title} (copy)`.slice(0, 200);
      const slug = await uniqueSlug(`${row.quiz.slug.slice(0, 74)}-copy`, undefined, false);
      const quiz = await repo.insert(
        {
          title,
          slug,
          programId: row.quiz.programId,
          durationMinutes: row.quiz.durationMinutes,
          shuffleQuestions: row.quiz.shuffleQuestions,
          shuffleOptions: row.quiz.shuffleOptions,
          proctored: row.quiz.proctored,
          createdById: viewer.id,
        },
        questions.map(({ id: _id, quizId: _quiz, position: _p, ...q }) => q),
        slots.map(({ categoryName: _name, ...slot }) => slot),
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
