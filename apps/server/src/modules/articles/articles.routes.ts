import {
  type ArticleKind,
  articleAuthorInput,
  articleAuthorListResponse,
  articleAuthorSavedResponse,
  articleCategoryInput,
  articleCategoryListResponse,
  articleCategorySavedResponse,
  articleInput,
  articleListQuery,
  articleListResponse,
  articleResponse,
  articleSavedResponse,
  messageResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import { manageActionOf } from './article.policy.js';
import type { ArticleService } from './article.service.js';

const byKey = z.object({ key: z.uuid('Not found') });
const bySlug = z.object({ slug: z.string().max(80) });

/** Blogs at `/blogs`, news at `/news-updates` (platform spec 7), with the same routes. */
const kinds: { kind: ArticleKind; base: string; target: 'blog' | 'newsItem'; noun: string }[] = [
  { kind: 'BLOG', base: '/blogs', target: 'blog', noun: 'Article' },
  { kind: 'NEWS', base: '/news-updates', target: 'newsItem', noun: 'News item' },
];

export const articleRoutes =
  (articles: ArticleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/articles/authors',
      { config: { permission: 'public' }, schema: { response: { 200: articleAuthorListResponse } } },
      async () => ({ data: { authors: await articles.listAuthors() } }),
    );
    app.post(
      '/articles/authors',
      {
        config: { permission: 'articleAuthors.access' },
        schema: { body: articleAuthorInput, response: { 201: articleAuthorSavedResponse } },
      },
      async (request, reply) => {
        const author = await articles.saveAuthor(requireViewer(request), request.body);
        request.activityTarget = { kind: 'articleAuthor', id: author.key, label: nameOf(author) };
        return reply.status(201).send({ message: 'Author created', data: { author } });
      },
    );
    app.put(
      '/articles/authors/:key',
      {
        config: { permission: 'articleAuthors.access' },
        schema: { params: byKey, body: articleAuthorInput, response: { 200: articleAuthorSavedResponse } },
      },
      async (request) => {
        const author = await articles.saveAuthor(requireViewer(request), request.body, request.params.key);
        request.activityTarget = { kind: 'articleAuthor', id: author.key, label: nameOf(author) };
        return { message: 'Author updated', data: { author } };
      },
    );
    app.delete(
      '/articles/authors/:key',
      {
        config: { permission: 'articleAuthors.access' },
        schema: { params: byKey, response: { 200: messageResponse } },
      },
      async (request) => {
        const author = await articles.removeAuthor(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'articleAuthor', id: author.id, label: nameOf(author) };
        return { message: 'Author deleted' };
      },
    );

    app.get(
      '/articles/categories',
      { config: { permission: 'public' }, schema: { response: { 200: articleCategoryListResponse } } },
      async () => ({ data: { categories: await articles.listCategories() } }),
    );
    app.post(
      '/articles/categories',
      {
        config: { permission: 'articleCategories.access' },
        schema: { body: articleCategoryInput, response: { 201: articleCategorySavedResponse } },
      },
      async (request, reply) => {
        const category = await articles.saveCategory(requireViewer(request), request.body);
        request.activityTarget = { kind: 'articleCategory', id: category.key, label: category.title };
        return reply.status(201).send({ message: 'Category created', data: { category } });
      },
    );
    app.put(
      '/articles/categories/:key',
      {
        config: { permission: 'articleCategories.access' },
        schema: { params: byKey, body: articleCategoryInput, response: { 200: articleCategorySavedResponse } },
      },
      async (request) => {
        const category = await articles.saveCategory(requireViewer(request), request.body, request.params.key);
        request.activityTarget = { kind: 'articleCategory', id: category.key, label: category.title };
        return { message: 'Category updated', data: { category } };
      },
    );
    app.delete(
      '/articles/categories/:key',
      {
        config: { permission: 'articleCategories.access' },
        schema: { params: byKey, response: { 200: messageResponse } },
      },
      async (request) => {
        const category = await articles.removeCategory(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'articleCategory', id: category.id, label: category.title };
        return { message: 'Category deleted' };
      },
    );

    for (const { kind, base, target, noun } of kinds) {
      const permission = manageActionOf(kind);
      app.get(
        base,
        {
          config: { permission: 'public' },
          schema: { querystring: articleListQuery, response: { 200: articleListResponse } },
        },
        async (request) => ({ data: await articles.list(request.viewer, kind, request.query) }),
      );
      app.get(
        `${base}/:slug`,
        { config: { permission: 'public' }, schema: { params: bySlug, response: { 200: articleResponse } } },
        async (request) => ({ data: { article: await articles.get(request.viewer, kind, request.params.slug) } }),
      );
      app.post(
        base,
        { config: { permission }, schema: { body: articleInput, response: { 201: articleSavedResponse } } },
        async (request, reply) => {
          const article = await articles.save(requireViewer(request), kind, request.body);
          request.activityTarget = { kind: target, id: article.key, label: article.title };
          return reply.status(201).send({ message: `${noun} saved`, data: { article } });
        },
      );
      app.put(
        `${base}/:key`,
        {
          config: { permission },
          schema: { params: byKey, body: articleInput, response: { 200: articleSavedResponse } },
        },
        async (request) => {
          const article = await articles.save(requireViewer(request), kind, request.body, request.params.key);
          request.activityTarget = { kind: target, id: article.key, label: article.title };
          return { message: `${noun} saved`, data: { article } };
        },
      );
      app.delete(
        `${base}/:key`,
        { config: { permission }, schema: { params: byKey, response: { 200: messageResponse } } },
        async (request) => {
          const article = await articles.remove(requireViewer(request), kind, request.params.key);
          request.activityTarget = { kind: target, id: article.id, label: article.title };
          return { message: `${noun} deleted` };
        },
      );
    }
  };

const nameOf = (a: { firstName: string; lastName: string }) => `${a.firstName} ${a.lastName}`;
