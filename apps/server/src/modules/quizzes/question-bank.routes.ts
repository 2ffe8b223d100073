/** The question bank's calls (ADR 0078; shapes in contracts `http/question-bank.ts`). */
import {
  bankCategoriesQuery,
  bankCategoriesResponse,
  bankCategoryInput,
  bankCategorySavedResponse,
  bankQuestionInput,
  bankQuestionSavedResponse,
  bankQuestionsAddedResponse,
  bankQuestionsInput,
  bankQuestionsQuery,
  bankQuestionsResponse,
  messageResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { QuestionBankService } from './question-bank.service.js';

const byKey = z.object({ key: z.uuid('Not found') });

export const questionBankRoutes =
  (bank: QuestionBankService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/quiz/bank/categories',
      {
        config: { permission: 'quizzes.read' },
        schema: { querystring: bankCategoriesQuery, response: { 200: bankCategoriesResponse } },
      },
      async (request) => ({
        data: { categories: await bank.listCategories(requireViewer(request), request.query.program) },
      }),
    );
    app.post(
      '/quiz/bank/categories',
      {
        config: { permission: 'quizzes.write' },
        schema: { body: bankCategoryInput, response: { 201: bankCategorySavedResponse } },
      },
      async (request, reply) => {
        const category = await bank.createCategory(requireViewer(request), request.body);
        request.activityTarget = { kind: 'questionBankCategory', id: category.key, label: category.name };
        return reply.status(201).send({ message: 'Category created', data: { category } });
      },
    );
    app.put(
      '/quiz/bank/categories/:key',
      {
        config: { permission: 'quizzes.write' },
        schema: { params: byKey, body: bankCategoryInput, response: { 200: bankCategorySavedResponse } },
      },
      async (request) => {
        const category = await bank.updateCategory(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { kind: 'questionBankCategory', id: category.key, label: category.name };
        return { message: 'Category updated', data: { category } };
      },
    );
    app.delete(
      '/quiz/bank/categories/:key',
      { config: { permission: 'quizzes.write' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        const category = await bank.removeCategory(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'questionBankCategory', id: category.key, label: category.name };
        return { message: 'Category deleted' };
      },
    );

    app.get(
      '/quiz/bank/questions',
      {
        config: { permission: 'quizzes.read' },
        schema: { querystring: bankQuestionsQuery, response: { 200: bankQuestionsResponse } },
      },
      async (request) => ({
        data: { questions: await bank.listQuestions(requireViewer(request), request.query.category) },
      }),
    );
    app.post(
      '/quiz/bank/questions',
      {
        config: { permission: 'quizzes.write' },
        schema: { body: bankQuestionsInput, response: { 201: bankQuestionsAddedResponse } },
      },
      async (request, reply) => {
        const { keys, category } = await bank.addQuestions(requireViewer(request), request.body);
        request.activityTarget = {
          kind: 'questionBankCategory',
          id: category.id,
          label: category.name,
          verb: 'added questions to',
        };
        const message = keys.length === 1 ? 'Question added' : `${keys.length} questions added`;
        return reply.status(201).send({ message, data: { keys } });
      },
    );
    app.put(
      '/quiz/bank/questions/:key',
      {
        config: { permission: 'quizzes.write' },
        schema: { params: byKey, body: bankQuestionInput, response: { 200: bankQuestionSavedResponse } },
      },
      async (request) => {
        const question = await bank.updateQuestion(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { kind: 'questionBankQuestion', id: question.key, label: 'Bank question' };
        return { message: 'Question updated', data: { question } };
      },
    );
    app.delete(
      '/quiz/bank/questions/:key',
      { config: { permission: 'quizzes.write' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        const question = await bank.removeQuestion(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'questionBankQuestion', id: question.key, label: 'Bank question' };
        return { message: 'Question deleted' };
      },
    );
  };
