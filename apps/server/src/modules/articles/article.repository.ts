import type { ArticleKind } from '@chalkline/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import { articleAuthors, articleCategories, articleCategoryLinks, articles } from '../../db/schema/index.js';

export type ArticleRow = typeof articles.$inferSelect;
export type AuthorRow = typeof articleAuthors.$inferSelect;
export type ArticleCategoryRow = typeof articleCategories.$inferSelect;

/** An article with its author and categories, as cards and pages need it. */
export interface ArticleRecord {
  article: ArticleRow;
  author: AuthorRow | null;
  categories: ArticleCategoryRow[];
}

export interface ArticleFilter {
  kind: ArticleKind;
  /** Published only (visitors); admins see drafts too. */
  publishedOnly: boolean;
  categorySlug?: string;
  search?: string;
}

export function createArticleRepository(db: Db) {
  /** The categories of the given articles, in one query whatever the page size. */
  async function withCategories(rows: { article: ArticleRow; author: AuthorRow | null }[]): Promise<ArticleRecord[]> {
    if (!rows.length) return [];
    const links = await db
      .select({ articleId: articleCategoryLinks.articleId, category: articleCategories })
      .from(articleCategoryLinks)
      .innerJoin(articleCategories, eq(articleCategories.id, articleCategoryLinks.categoryId))
      .where(
        inArray(
          articleCategoryLinks.articleId,
          rows.map((r) => r.article.id),
        ),
      )
      .orderBy(asc(articleCategories.title));
    return rows.map(({ article, author }) => ({
      article,
      author,
      categories: links.filter((l) => l.articleId === article.id).map((l) => l.category),
    }));
  }

  function whereOf(filter: ArticleFilter) {
    const search = filter.search?.trim();
    return and(
      eq(articles.kind, filter.kind),
      filter.publishedOnly ? eq(articles.published, true) : undefined,
      filter.categorySlug
        ? inArray(
            articles.id,
            db
              .select({ id: articleCategoryLinks.articleId })
              .from(articleCategoryLinks)
              .innerJoin(articleCategories, eq(articleCategories.id, articleCategoryLinks.categoryId))
              .where(eq(articleCategories.slug, filter.categorySlug)),
          )
        : undefined,
      search ? or(ilike(articles.title, containing(search)), ilike(articles.summary, containing(search))) : undefined,
    );
  }

  return {
    /** One page, newest first, with the total counted in the same statement (ADR 0024's query budget). */
    async list(filter: ArticleFilter, limit: number, offset: number) {
      const where = whereOf(filter);
      const rows = await db
        .select({ article: articles, author: articleAuthors, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(articles)
        .leftJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
        .where(where)
        // Published ones by publication, drafts (no date yet) first for the admins who see them.
        .orderBy(sql`${articles.publishedAt} desc nulls first`, desc(articles.createdAt))
        .limit(limit)
        .offset(offset);
      // Past the last page the window count is not there to read; count apart only then.
      const total =
        rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(articles).where(where))[0]?.n ?? 0) : 0);
      return { records: await withCategories(rows), total };
    },
    async find(kind: ArticleKind, by: { id?: string; slug?: string }): Promise<ArticleRecord | null> {
      const rows = await db
        .select({ article: articles, author: articleAuthors })
        .from(articles)
        .leftJoin(articleAuthors, eq(articleAuthors.id, articles.authorId))
        .where(and(eq(articles.kind, kind), by.id ? eq(articles.id, by.id) : eq(articles.slug, by.slug ?? '')))
        .limit(1);
      return (await withCategories(rows))[0] ?? null;
    },
    /** Title, summary and thumbnail of a published article: what a page's first response needs. */
    async findPublishedMeta(kind: ArticleKind, slug: string) {
      const [row] = await db
        .select({ title: articles.title, summary: articles.summary, thumbnail: articles.thumbnail })
        .from(articles)
        .where(and(eq(articles.kind, kind), eq(articles.slug, slug), eq(articles.published, true)))
        .limit(1);
      return row ?? null;
    },
    async save(
      id: string | null,
      values: Omit<typeof articles.$inferInsert, 'id'>,
      categoryIds: string[],
    ): Promise<ArticleRow | null> {
      return db.transaction(async (tx) => {
        const [row] = id
          ? await tx.update(articles).set(values).where(eq(articles.id, id)).returning()
          : await tx.insert(articles).values(values).returning();
        if (!row) return null;
        await tx.delete(articleCategoryLinks).where(eq(articleCategoryLinks.articleId, row.id));
        if (categoryIds.length)
          await tx
            .insert(articleCategoryLinks)
            .values([...new Set(categoryIds)].map((categoryId) => ({ articleId: row.id, categoryId })));
        return row;
      });
    },
    async remove(id: string) {
      await db.delete(articles).where(eq(articles.id, id));
    },
    async slugTaken(kind: ArticleKind, slug: string, exceptId?: string) {
      const [row] = await db
        .select({ id: articles.id })
        .from(articles)
        .where(
          and(
            eq(articles.kind, kind),
            eq(articles.slug, slug),
            exceptId ? sql`${articles.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async listAuthors() {
      return db.select().from(articleAuthors).orderBy(asc(articleAuthors.firstName), asc(articleAuthors.lastName));
    },
    async findAuthor(id: string) {
      const [row] = await db.select().from(articleAuthors).where(eq(articleAuthors.id, id)).limit(1);
      return row ?? null;
    },
    async saveAuthor(id: string | null, values: Omit<typeof articleAuthors.$inferInsert, 'id'>) {
      const [row] = id
        ? await db.update(articleAuthors).set(values).where(eq(articleAuthors.id, id)).returning()
        : await db.insert(articleAuthors).values(values).returning();
      return row ?? null;
    },
    async removeAuthor(id: string) {
      await db.delete(articleAuthors).where(eq(articleAuthors.id, id));
    },

    /** Every category with how many articles carry it, and how many published blogs and news (the public filters). */
    async listCategories() {
      const published = (kind: ArticleKind) =>
        sql<number>`count(${articles.id}) filter (where ${articles.kind} = ${kind} and ${articles.published})`.mapWith(
          Number,
        );
      return db
        .select({
          category: articleCategories,
          articlesCount: count(articleCategoryLinks.articleId),
          publishedBlogs: published('BLOG'),
          publishedNews: published('NEWS'),
        })
        .from(articleCategories)
        .leftJoin(articleCategoryLinks, eq(articleCategoryLinks.categoryId, articleCategories.id))
        .leftJoin(articles, eq(articles.id, articleCategoryLinks.articleId))
        .groupBy(articleCategories.id)
        .orderBy(asc(articleCategories.title));
    },
    async findCategories(ids: string[]) {
      if (!ids.length) return [];
      return db.select().from(articleCategories).where(inArray(articleCategories.id, ids));
    },
    async saveCategory(id: string | null, values: Omit<typeof articleCategories.$inferInsert, 'id'>) {
      const [row] = id
        ? await db.update(articleCategories).set(values).where(eq(articleCategories.id, id)).returning()
        : await db.insert(articleCategories).values(values).returning();
      return row ?? null;
    },
    async removeCategory(id: string) {
      const [row] = await db.delete(articleCategories).where(eq(articleCategories.id, id)).returning();
      return row ?? null;
    },
    async categorySlugTaken(slug: string, exceptId?: string) {
      const [row] = await db
        .select({ id: articleCategories.id })
        .from(articleCategories)
        .where(
          and(eq(articleCategories.slug, slug), exceptId ? sql`${articleCategories.id} <> ${exceptId}` : undefined),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
export type ArticleRepository = ReturnType<typeof createArticleRepository>;
