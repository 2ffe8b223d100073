/**
 * Blogs and news with their authors and categories: admins of each group write, publish and delete; anyone
 * reads what is published. Content is sanitised before it is stored and its read time counted from its words.
 */
import {
  type ArticleAuthor,
  type ArticleAuthorInput,
  type ArticleCategoryInput,
  type ArticleDetail,
  type ArticleInput,
  type ArticleKind,
  type ArticleListQuery,
  type ArticleSummary,
  readTimeMinutes,
} from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { richTextToPlain, sanitizeRichText } from '../../text/rich-text.js';
import { fileUrl } from '../accounts/account.presenter.js';
import type { Viewer } from '../accounts/viewer.js';
import type { FileRepository } from '../files/file.repository.js';
import { slugify } from '../programs/program.service.js';
import { authorize, manageActionOf, maySeeDrafts } from './article.policy.js';
import type { ArticleRecord, ArticleRepository, AuthorRow } from './article.repository.js';

const nouns: Record<ArticleKind, string> = { BLOG: 'Article', NEWS: 'News item' };

/**
 * The address of an article image: a stored file's download address, or a site path as it is (images bundled
 * with the web app, used by the demo articles). Either way, served by us.
 */
export const articleImageUrl = (ref: string | null): string | null => (ref?.startsWith('/') ? ref : fileUrl(ref));

/** Words of rich text, for the read time. */
export const wordCount = (html: string): number => richTextToPlain(html).split(' ').filter(Boolean).length;

/**
 * Keeps only images served by us inside an article (site paths, our file downloads): a picture pasted from
 * another site would make every reader's browser ask that host for it.
 */
export const keepOwnImages = (html: string): string =>
  html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\ssrc="([^"]*)"/i.exec(tag)?.[1] ?? '';
    return src.startsWith('/') && !src.startsWith('//') ? tag : '';
  });

export const presentAuthor = (author: AuthorRow): ArticleAuthor => ({
  key: author.id,
  firstName: author.firstName,
  lastName: author.lastName,
  otherNames: author.otherNames,
  avatar: articleImageUrl(author.avatar),
});

function presentSummary({ article, author, categories }: ArticleRecord): ArticleSummary {
  return {
    key: article.id,
    title: article.title,
    slug: article.slug,
    summary: article.summary,
    timeline: article.timeline,
    thumbnail: articleImageUrl(article.thumbnail),
    categories: categories.map((c) => ({ key: c.id, title: c.title, slug: c.slug })),
    author: author ? presentAuthor(author) : null,
    published: article.published,
    publishedAt: article.publishedAt?.toISOString() ?? null,
    createdAt: article.createdAt.toISOString(),
  };
}
const presentDetail = (record: ArticleRecord): ArticleDetail => ({
  ...presentSummary(record),
  content: record.article.content,
  updatedAt: record.article.updatedAt.toISOString(),
});

