import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildArticleAuthor, buildArticleCategory, buildStoredImage } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import { countQueries } from '../../../test/query-count.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { activityLog } from '../../db/schema/index.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('articles: authors, categories, blogs and news', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  it('lets an admin write a draft blog, publish it, and visitors read only what is published', async () => {
    const db = t.database.db;
    const author = await buildArticleAuthor(db, { firstName: 'Ada', lastName: 'Obi' });
    const [maths, reading] = [await buildArticleCategory(db), await buildArticleCategory(db)];
    const image = await buildStoredImage(db, 'articles');
    const blog = {
      title: 'Reading Together at Home',
      summary: 'Ten minutes a day',
      content: `<p>${words(450)}</p><img src="/api/download/file?file=${image}"><script>alert(1)</script><img src="https://tracker.example/p.gif">`,
      thumbnail: image,
      authorKey: author.id,
      categoryKeys: [maths.id, reading.id],
      published: false,
    };
    expect((await call('POST', '/api/blogs', blog, w.tutorA.cookie)).status).toBe(403);
    const made = await call('POST', '/api/blogs', blog, w.admin.cookie);
    expect(made.status).toBe(201);
    const article = made.body.data.article;
    expect(article).toMatchObject({
      slug: 'reading-together-at-home',
      timeline: 3,
      published: false,
      publishedAt: null,
    });
    expect(article.content).not.toContain('script');
    expect(article.content).not.toContain('tracker.example');
    expect(article.content).toContain(`/api/download/file?file=${image}`);
    expect(article.categories.map((c: { slug: string }) => c.slug).sort()).toEqual([maths.slug, reading.slug].sort());
    expect(article.author).toMatchObject({ firstName: 'Ada', lastName: 'Obi' });

    // A draft: visitors neither list nor open it; the admin's list has it.
    expect((await call('GET', '/api/blogs')).body.data.items).toEqual([]);
    expect((await call('GET', '/api/blogs/reading-together-at-home')).status).toBe(404);
    expect((await call('GET', '/api/blogs?manage=true', undefined, w.studentA.cookie)).body.data.items).toEqual([]);
    expect((await call('GET', '/api/blogs?manage=true', undefined, w.admin.cookie)).body.data.total).toBe(1);

    const published = await call('PUT', `/api/blogs/${article.key}`, { ...blog, published: true }, w.admin.cookie);
    expect(published.status).toBe(200);
    expect(published.body.data.article.publishedAt).not.toBeNull();
    const listed = await call('GET', `/api/blogs?category=${reading.slug}`);
    expect(listed.body.data.items.map((a: { slug: string }) => a.slug)).toEqual(['reading-together-at-home']);
    expect((await call('GET', '/api/blogs?category=no-such-category')).body.data.items).toEqual([]);
    // Blogs and news are apart.
    expect((await call('GET', '/api/news-updates')).body.data.items).toEqual([]);
    const read = await call('GET', '/api/blogs/reading-together-at-home');
    expect(read.status).toBe(200);
    expect(read.body.data.article.thumbnail).toBe(`/api/download/file?file=${encodeURIComponent(image)}`);

    // The same slug in news is fine; twice in blogs is not.
    expect((await call('POST', '/api/news-updates', blog, w.admin.cookie)).status).toBe(201);
    expect((await call('POST', '/api/blogs', blog, w.admin.cookie)).status).toBe(409);

    expect((await call('DELETE', `/api/blogs/${article.key}`, undefined, w.admin.cookie)).status).toBe(200);
    expect((await call('GET', '/api/blogs/reading-together-at-home')).status).toBe(404);
  });

  it('refuses bad input with field messages and images that are not ours', async () => {
    const bad = await call('POST', '/api/blogs', { title: '', summary: '', content: '<p> </p>' }, w.admin.cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['title', 'summary', 'content']));
    const notStored = await call(
      'POST',
      '/api/news-updates',
      { title: 'Term dates', summary: 'When', content: '<p>Soon</p>', thumbnail: 'not-a-file' },
      w.admin.cookie,
    );
    expect(notStored.body.fields).toHaveProperty('thumbnail');
    const unknownCategory = await call(
      'POST',
      '/api/news-updates',
      { title: 'Term dates', summary: 'When', content: '<p>Soon</p>', categoryKeys: [crypto.randomUUID()] },
      w.admin.cookie,
    );
    expect(unknownCategory.body.fields).toHaveProperty('categoryKeys');
  });

  it('gives a short article the read time of its words, at least a minute', async () => {
    const made = await call(
      'POST',
      '/api/news-updates',
      { title: 'Short note', summary: 'Brief', content: '<p>Just a few words here.</p>', published: true },
      w.admin.cookie,
    );
    expect(made.body.data.article.timeline).toBe(1);
  });

  it('lets admins manage authors and categories; deleting them keeps the articles', async () => {
    const author = { firstName: 'Bola', lastName: 'Ade' };
    expect((await call('POST', '/api/articles/authors', author, w.studentA.cookie)).status).toBe(403);
    const made = await call('POST', '/api/articles/authors', author, w.admin.cookie);
    expect(made.status).toBe(201);
    const category = await call('POST', '/api/articles/categories', { title: 'Study Tips' }, w.admin.cookie);
    expect(category.body.data.category.slug).toBe('study-tips');
    expect((await call('POST', '/api/articles/categories', { title: 'Study Tips' }, w.admin.cookie)).status).toBe(409);

    const news = await call(
      'POST',
      '/api/news-updates',
      {
        title: 'Exam season',
        summary: 'How to prepare',
        content: '<p>Plan ahead.</p>',
        authorKey: made.body.data.author.key,
        categoryKeys: [category.body.data.category.key],
        published: true,
      },
      w.admin.cookie,
    );
    expect(news.status).toBe(201);
    const counted = await call('GET', '/api/articles/categories');
    expect(counted.body.data.categories.find((c: { slug: string }) => c.slug === 'study-tips')).toMatchObject({
      articlesCount: 1,
      published: { BLOG: 0, NEWS: 1 },
    });

    const renamed = await call(
      'PUT',
      `/api/articles/authors/${made.body.data.author.key}`,
      { ...author, otherNames: 'T.' },
      w.admin.cookie,
    );
    expect(renamed.body.data.author.otherNames).toBe('T.');
    expect(
      (await call('DELETE', `/api/articles/authors/${made.body.data.author.key}`, undefined, w.admin.cookie)).status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/articles/categories/${category.body.data.category.key}`, undefined, w.admin.cookie))
        .status,
    ).toBe(200);
    const after = await call('GET', '/api/news-updates/exam-season');
    expect(after.body.data.article).toMatchObject({ author: null, categories: [] });
  });

  it('writes admin changes to the activity log with the article title', async () => {
    await call(
      'POST',
      '/api/blogs',
      { title: 'Logged Article', summary: 'Logged', content: '<p>Logged</p>' },
      w.admin.cookie,
    );
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'blogs.access'), eq(activityLog.targetLabel, 'Logged Article')));
    expect(entry).toMatchObject({ actorId: w.admin.user.id, targetKind: 'blog' });
  });

  it('reads a page of cards and an article within the query budget, however many there are (ADR 0024)', async () => {
    const db = t.database.db;
    const author = await buildArticleAuthor(db);
    const topics = [await buildArticleCategory(db), await buildArticleCategory(db)];
    for (let i = 0; i < 6; i++)
      await call(
        'POST',
        '/api/blogs',
        {
          title: `Budget article ${i}`,
          summary: 'Counted',
          content: '<p>Counted</p>',
          authorKey: author.id,
          categoryKeys: topics.map((c) => c.id),
          published: true,
        },
        w.admin.cookie,
      );
    const counter = countQueries(t.database);
    await call('GET', '/api/auth/session', undefined, w.studentA.cookie);
    for (const url of [`/api/blogs?limit=20&category=${topics[0]!.slug}`, '/api/blogs/budget-article-3']) {
      const { result, count } = await counter.measure(() => call('GET', url, undefined, w.studentA.cookie));
      expect(result.status).toBe(200);
      expect(count, url).toBeLessThanOrEqual(3);
    }
    const page = await call('GET', `/api/blogs?limit=5&category=${topics[0]!.slug}`);
    expect(page.body.data).toMatchObject({ total: 6 });
    expect(page.body.data.items).toHaveLength(5);
    expect(page.body.data.items[0].categories).toHaveLength(2);
    expect((await call('GET', `/api/blogs?limit=5&page=9&category=${topics[0]!.slug}`)).body.data.total).toBe(6);
    counter.reset();
  });
});
