import type {
  ArticleAuthorInput,
  ArticleCategoryInput,
  ArticleInput,
  ArticleKind,
  ArticleSummary,
} from '@chalkline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, takeInitialGet } from '../../lib/api';
import { compressImage } from '../../lib/compressImage';
import { adminPaths, mainPaths } from '../../lib/paths';

/** Per kind: the API base (platform spec 7), the public and admin pages (spec 2.1, 2.2) and the words used. */
export const articleKinds = {
  BLOG: {
    api: '/blogs',
    publicPath: mainPaths.blogs,
    adminPath: adminPaths.blogs,
    title: 'Articles & Blog',
    adminTitle: 'Articles & Blogs',
    noun: 'article',
  },
  NEWS: {
    api: '/news-updates',
    publicPath: mainPaths.news,
    adminPath: adminPaths.news,
    title: 'News & Updates',
    adminTitle: 'News & Updates',
    noun: 'news item',
  },
} as const satisfies Record<ArticleKind, unknown>;

/** `blogs/{slug}` or, in admin mode, the manage route `/{slug}` (platform spec 2.2). */
export const articlePath = (kind: ArticleKind, slug: string, admin = false) =>
  `${admin ? articleKinds[kind].adminPath : articleKinds[kind].publicPath}/${encodeURIComponent(slug)}`;

/** The category filter link: `blogs?category={slug}` (platform spec 2.2). */
export const categoryFilterPath = (kind: ArticleKind, slug: string) =>
  `${articleKinds[kind].publicPath}?category=${encodeURIComponent(slug)}`;

/** "1 min read" or "N mins read"; a missing time reads as the default 2 mins (platform spec 2.7). */
export const readTimeText = (minutes: number | null | undefined) => {
  const m = minutes && minutes > 0 ? minutes : 2;
  return `${m} ${m === 1 ? 'min' : 'mins'} read`;
};

const downloadPath = '/download/file?file=';
/** The stored reference of an image the server answered as an address (file key, or a bundled site path). */
export const imageRefOf = (url: string): string => {
  const at = url.indexOf(downloadPath);
  return at === -1 ? url : decodeURIComponent(url.slice(at + downloadPath.length));
};

export interface ArticleQuery {
  category?: string;
  search?: string;
  /** Drafts too (admin pages). */
  manage?: boolean;
}

const listParams = (page: number, limit: number, query: ArticleQuery) => ({
  page,
  limit,
  category: query.category || undefined,
  search: query.search || undefined,
  manage: query.manage || undefined,
});

export const fetchArticles = async (kind: ArticleKind, page: number, limit: number, query: ArticleQuery = {}) =>
  (await api.get(articleKinds[kind].api, { query: listParams(page, limit, query) })).data;

export const fetchArticle = async (kind: ArticleKind, slug: string) =>
  (await api.get(`${articleKinds[kind].api}/:slug`, { params: { slug } })).data.article;

/**
 * One public article, `['articles', kind, 'detail', slug]`: the page reads it through this, so data handed over
 * with the first HTML response can seed the cache under the same key (`setQueryData`, or `initialData` here).
 */
export const articleQuery = (kind: ArticleKind, slug: string) =>
  queryOptions({
    queryKey: ['articles', kind, 'detail', slug] as const,
    queryFn: () => fetchArticle(kind, slug),
    initialData: () => takeInitialGet(`${articleKinds[kind].api}/:slug`, { params: { slug } })?.data.article,
  });

/** A page of the public list, `['articles', kind, 'public', { page, limit, category }]` (category unset for all). */
export const publicArticlesQuery = (kind: ArticleKind, page: number, limit: number, category?: string) =>
  queryOptions({
    queryKey: ['articles', kind, 'public', { page, limit, category }] as const,
    queryFn: () => fetchArticles(kind, page, limit, { category }),
    initialData: () => takeInitialGet(articleKinds[kind].api, { query: listParams(page, limit, { category }) })?.data,
  });

/** Every category with its published counts, `['articles', 'categories']`. */
export const articleCategoriesQuery = () =>
  queryOptions({
    queryKey: ['articles', 'categories'] as const,
    queryFn: () => fetchArticleCategories(),
    initialData: () => takeInitialGet('/articles/categories')?.data.categories,
  });

export const saveArticle = (kind: ArticleKind, input: ArticleInput, key?: string) =>
  key ? api.put(`${articleKinds[kind].api}/:key`, input, { params: { key } }) : api.post(articleKinds[kind].api, input);

export const deleteArticle = (kind: ArticleKind, key: string) =>
  api.delete(`${articleKinds[kind].api}/:key`, { params: { key } });

export const fetchAuthors = async () => (await api.get('/articles/authors')).data.authors;
export const saveAuthor = (input: ArticleAuthorInput, key?: string) =>
  key ? api.put('/articles/authors/:key', input, { params: { key } }) : api.post('/articles/authors', input);
export const deleteAuthor = (key: string) => api.delete('/articles/authors/:key', { params: { key } });

export const fetchArticleCategories = async () => (await api.get('/articles/categories')).data.categories;
export const saveArticleCategory = (input: ArticleCategoryInput, key?: string) =>
  key ? api.put('/articles/categories/:key', input, { params: { key } }) : api.post('/articles/categories', input);
export const deleteArticleCategory = (key: string) => api.delete('/articles/categories/:key', { params: { key } });

/** Uploads one image to the public `articles` folder (compressed first, platform spec 9); answers its address. */
export async function uploadArticleImage(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('folder', 'articles');
  form.append('access', 'public');
  form.append('files', await compressImage(file));
  const key = (await api.post('/files/upload', form)).data.keys[0]!;
  return { key, url: `/api${downloadPath}${encodeURIComponent(key)}` };
}

export type { ArticleSummary };
