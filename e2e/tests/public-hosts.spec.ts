/**
 * Children use the public site: no page may make the browser ask another host for anything (no CDN font,
 * script, image or link preview). Loads every public page of the main site (platform spec 2.1, the web app's
 * `mainPaths` and the site routes), the tutors site's public pages and one record of each detail page, at
 * desktop and phone widths, and fails on any request to a host other than the server's, and on any load the
 * Content-Security-Policy refused (a refused load fires no request).
 */
import { expect, test } from '@playwright/test';
import { mainPaths } from '../../apps/web/src/lib/paths';
import { useServer } from '../support/server';

const server = useServer();

/** Pages of the site besides `mainPaths`: program pages, the tutors site, the meeting site's demo entry. */
const otherPublicPaths = ['/programs', '/tutors', '/tutors/book-a-demo', '/meet/demo'];

test('no public page asks another host for anything', async ({ browser }) => {
  test.setTimeout(180_000);
  const origin = new URL(server.url()).origin;
  const context = await browser.newContext();
  const foreign: string[] = [];
  const refused: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(`${request.resourceType()} ${url}`);
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|connect|frame)/i.test(message.text())) refused.push(message.text());
  });

  // One record of each detail page, from the seeded data.
  const api = (path: string) => page.request.get(`${origin}/api${path}`).then((r) => r.json());
  const blog = (await api('/blogs?limit=5')).data.items[0];
  const news = (await api('/news-updates?limit=5')).data.items[0];
  const program = (await api('/programs?limit=5')).data.items[0];
  expect(blog && news && program).toBeTruthy();
  const paths = [
    ...Object.values(mainPaths),
    ...otherPublicPaths,
    `/blogs/${blog.slug}`,
    `${mainPaths.blogs}?category=${blog.categories[0]?.slug ?? ''}`,
    `/news/${news.slug}`,
    `/programs/${program.category.slug}/${program.slug}`,
  ];

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await test.step(`${path} at ${width} px`, async () => {
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        // Lazy images and below-the-fold content load too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
      });
    }
  }
  expect(foreign, 'requests to other hosts').toEqual([]);
  expect(refused, 'loads the Content-Security-Policy refused').toEqual([]);
  await context.close();
});
