import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticleAuthor } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { api } from '../../test/requests.js';
import { createPageMetaResolver, renderPageHead } from './page-meta.js';

const index = `<!doctype html><html><head><meta charset="UTF-8" />
<meta
  name="description"
  content="The default description."
/>
<title>Chalkline</title></head><body><div id="root"></div></body></html>`;

describe('first-response meta of public pages (ADR 0040)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = await mkdtemp(path.join(tmpdir(), 'chalkline-meta-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), index);
    t = await createTestApp({ WEB_DIST: web });
  });
  afterAll(() => t.close());

  it('answers a published blog with its title, summary, image and address, escaped', async () => {
    const admin = await t.signUp('MASTER');
    const author = await buildArticleAuthor(t.database.db);
    const saved = await api(t)(
      'POST',
      '/api/blogs',
      {
        title: 'Fractions <made> "easy" & fun',
        slug: 'fractions-made-easy',
        summary: 'Pizza slices </title><script>x()</script>',
        content: '<p>Cut a pizza.</p>',
        authorKey: author.id,
        published: true,
      },
      admin.cookie,
    );
    expect(saved.status).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/blogs/fractions-made-easy?ref=1',
      headers: { accept: 'text/html', host: 'learn.example.org' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Fractions &lt;made&gt; &quot;easy&quot; &amp; fun · Chalkline</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Pizza slices &lt;/title&gt;&lt;script&gt;x()&lt;/script&gt;" />',
    );
    expect(res.body).not.toContain('<script>x()');
    expect(res.body).not.toContain('The default description.');
    expect(res.body).toContain(
      '<meta property="og:title" content="Fractions &lt;made&gt; &quot;easy&quot; &amp; fun" />',
    );
    expect(res.body).toContain(
      '<meta property="og:url" content="http://learn.example.org/blogs/fractions-made-easy" />',
    );
    expect(res.body).toContain('<meta property="og:image" content="http://learn.example.org/og-image.png" />');
    expect(res.body).toContain('<meta property="og:type" content="article" />');
  });

  it('answers a fixed page with its title, brotli-compressed when accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/blogs',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<title>Articles &amp; Blog · Chalkline</title>');
    expect(html).toContain('<meta property="og:description"');
  });

  it('answers an unknown or draft article with 404 and the default head; other pages unchanged', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/news/no-such-news', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Chalkline</title>');
    const signedIn = await t.app.inject({ method: 'GET', url: '/accounts/profile', headers: { accept: 'text/html' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(index);
  });
});

describe('the page meta table', () => {
  const resolve = createPageMetaResolver({
    articles: { publishedMeta: async (kind, slug) => ({ title: `${kind} ${slug}`, description: 'd' }) },
  });

  it('matches fixed paths, parameters and trailing slashes, and leaves other paths alone', async () => {
    expect((await resolve('/about'))?.title).toBe('About Us');
    expect((await resolve('/news/term-dates/'))?.title).toBe('NEWS term-dates');
    expect((await resolve('/blogs/a%20b'))?.title).toBe('BLOG a b');
    expect(await resolve('/blogs/a/b')).toBeUndefined();
    expect(await resolve('/admin/blogs')).toBeUndefined();
  });

  it('keeps the home title as the site name and uses PUBLIC_URL-style origins for absolute addresses', () => {
    const html = renderPageHead(
      '<head><title>x</title></head>',
      { title: 'Chalkline', description: 'Hi', image: '/a.png' },
      'https://x.org',
      '/',
    );
    expect(html).toContain('<title>Chalkline</title>');
    expect(html).toContain('content="https://x.org/a.png"');
    expect(html).toContain('<meta property="og:type" content="website" />');
  });
});
