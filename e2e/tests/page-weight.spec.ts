/**
 * Issue 14's page-weight goal, as bytes (not time, which moves with the machine): a visitor's first visit to a
 * public page downloads at most 150 KiB of compressed JavaScript, none of it MUI's runtime (ADR 0046) or zod's
 * (ADR 0049; nor does a classroom link's lobby); and a public article paints from the first response: it asks the
 * API for neither the session nor the article, whose answers the server embedded, and its page code was preloaded
 * by the HTML, not discovered by the first chunk.
 * (`npm run bench -- page-weight` / `public-pages` print the same bytes and the paint times.)
 */
import { expect, test } from '@playwright/test';
import { mainPaths } from '../../apps/web/src/lib/paths';
import { useServer } from '../support/server';

const server = useServer();
const budget = 150 * 1024;

interface FirstVisit {
  /** Compressed body bytes of every script, by file name. */
  scripts: Map<string, number>;
  apiCalls: string[];
  preloaded: string[];
}

async function firstVisit(
  browser: import('@playwright/test').Browser,
  path: string,
  cookie?: { name: string; value: string },
): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (cookie) await context.addCookies([{ ...cookie, url: server.url() }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scriptIds = new Map<string, { url: string; headers: number }>();
  const scripts = new Map<string, number>();
  const apiCalls: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${event.request.method} ${url.pathname}`);
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') {
      scriptIds.set(event.requestId, { url: event.response.url, headers: event.response.encodedDataLength });
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scriptIds.get(event.requestId);
    if (script) scripts.set(script.url.split('/').pop()!, event.encodedDataLength - script.headers);
  });
  await page.goto(server.url(path), { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href.split('/').pop()!));
  await context.close();
  return { scripts, apiCalls, preloaded };
}

const total = (v: FirstVisit) => [...v.scripts.values()].reduce((a, b) => a + b, 0);
const zodChunks = new Map<string, boolean>();
/** The scripts a visit loaded that carry zod (its schema classes are named in its code): forms load it on use. */
async function zodFiles(v: FirstVisit): Promise<string[]> {
  const found: string[] = [];
  for (const file of v.scripts.keys()) {
    if (!zodChunks.has(file)) {
      const text = await (await fetch(server.url(`/assets/${file}`))).text();
      zodChunks.set(file, text.includes('$ZodObject'));
    }
    if (zodChunks.get(file)) found.push(file);
  }
  return found;
}
const muiFiles = (v: FirstVisit) =>
  [...v.scripts.keys()].filter((f) => /^(memoTheme|ButtonBase|createSvgIcon|Typography)-/.test(f));

/** Every public page: the main site's (`mainPaths`), the programs, the tutors site's public pages, one detail each. */
async function publicPaths(): Promise<string[]> {
  const read = async (path: string) => (await (await fetch(server.url(path))).json()).data.items[0];
  const [blog, news, program] = await Promise.all([
    read('/api/blogs?limit=5'),
    read('/api/news-updates?limit=5'),
    read('/api/programs?limit=5'),
  ]);
  return [
    ...new Set(Object.values(mainPaths).map((path) => path.replace(/#.*/, ''))),
    '/programs',
    `/programs/${program.category.slug}/${program.slug}`,
    '/tutors',
    '/tutors/book-a-demo',
    `/blogs/${blog.slug}`,
    `/news/${news.slug}`,
    '/register?as=student',
    '/register?as=tutor',
  ];
}

test('a first visit to any public page stays within 150 KiB of compressed JavaScript, without MUI', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const path of await publicPaths()) {
    const visit = await firstVisit(browser, path);
    const sizes = [...visit.scripts].map(([f, n]) => `${f} ${(n / 1024).toFixed(1)}`).join(', ');
    expect(total(visit), `${path}: ${sizes}`).toBeLessThanOrEqual(budget);
    expect(total(visit), `${path} loaded no script?`).toBeGreaterThan(50 * 1024);
    expect(muiFiles(visit), path).toEqual([]);
    expect(await zodFiles(visit), path).toEqual([]);
  }
});

test('a public article paints from its first response: answers embedded, code preloaded', async ({ browser }) => {
  const blog = (await (await fetch(server.url('/api/blogs?limit=5'))).json()).data.items[0];
  const visit = await firstVisit(browser, `/blogs/${blog.slug}`);
  expect(visit.apiCalls).not.toContain('GET /api/auth/session');
  expect(visit.apiCalls).not.toContain(`GET /api/blogs/${blog.slug}`);
  expect(visit.preloaded.some((file) => file.startsWith('ArticlePage-'))).toBe(true);
  expect([...visit.scripts.keys()].some((file) => file.startsWith('ArticlePage-'))).toBe(true);

  // The blog list renders its first page and the categories from the first response too.
  const list = await firstVisit(browser, '/blogs');
  expect(list.apiCalls.filter((call) => /^GET \/api\/(blogs|articles\/categories|auth\/session)$/.test(call))).toEqual(
    [],
  );
});

test("a first visit to a classroom link stays within 400 KiB: the lobby, without the room's code or MUI", async ({
  browser,
}) => {
  const login = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@chalkline.local', password: 'Student#2026' }),
  });
  expect(login.ok).toBe(true);
  const [name, value] = (login.headers.get('set-cookie') ?? '').split(';')[0]!.split('=');
  const { meetingId } = (await login.json()).data.user;
  const visit = await firstVisit(browser, `/meet/${meetingId}`, { name: name!, value: value! });
  const sizes = [...visit.scripts].map(([f, n]) => `${f} ${(n / 1024).toFixed(1)}`).join(', ');
  expect(total(visit), sizes).toBeLessThanOrEqual(400 * 1024);
  expect([...visit.scripts.keys()].filter((file) => file.startsWith('ClassroomRoom-'))).toEqual([]);
  // The schema library (about 50 KiB compressed) comes with the room or a form, not with the lobby.
  expect(await zodFiles(visit)).toEqual([]);
  // The lobby is plain (ADR 0051): MUI and its theme come with the room.
  expect(muiFiles(visit)).toEqual([]);
  expect([...visit.scripts.keys()].filter((file) => file.startsWith('MuiTheme-'))).toEqual([]);
});
