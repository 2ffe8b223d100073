/**
 * The question bank (issue 36, ADR 0078): the school's categories by program and their questions, which quizzes draw
 * random questions from. Everyone with a quiz collection reads the whole bank; any writer of quizzes adds
 * categories and questions; only the author of a category or question, or an admin holding Quiz, changes it.
 */
import type {
  BankCategory,
  BankCategoryInput,
  BankQuestion,
  BankQuestionInput,
  BankQuestionsInput,
} from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import type { BankQuestionRow, QuestionBankRepository } from './question-bank.repository.js';
import { authorizeBankWrite, authorizeCollection, mayWrite } from './quiz.policy.js';
import type { QuizRepository } from './quiz.repository.js';
import { cleanQuestions, presentQuestion } from './quiz.service.js';

type CategoryRow = NonNullable<Awaited<ReturnType<QuestionBankRepository['findCategory']>>>;

const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, 'CONFLICT', message, fields);
const drawnMessage = (n: number) =>
  `Quizzes draw ${n} ${n === 1 ? 'question' : 'questions'} from this category: it cannot hold fewer`;

export function createQuestionBankService(deps: {
  bank: QuestionBankRepository;
  quizzes: Pick<QuizRepository, 'programExists'>;
  files: Pick<FileRepository, 'findByKey'>;
}) {
  const { bank } = deps;

  const presentCategory = (viewer: Viewer, row: CategoryRow): BankCategory => ({
    key: row.category.id,
    name: row.category.name,
    program: { key: row.program.id, title: row.program.title },
    questionsCount: row.questionsCount,
    mayEdit: mayWrite(viewer, row.category),
  });
  const presentBankQuestion = (viewer: Viewer, row: BankQuestionRow): BankQuestion => ({
    ...presentQuestion(row),
    categoryKey: row.categoryId,
    mayEdit: mayWrite(viewer, row),
  });

  async function loadCategory(id: string, field?: string) {
    const row = await bank.findCategory(id);
    if (!row) {
      if (field) throw badRequest('Please choose a category', { [field]: 'Please choose a category' });
      throw notFound('This category does not exist');
    }
    return row;
  }
  async function checkCategoryInput(input: BankCategoryInput, exceptId?: string) {
    if (!(await deps.quizzes.programExists(input.programKey)))
      throw badRequest('Please choose a program', { programKey: 'Please choose a program' });
    if (await bank.nameTaken(input.programKey, input.name, exceptId)) {
      const message = 'This program already has a category of this name';
      throw conflict(message, { name: message });
    }
  }
  /** Refuses taking a question out of a category that quizzes need it in. */
  async function checkCanShrink(categoryId: string) {
    const demand = await bank.demandOf(categoryId);
    if (demand > 0 && (await bank.countIn(categoryId)) - 1 < demand) throw conflict(drawnMessage(demand));
  }

  return {
    async listCategories(viewer: Viewer, programId?: string) {
      authorizeCollection(viewer);
      return (await bank.listCategories(programId)).map((row) => presentCategory(viewer, row));
    },
    async createCategory(viewer: Viewer, input: BankCategoryInput) {
      authorizeBankWrite(viewer, null);
      await checkCategoryInput(input);
      const row = await bank.insertCategory({ name: input.name, programId: input.programKey, createdById: viewer.id });
      return presentCategory(viewer, await loadCategory(row.id));
    },
    async updateCategory(viewer: Viewer, id: string, input: BankCategoryInput) {
      const row = await loadCategory(id);
      authorizeBankWrite(viewer, row.category);
      await checkCategoryInput(input, id);
      // Quizzes draw only from categories of their own program: a used category keeps its program.
      if (input.programKey !== row.category.programId && (await bank.demandOf(id)) > 0) {
        const message = 'Quizzes draw from this category: it stays in its program';
        throw conflict(message, { programKey: message });
      }
      await bank.updateCategory(id, { name: input.name, programId: input.programKey });
      return presentCategory(viewer, await loadCategory(id));
    },
    async removeCategory(viewer: Viewer, id: string) {
      const row = await loadCategory(id);
      authorizeBankWrite(viewer, row.category);
      if ((await bank.demandOf(id)) > 0)
        throw conflict('Quizzes draw random questions from this category: remove those first');
      await bank.deleteCategory(id);
      return { key: id, name: row.category.name };
    },

    async listQuestions(viewer: Viewer, categoryId: string) {
      authorizeCollection(viewer);
      await loadCategory(categoryId);
      return (await bank.listQuestions(categoryId)).map((row) => presentBankQuestion(viewer, row));
    },
    /** Adds questions written in the editor or read from a Moodle XML or GIFT file. */
    async addQuestions(viewer: Viewer, input: BankQuestionsInput) {
      authorizeBankWrite(viewer, null);
      const category = await loadCategory(input.categoryKey, 'categoryKey');
      const questions = await cleanQuestions(deps.files, input.questions);
      const rows = await bank.insertQuestions(category.category.id, viewer.id, questions);
      return { keys: rows.map((r) => r.id), category: category.category };
    },
    async updateQuestion(viewer: Viewer, id: string, input: BankQuestionInput) {
      const row = await bank.findQuestion(id);
      if (!row) throw notFound('This question does not exist');
      authorizeBankWrite(viewer, row);
      await loadCategory(input.categoryKey, 'categoryKey');
      if (input.categoryKey !== row.categoryId) await checkCanShrink(row.categoryId);
      const [question] = await cleanQuestions(deps.files, [input.question], () => 'question');
      const saved = await bank.updateQuestion(id, input.categoryKey, { ...question!, id: undefined });
      if (!saved) throw notFound('This question does not exist');
      return presentBankQuestion(viewer, saved);
    },
    async removeQuestion(viewer: Viewer, id: string) {
      const row = await bank.findQuestion(id);
      if (!row) throw notFound('This question does not exist');
      authorizeBankWrite(viewer, row);
      await checkCanShrink(row.categoryId);
      await bank.deleteQuestion(id);
      return { key: id };
    },
  };
}
export type QuestionBankService = ReturnType<typeof createQuestionBankService>;
