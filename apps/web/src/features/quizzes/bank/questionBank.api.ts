/** The question bank's calls (ADR 0078; shapes in contracts `http/question-bank.ts`). */
import type { BankCategoryInput, BankQuestionInput, QuizQuestionInput } from '@chalkline/contracts';
import { api } from '../../../lib/api';
import { quizzesKey } from '../quizzes.api';

/** Under the quizzes' key: a change to the bank refreshes the quiz form's category picker too. */
export const bankKey = [...quizzesKey, 'bank'] as const;

export const fetchBankCategories = async (program?: string) =>
  (await api.get('/quiz/bank/categories', { query: { program } })).data.categories;
export const saveBankCategory = (input: BankCategoryInput, key?: string) =>
  key ? api.put('/quiz/bank/categories/:key', input, { params: { key } }) : api.post('/quiz/bank/categories', input);
export const deleteBankCategory = (key: string) => api.delete('/quiz/bank/categories/:key', { params: { key } });

export const fetchBankQuestions = async (category: string) =>
  (await api.get('/quiz/bank/questions', { query: { category } })).data.questions;
/** Adds one question (the editor) or many (an import) to a category. */
export const addBankQuestions = (categoryKey: string, questions: QuizQuestionInput[]) =>
  api.post('/quiz/bank/questions', { categoryKey, questions });
export const saveBankQuestion = (key: string, input: BankQuestionInput) =>
  api.put('/quiz/bank/questions/:key', input, { params: { key } });
export const deleteBankQuestion = (key: string) => api.delete('/quiz/bank/questions/:key', { params: { key } });