export function createArticleService(deps: { repo: ArticleRepository; files: FileRepository; now?: () => Date }) {
  const { repo, files } = deps;
  const now = deps.now ?? (() => new Date());

  const conflict = () => {
    const message = 'This slug is already used';
    return new AppError(409, 'CONFLICT', message, { slug: message });
  };
  /** Each image must be a public image in our file store; `unchanged` refs (already stored) pass as they are. */
  async function checkImages(refs: (string | null | undefined)[], field: string, unchanged: readonly string[] = []) {
    for (const ref of refs) {
      if (!ref || unchanged.includes(ref)) continue;
      const file = await files.findByKey(ref);
      if (!file?.mime.startsWith('image/') || file.access !== 'public') {
        throw badRequest('Please upload an image', { [field]: 'Please upload an image' });
      }
    }
  }
  async function readable(viewer: Viewer | null, kind: ArticleKind, slug: string) {
    const record = await repo.find(kind, { slug });
    if (!record || (!record.article.published && !maySeeDrafts(viewer, kind)))
      throw notFound(`${nouns[kind]} not found`);
    return record;
  }

  return {
    async list(viewer: Viewer | null, kind: ArticleKind, q: ArticleListQuery) {
      const { records, total } = await repo.list(
        { kind, publishedOnly: !(q.manage && maySeeDrafts(viewer, kind)), categorySlug: q.category, search: q.search },
        q.limit,
        offsetOf(q),
      );
      return pageOf(records.map(presentSummary), total, q);
    },
    async get(viewer: Viewer | null, kind: ArticleKind, slug: string) {
      return presentDetail(await readable(viewer, kind, slug));
    },
    /** What the first HTML response of a public article page shows (http/page-meta.ts); drafts are unknown. */
    async publishedMeta(kind: ArticleKind, slug: string) {
      const row = await repo.findPublishedMeta(kind, slug);
      return row && { title: row.title, description: row.summary, image: articleImageUrl(row.thumbnail) };
    },
    async save(viewer: Viewer, kind: ArticleKind, input: ArticleInput, id?: string) {
      authorize(viewer, manageActionOf(kind));
      const existing = id ? await repo.find(kind, { id }) : null;
      if (id && !existing) throw notFound(`${nouns[kind]} not found`);
      await checkImages(
        [input.thumbnail],
        'thumbnail',
        existing?.article.thumbnail ? [existing.article.thumbnail] : [],
      );
      if (input.authorKey && !(await repo.findAuthor(input.authorKey)))
        throw badRequest('Please choose an author', { authorKey: 'Please choose an author' });
      const categoryIds = [...new Set(input.categoryKeys)];
      if ((await repo.findCategories(categoryIds)).length !== categoryIds.length)
        throw badRequest('Please choose a category', { categoryKeys: 'Please choose a category' });
      const slug = input.slug || slugify(input.title);
      if (await repo.slugTaken(kind, slug, id)) throw conflict();

      const content = keepOwnImages(sanitizeRichText(input.content));
      const publishedAt = input.published
        ? (existing?.article.publishedAt ?? now())
        : (existing?.article.publishedAt ?? null);
      const row = await repo.save(
        id ?? null,
        {
          kind,
          title: input.title,
          slug,
          summary: input.summary,
          content,
          timeline: readTimeMinutes(wordCount(content)),
          thumbnail: input.thumbnail ?? null,
          authorId: input.authorKey ?? null,
          published: input.published,
          publishedAt,
        },
        categoryIds,
      );
      if (!row) throw notFound(`${nouns[kind]} not found`);
      return presentDetail((await repo.find(kind, { id: row.id }))!);
    },
    async remove(viewer: Viewer, kind: ArticleKind, id: string) {
      authorize(viewer, manageActionOf(kind));
      const record = await repo.find(kind, { id });
      if (!record) throw notFound(`${nouns[kind]} not found`);
      await repo.remove(id);
      return record.article;
    },

    async listAuthors() {
      return (await repo.listAuthors()).map(presentAuthor);
    },
    async saveAuthor(viewer: Viewer, input: ArticleAuthorInput, id?: string) {
      authorize(viewer, 'articleAuthors.access');
      const existing = id ? await repo.findAuthor(id) : null;
      if (id && !existing) throw notFound('Author not found');
      await checkImages([input.avatar], 'avatar', existing?.avatar ? [existing.avatar] : []);
      const row = await repo.saveAuthor(id ?? null, {
        firstName: input.firstName,
        lastName: input.lastName,
        otherNames: input.otherNames || null,
        avatar: input.avatar ?? null,
      });
      if (!row) throw notFound('Author not found');
      return presentAuthor(row);
    },
    async removeAuthor(viewer: Viewer, id: string) {
      authorize(viewer, 'articleAuthors.access');
      const author = await repo.findAuthor(id);
      if (!author) throw notFound('Author not found');
      // Their articles stay, without a byline.
      await repo.removeAuthor(id);
      return author;
    },

    async listCategories() {
      return (await repo.listCategories()).map(({ category, articlesCount, publishedBlogs, publishedNews }) => ({
        key: category.id,
        title: category.title,
        slug: category.slug,
        images: category.images.map((ref) => articleImageUrl(ref)!),
        articlesCount,
        published: { BLOG: publishedBlogs, NEWS: publishedNews },
      }));
    },
    async saveCategory(viewer: Viewer, input: ArticleCategoryInput, id?: string) {
      authorize(viewer, 'articleCategories.access');
      const existing = id ? (await repo.findCategories([id]))[0] : null;
      if (id && !existing) throw notFound('Category not found');
      await checkImages(input.images, 'images', existing?.images ?? []);
      const slug = input.slug || slugify(input.title);
      if (await repo.categorySlugTaken(slug, id)) throw conflict();
      const row = await repo.saveCategory(id ?? null, { title: input.title, slug, images: input.images });
      if (!row) throw notFound('Category not found');
      return { key: row.id, title: row.title, slug: row.slug, images: row.images.map((ref) => articleImageUrl(ref)!) };
    },
    async removeCategory(viewer: Viewer, id: string) {
      authorize(viewer, 'articleCategories.access');
      // Articles lose the category; they are not deleted with it.
      const row = await repo.removeCategory(id);
      if (!row) throw notFound('Category not found');
      return row;
    },
  };
}
export type ArticleService = ReturnType<typeof createArticleService>;
