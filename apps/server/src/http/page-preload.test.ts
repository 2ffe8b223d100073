import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { platform } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticleAuthor } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { api } from '../../test/requests.js';
import { moduleFiles, pagePreloadTable, scriptJson, signedInPreloadTable } from './page-preload.js';

const index = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="d" />
<title>Chalkline</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>`;

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_react-1.js'] },
  'src/features/articles/ArticlePage.tsx': {
    file: 'assets/ArticlePage-1.js',
    isDynamicEntry: true,
    imports: ['_format-1.js', '_react-1.js'],
    css: ['assets/ArticlePage-1.css'],
  },
  'src/app/layouts/DashboardLayout.tsx': { file: 'assets/DashboardLayout-1.js', imports: ['_format-1.js'] },
  'src/app/MuiTheme.tsx': { file: 'assets/MuiTheme-1.js' },
  'src/features/dashboards/DashboardPage.tsx': { file: 'assets/DashboardPage-1.js' },
  'src/features/dashboards/StudentDashboard.tsx': { file: 'assets/StudentDashboard-1.js', imports: ['_format-1.js'] },
};

/** The embedded answers of a page's first response, or undefined when it has none. */
const answersOf = (html: string): Record<string, { data: unknown }> | undefined => {
  const found = /<script(?: nonce="[^"]+")? type="application\/json" id="cl-initial-answers">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return found ? JSON.parse(found[1]!) : undefined;
};

describe("a public page's first response carries what it reads first (ADR 0046)", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    const web = await mkdtemp(path.join(tmpdir(), 'chalkline-preload-'));
    await mkdir(path.join(web, 'assets'));
    await mkdir(path.join(web, '.vite'));
    await writeFile(path.join(web, 'index.html'), index);
    await writeFile(path.join(web, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestApp({ WEB_DIST: web });
    admin = await t.signUp('MASTER');
    const author = await buildArticleAuthor(t.database.db);
    const saved = await api(t)(
      'POST',
      '/api/blogs',
      {
        title: 'Close </script> tags',
        slug: 'close-tags',
        summary: 'S',
        content: '<p>Text with </script><script>alert(1)</script> inside.</p>',
        authorKey: author.id,
        published: true,
      },
      admin.cookie,
    );
    expect(saved.status).toBe(201);
  });
  afterAll(() => t.close());

  it("embeds a visitor's session and the article exactly as the API answers them, unable to close the script", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/blogs/close-tags', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const answers = answersOf(page.body);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    const article = await t.app.inject({ method: 'GET', url: '/api/blogs/close-tags' });
    expect(answers).toEqual({ '/api/auth/session': session.json(), '/api/blogs/close-tags': article.json() });
    // The only script end tags are the embed's own and none inside it.
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    expect(page.body).toContain('\\u003c/script>');
  });

  it("preloads the page's own chunks and CSS (not those index.html links already) and its cover image", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/blogs/close-tags/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/ArticlePage-1.js" />');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/format-1.js" />');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/ArticlePage-1.css" />');
    expect(page.body.match(/react-1\.js/g)).toHaveLength(1);
    expect(page.body).not.toContain('rel="preload" as="image"'); // this article has no cover: nothing to preload
  });

  it('embeds nothing for a request with a session cookie: its answers depend on who it is', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/blogs/close-tags',
      headers: { accept: 'text/html', cookie: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(answersOf(page.body)).toBeUndefined();
    expect(page.body).toContain('ArticlePage-1.js');
  });

  it("preloads a signed-in page's layout, and on the site's home its dashboard, for a request with a session", async () => {
    const html = async (url: string, cookie?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } }))
        .body;
    const home = await html('/accounts', admin.cookie);
    for (const file of ['DashboardLayout', 'MuiTheme', 'format', 'DashboardPage', 'StudentDashboard'])
      expect(
        home.match(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${file}-1.js" />`, 'g')),
      ).toHaveLength(1);
    expect(answersOf(home)).toBeUndefined();
    const profile = await html('/accounts/profile', admin.cookie);
    expect(profile).toContain('href="/assets/DashboardLayout-1.js"');
    expect(profile).not.toContain('StudentDashboard-1.js');
    // A visitor is sent to sign in: nothing to preload.
    expect(await html('/accounts')).not.toContain('modulepreload" crossorigin href="/assets/DashboardLayout');
  });

  it("embeds a list page's first page and the categories, as the web asks for them", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/blogs', headers: { accept: 'text/html' } });
    const list = `/api/blogs?page=1&limit=${platform.defaultPageSize}`;
    const answers = answersOf(page.body);
    expect(Object.keys(answers ?? {})).toEqual(['/api/auth/session', list, '/api/articles/categories']);
    expect(answers?.[list]).toEqual((await t.app.inject({ method: 'GET', url: list })).json());
  });

  it('embeds only the session on other public pages, and only answers that succeeded', async () => {
    const about = await t.app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    expect(Object.keys(answersOf(about.body) ?? {})).toEqual(['/api/auth/session']);
    const missing = await t.app.inject({ method: 'GET', url: '/news/none', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(answersOf(missing.body)).toBeUndefined();
  });
});

describe('the preload helpers', () => {
  it("names only page modules that exist in the web's sources (a renamed page would lose its preload)", () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    const modules = pagePreloadTable.map(([pattern, of]) => of({ slug: 'x', categorySlug: 'y' }).module ?? pattern);
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((module) => !existsSync(path.join(web, module)))).toEqual([]);
  });

  it("names only signed-in modules that exist in the web's sources", () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    const modules = signedInPreloadTable.flatMap(([, list]) => list);
    expect(modules.filter((module) => !existsSync(path.join(web, module)))).toEqual([]);
  });

  it('collects a module chunk with its static imports once, even in a cycle', () => {
    const cyclic = { a: { file: 'a.js', imports: ['b'] }, b: { file: 'b.js', imports: ['a'], css: ['b.css'] } };
    expect(moduleFiles(cyclic, 'a')).toEqual({ js: ['a.js', 'b.js'], css: ['b.css'] });
    expect(moduleFiles(cyclic, 'missing')).toEqual({ js: [], css: [] });
  });

  it('writes JSON no HTML parser can end early', () => {
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });
});
