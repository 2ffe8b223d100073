/**
 * Articles: authors, categories, blogs and news (platform spec 2.2, 2.7, 3 "Blog and news", 7 Content).
 * Blogs and news share one shape; `kind` tells them apart on the server, the path on the wire.
 */
import { z } from 'zod';
import { platform } from '../constants.js';
import { maxLength, requiredString, tooLongMessage } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';

export const articleKinds = ['BLOG', 'NEWS'] as const;
export type ArticleKind = (typeof articleKinds)[number];

/**
 * Minutes to read `words` words at 200 a minute (platform spec 9), rounded up; text without words reads
 * in the cards' default of 2 mins.
 */
export const readTimeMinutes = (words: number): number =>
  words > 0 ? Math.max(1, Math.ceil(words / platform.readingWordsPerMinute)) : platform.defaultReadTimeMinutes;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and single hyphens')
  .max(maxLength.slug);
const optionalName = z.string().trim().max(maxLength.name, tooLongMessage(maxLength.name)).nullable().optional();
const fileRef = z.string().max(maxLength.key).nullable().optional();

export const articleAuthorInput = z.object({
  firstName: requiredString('Please provide a first name', maxLength.name),
  lastName: requiredString('Please provide a last name', maxLength.name),
  otherNames: optionalName,
  /** File key of an image in the articles folder. */
  avatar: fileRef,
});
export type ArticleAuthorInput = z.infer<typeof articleAuthorInput>;

export const articleCategoryInput = z.object({
  title: requiredString('Please provide a title', maxLength.title),
  slug: slug.optional(),
  images: z.array(z.string().max(maxLength.key)).max(10).default([]),
});
export type ArticleCategoryInput = z.infer<typeof articleCategoryInput>;

export const articleInput = z.object({
  title: requiredString('Please provide a title', maxLength.title),
  slug: slug.optional(),
  summary: requiredString('Please provide a summary', 1_000),
  /** Editor HTML; cleaned on the server before it is stored. */
  content: z
    .string()
    .max(maxLength.richText, tooLongMessage(maxLength.richText))
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html), {
      message: 'Please write the article',
    }),
  /** File key of the card and share image (articles folder). */
  thumbnail: fileRef,
  authorKey: z.uuid('Please choose an author').nullable().optional(),
  categoryKeys: z.array(z.uuid('Please choose a category')).max(10, 'Please choose at most 10 categories').default([]),
  /** Drafts are seen only by the admins who manage them. */
  published: z.boolean().default(false),
});
export type ArticleInput = z.infer<typeof articleInput>;

export const articleListQuery = pageQuery.extend({
  category: z.string().max(maxLength.slug).optional(),
  search: z.string().max(maxLength.search).optional(),
  /** The admin list: drafts too, for admins who manage the kind (others get the published ones). */
  manage: z.stringbool().optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;

export const articleAuthor = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type ArticleAuthor = z.infer<typeof articleAuthor>;

export const articleCategory = z.object({
  key: z.string(),
  title: z.string(),
  slug: z.string(),
  images: z.array(z.string()),
});
export type ArticleCategory = z.infer<typeof articleCategory>;

/** A blog or news card (platform spec 3 "Blog and news"). */
export const articleSummary = z.object({
  key: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** Minutes to read. */
  timeline: z.number().int(),
  thumbnail: z.string().nullable(),
  categories: z.array(z.object({ key: z.string(), title: z.string(), slug: z.string() })),
  author: articleAuthor.nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articleDetail = articleSummary.extend({ content: z.string(), updatedAt: z.string() });
export type ArticleDetail = z.infer<typeof articleDetail>;

export const articleAuthorListResponse = dataEnvelope(z.object({ authors: z.array(articleAuthor) }));
export type ArticleAuthorListResponse = z.infer<typeof articleAuthorListResponse>;
export const articleAuthorSavedResponse = savedEnvelope(z.object({ author: articleAuthor }));
export type ArticleAuthorSavedResponse = z.infer<typeof articleAuthorSavedResponse>;
export const articleCategoryListResponse = dataEnvelope(
  z.object({
    categories: z.array(
      articleCategory.extend({
        /** Articles of either kind, drafts included. */
        articlesCount: z.number().int(),
        /** Published articles of each kind: the public pages offer a filter only where there is something. */
        published: z.object({ BLOG: z.number().int(), NEWS: z.number().int() }),
      }),
    ),
  }),
);
export type ArticleCategoryListResponse = z.infer<typeof articleCategoryListResponse>;
export const articleCategorySavedResponse = savedEnvelope(z.object({ category: articleCategory }));
export type ArticleCategorySavedResponse = z.infer<typeof articleCategorySavedResponse>;
export const articleListResponse = pagedResponse(articleSummary);
export type ArticleListResponse = z.infer<typeof articleListResponse>;
export const articleResponse = dataEnvelope(z.object({ article: articleDetail }));
export type ArticleResponse = z.infer<typeof articleResponse>;
export const articleSavedResponse = savedEnvelope(z.object({ article: articleDetail }));
export type ArticleSavedResponse = z.infer<typeof articleSavedResponse>;
