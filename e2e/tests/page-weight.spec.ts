/**
 * One walk over every public page, each on a visitor's first visit (a fresh browser context), checking two things:
 *
 * - Issue 14's page-weight goal, as bytes (not time, which moves with the machine): the first visit downloads at
 *   most 150 KiB of compressed JavaScript, none of it MUI's runtime (ADR 0046) or zod's (ADR 0049; nor does a
 *   classroom link's lobby); and a public article paints from the first response: it asks the API for neither the
 *   session nor the article, whose answers the server embedded, and its page code was preloaded by the HTML, not
 *   discovered by the first chunk. (`npm run bench -- page-weight` / `public-pages` print the same bytes and the
 *   paint times.)
 * - Children use the public site (ADR 0040): no page makes the browser ask another host for anything (no CDN font,
 *   script, image or link preview), at desktop and at phone width, scrolled to the bottom so lazy images and
 *   below-the-fold content load too; and the Content-Security-Policy refused no load (a refused load fires no
 *   request, so a console listener catches it).
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { mainPaths } from '../../apps/web/src/lib/paths';
import { useServer } from '../support/server';

const server = useServer();
const budget = 150 * 1024;

interface FirstVisit {
  /** Compressed body bytes of every script of the first load (until the network is quiet), by file name. */
  scripts: Map<string, number>;
  apiCalls: string[];
  preloaded: string[];
}

/** Requests to another host and loads the Content-Security-Policy refused, over every visit. */
const hosts = { foreign: [] as string[], refused: [] as string[] };

/** Counts a context's requests in flight, to wait for a quiet network after a scroll or a resize. */
function networkOf(context: BrowserContext) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  context.on('request', () => change(1));
  context.on('requestfinished', () => change(-1));
  context.on('requestfailed', () => change(-1));
  /** No request in flight, and none started or ended for 300 ms. */
  return (what: string) =>
    expect
      .poll(() => inFlight === 0 && Date.now() - lastChange > 300, { message: what, intervals: [100, 100, 200] })
      .toBe(true);
}

/** Watches `page` for other hosts and refused loads; scrolls it to the bottom and waits for what that loads. */
async function scrollDown(page: Page, quiet: (what: string) => Promise<void>, what: string) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await quiet(`${what}: lazy content loaded`);
}

/**
 * A first visit to `path` at 1440 px: the scripts it downloads until the network is quiet, its API calls and the
 * HTML's module preloads. With `hostsToo`, the page is then scrolled down, resized to a phone's width and scrolled
 * down again, every request checked against the server's origin.
 */
async function firstVisit(
  browser: Browser,
  path: string,
  options: { cookie?: { name: string; value: string }; hostsToo?: boolean } = {},
): Promise<FirstVisit> {
  const origin = new URL(server.url()).origin;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (options.cookie) await context.addCookies([{ ...options.cookie, url: server.url() }]);
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) hosts.foreign.push(`${path}: ${request.resourceType()} ${url}`);
  });
  const quiet = networkOf(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|connect|frame)/i.test(message.text())) {
      hosts.refused.push(`${path}: ${message.text()}`);
    }
  });
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
  await page.goto(server.url(path));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await quiet(`${path} loaded`);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href.split('/').pop()!));
  // The first load's scripts, before scrolling or resizing asks for more.
  const firstScripts = new Map(scripts);
  if (options.hostsToo) {
    await scrollDown(page, quiet, `${path} at 1440 px`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollDown(page, quiet, `${path} at 390 px`);
  }
  await context.close();
  return { scripts: firstScripts, apiCalls, preloaded };
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
/** MUI's chunks: its runtime and the shared icons are named groups (apps/web/vite.config.ts), the theme our own. */
const muiFiles = (v: FirstVisit) => [...v.scripts.keys()].filter((f) => /^(mui|icons|MuiTheme)-/.test(f));

/** The seed's first blog, news item and program. */
async function seeded() {
  const read = async (path: string) => (await (await fetch(server.url(path))).json()).data.items[0];
  const [blog, news, program] = await Promise.all([
    read('/api/blogs?limit=5'),
    read('/api/news-updates?limit=5'),
    read('/api/programs?limit=5'),
  ]);
  expect(blog && news && program, 'the seed has a blog, a news item and a program').toBeTruthy();
  return { blog, news, program };
}

/** Every public page: the main site's (`mainPaths`), the programs, the tutors site's public pages, one detail each. */
function publicPaths({ blog, news, program }: Awaited<ReturnType<typeof seeded>>): string[] {
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

/** Pages checked for other hosts only: the meeting site's demo entry (a classroom, its own budget) and a filter. */
const hostsOnlyPaths = ({ blog }: Awaited<ReturnType<typeof seeded>>) => [
  '/meet/demo',
  `${mainPaths.blogs}?category=${blog.categories[0]?.slug ?? ''}`,
];

test('a first visit to any public page stays within 150 KiB of compressed JavaScript, without MUI, and asks no other host for anything; an article paints from its first response', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const seed = await seeded();
  const visits = new Map<string, FirstVisit>();
  for (const path of publicPaths(seed)) {
    const visit = await firstVisit(browser, path, { hostsToo: true });
    visits.set(path, visit);
    const sizes = [...visit.scripts].map(([f, n]) => `${f} ${(n / 1024).toFixed(1)}`).join(', ');
    expect(total(visit), `${path}: ${sizes}`).toBeLessThanOrEqual(budget);
    expect(total(visit), `${path} loaded no script?`).toBeGreaterThan(50 * 1024);
    expect(muiFiles(visit), path).toEqual([]);
    expect(await zodFiles(visit), path).toEqual([]);
  }
  for (const path of hostsOnlyPaths(seed)) await firstVisit(browser, path, { hostsToo: true });
  expect(hosts.foreign, 'requests to other hosts').toEqual([]);
  expect(hosts.refused, 'loads the Content-Security-Policy refused').toEqual([]);

  // A public article paints from its first response: answers embedded, code preloaded.
  const article = visits.get(`/blogs/${seed.blog.slug}`)!;
  expect(article.apiCalls).not.toContain('GET /api/auth/session');
  expect(article.apiCalls).not.toContain(`GET /api/blogs/${seed.blog.slug}`);
  expect(article.preloaded.some((file) => file.startsWith('ArticlePage-'))).toBe(true);
  expect([...article.scripts.keys()].some((file) => file.startsWith('ArticlePage-'))).toBe(true);
  // The blog list renders its first page and the categories from the first response too.
  const list = visits.get(mainPaths.blogs)!;
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
  const visit = await firstVisit(browser, `/meet/${meetingId}`, { cookie: { name: name!, value: value! } });
  const sizes = [...visit.scripts].map(([f, n]) => `${f} ${(n / 1024).toFixed(1)}`).join(', ');
  expect(total(visit), sizes).toBeLessThanOrEqual(400 * 1024);
  expect([...visit.scripts.keys()].filter((file) => file.startsWith('ClassroomRoom-'))).toEqual([]);
  // The schema library (about 50 KiB compressed) comes with the room or a form, not with the lobby.
  expect(await zodFiles(visit)).toEqual([]);
  // The lobby is plain (ADR 0051): MUI and its theme come with the room.
  expect(muiFiles(visit)).toEqual([]);
  expect([...visit.scripts.keys()].filter((file) => file.startsWith('MuiTheme-'))).toEqual([]);
});
