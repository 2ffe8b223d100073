/** The articles routes of the HTTP route map (ADR 0060). */
import {
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
} from '../articles.js';
import { messageResponse } from '../common.js';
import type { RouteTable } from '../route-map.js';

export const articlesRoutes = {
  'GET /articles/authors': { response: articleAuthorListResponse },
  'POST /articles/authors': { body: articleAuthorInput, response: articleAuthorSavedResponse },
  'PUT /articles/authors/:key': { body: articleAuthorInput, response: articleAuthorSavedResponse },
  'DELETE /articles/authors/:key': { response: messageResponse },
  'GET /articles/categories': { response: articleCategoryListResponse },
  'POST /articles/categories': { body: articleCategoryInput, response: articleCategorySavedResponse },
  'PUT /articles/categories/:key': { body: articleCategoryInput, response: articleCategorySavedResponse },
  'DELETE /articles/categories/:key': { response: messageResponse },
  'GET /blogs': { query: articleListQuery, response: articleListResponse },
  'GET /blogs/:slug': { response: articleResponse },
  'POST /blogs': { body: articleInput, response: articleSavedResponse },
  'PUT /blogs/:key': { body: articleInput, response: articleSavedResponse },
  'DELETE /blogs/:key': { response: messageResponse },
  'GET /news-updates': { query: articleListQuery, response: articleListResponse },
  'GET /news-updates/:slug': { response: articleResponse },
  'POST /news-updates': { body: articleInput, response: articleSavedResponse },
  'PUT /news-updates/:key': { body: articleInput, response: articleSavedResponse },
  'DELETE /news-updates/:key': { response: messageResponse },
} as const satisfies RouteTable;
