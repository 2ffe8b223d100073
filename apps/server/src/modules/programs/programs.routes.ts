import {
  categoryInput,
  categoryListResponse,
  categorySavedResponse,
  messageResponse,
  programFilterQuery,
  programInput,
  programListResponse,
  programResponse,
  programSavedResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { ProgramService } from './program.service.js';

const byKey = z.object({ key: z.uuid('Not found') });

export const programRoutes =
  (programs: ProgramService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/programs/categories',
      { config: { permission: 'public' }, schema: { response: { 200: categoryListResponse } } },
      async () => ({
        data: { categories: await programs.listCategories() },
      }),
    );
    app.post(
      '/programs/categories',
      {
        config: { permission: 'programCategories.access' },
        schema: { body: categoryInput, response: { 201: categorySavedResponse } },
      },
      async (request, reply) => {
        const category = await programs.createCategory(requireViewer(request), request.body);
        request.activityTarget = { kind: 'programCategory', id: category.id, label: category.title };
        return reply
          .status(201)
          .send({ message: 'Category created', data: { category: { key: category.id, slug: category.slug } } });
      },
    );
    app.put(
      '/programs/categories/:key',
      {
        config: { permission: 'programCategories.access' },
        schema: { params: byKey, body: categoryInput, response: { 200: categorySavedResponse } },
      },
      async (request) => {
        const category = await programs.updateCategory(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { kind: 'programCategory', id: category.id, label: category.title };
        return { message: 'Category updated', data: { category: { key: category.id, slug: category.slug } } };
      },
    );
    app.delete(
      '/programs/categories/:key',
      {
        config: { permission: 'programCategories.access' },
        schema: { params: byKey, response: { 200: messageResponse } },
      },
      async (request) => {
        const category = await programs.deleteCategory(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'programCategory', id: category.id, label: category.title };
        return { message: 'Category deleted' };
      },
    );

    app.get(
      '/programs',
      {
        config: { permission: 'public' },
        schema: {
          querystring: programFilterQuery,
          response: { 200: programListResponse },
        },
      },
      async (request) => ({
        data: await programs.list(request.viewer, request.query),
      }),
    );
    app.get(
      '/programs/:slug',
      {
        config: { permission: 'public' },
        schema: { params: z.object({ slug: z.string().max(80) }), response: { 200: programResponse } },
      },
      async (request) => ({
        data: { program: await programs.get(request.viewer, request.params.slug) },
      }),
    );
    app.post(
      '/programs',
      {
        config: { permission: 'programs.create' },
        schema: { body: programInput, response: { 201: programSavedResponse } },
      },
      async (request, reply) => {
        const program = await programs.create(requireViewer(request), request.body);
        request.activityTarget = { kind: 'program', id: program.key, label: program.title };
        return reply.status(201).send({ message: 'Program created', data: { program } });
      },
    );
    app.put(
      '/programs/:key',
      {
        config: { permission: 'programs.edit' },
        schema: { params: byKey, body: programInput, response: { 200: programSavedResponse } },
      },
      async (request) => {
        const program = await programs.update(requireViewer(request), request.params.key, request.body);
        request.activityTarget = { kind: 'program', id: program.key, label: program.title };
        return { message: 'Program updated', data: { program } };
      },
    );
    app.delete(
      '/programs/:key',
      { config: { permission: 'programs.delete' }, schema: { params: byKey, response: { 200: messageResponse } } },
      async (request) => {
        const program = await programs.remove(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'program', id: program.id, label: program.title };
        return { message: 'Program deleted' };
      },
    );
  };
