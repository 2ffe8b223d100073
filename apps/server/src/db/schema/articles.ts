import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './accounts.js';

/** Who wrote an article: a byline, not an account (platform spec 3: author names and avatar). */
export const articleAuthors = pgTable('article_authors', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  otherNames: text('other_names'),
  /** File key of the photo (articles folder). */
  avatar: text('avatar'),
  ...timestamps,
});

/** Categories shared by blogs and news (the `?category={slug}` filters of platform spec 2.2). */
export const articleCategories = pgTable(
  'article_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    images: text('images').array().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('article_categories_slug_unique').on(t.slug)],
);

/** A blog or a news item; `kind` is BLOG or NEWS, slugs are unique within a kind. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['BLOG', 'NEWS'] }).notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML (text/rich-text.ts). */
    content: text('content').notNull(),
    /** Minutes to read, from the words at 200 a minute. */
    timeline: integer('timeline').notNull(),
    /** File key, or a site path of an image bundled with the web app (seeded articles). */
    thumbnail: text('thumbnail'),
    authorId: uuid('author_id').references(() => articleAuthors.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(false),
    /** First publication; kept when an article goes back to draft and out again. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('articles_kind_slug_unique').on(t.kind, t.slug),
    index('articles_listing_idx').on(t.kind, t.published, t.publishedAt),
  ],
);

export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.categoryId] }), index('article_links_category_idx').on(t.categoryId)],
);
