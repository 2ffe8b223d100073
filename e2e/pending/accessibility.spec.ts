/**
 * Issue 35: every route, for every kind of visitor who may open it, passes axe's WCAG 2.0/2.1/2.2 A and AA rules
 * with no serious or critical violation, at 1440 px and at 390 px; and at 320 px wide (WCAG 1.4.10 reflow, the
 * width of a 1280 px window at 400% zoom, so 200% zoom too) no page scrolls sideways. Each person's page is signed
 * in once and walks every route, resized in place for each width. The report (route × who × width → violations,
 * every impact) is printed whether or not the journey passes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { studentClassroomLink } from '../support/classroom';
import { type DemoPerson, demo, ownRoutes, publicRoutes } from '../support/routes';
import { useServer } from '../support/server';

const server = useServer();

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const failingImpacts = new Set(['serious', 'critical']);
/** WCAG 2.5.3 label in name: axe ships this rule as experimental (off by default); it is on here. */
const runOptions = { rules: { 'label-content-name-mismatch': { enabled: true } } };

interface Row {
  route: string;
  who: string;
  width: number;
  violations: string[];
}

/** The report: one line per route, person and width, with every violation whatever its impact. */
function printReport(rows: Row[]) {
  const line = (r: Row) =>
    `${r.route.padEnd(40)} ${r.who.padEnd(8)} ${String(r.width).padStart(4)}  ${r.violations.join(', ') || '—'}`;
  console.log(`\naxe (WCAG 2.2 AA): route × who × width → violations (impact, elements)\n${rows.map(line).join('\n')}`);
}

/** Counts the page's API requests still in flight, so a page is audited once its data has arrived. */
function apiInFlight(page: Page): () => number {
  let inFlight = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight++;
  });
  const settle = (request: { url(): string }) => {
    if (isApi(request.url())) inFlight = Math.max(0, inFlight - 1);
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => inFlight;
}

/** Two animation frames: a resize's media queries and React's re-render have landed. */
const settleLayout = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Audits `path` at each width and checks reflow at 320 px; returns the failures (serious or critical violations,
 * sideways scrolling) and adds every violation to the report.
 */
async function audit(page: Page, inFlight: () => number, who: string, path: string, report: Row[]): Promise<string[]> {
  const failures: string[] = [];
  await page.setViewportSize(widths[0]!);
  await page.goto(server.url(path));
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} has a heading`).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(inFlight, { message: `${path} finished loading` }).toBe(0);
  for (const size of widths) {
    await page.setViewportSize(size);
    await settleLayout(page);
    const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).options(runOptions).analyze();
    report.push({
      route: path,
      who,
      width: size.width,
      violations: violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`),
    });
    for (const violation of violations.filter((v) => failingImpacts.has(v.impact ?? ''))) {
      const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
      failures.push(
        `${path} as ${who} at ${size.width}px: ${violation.id}: ${violation.help} — ${targets.join(' | ')}`,
      );
    }
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await settleLayout(page);
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  if (overflow > 0) failures.push(`${path} as ${who} at 320px scrolls sideways by ${overflow}px`);
  return failures;
}

/** The public pages with data in their address: a program, a blog article and a news article of the seed. */
async function detailRoutes(page: Page): Promise<string[]> {
  const first = async (path: string) => (await (await page.request.get(server.url(path))).json()).data.items[0];
  const [blog, news, program] = await Promise.all([
    first('/api/blogs?limit=5'),
    first('/api/news-updates?limit=5'),
    first('/api/programs?limit=5'),
  ]);
  return [
    '/programs',
    `/programs/${program.category.slug}/${program.slug}`,
    `/blogs/${blog.slug}`,
    `/news/${news.slug}`,
  ];
}

test.use({ actionTimeout: 20_000, reducedMotion: 'reduce' });

for (const who of ['guest', 'student', 'tutor', 'master'] as const) {
  test(`every page ${who === 'guest' ? 'a guest' : `the ${who}`} may open passes axe and reflows at 320 px`, async ({
    browser,
  }) => {
    // About 2 to 15 s a route on a 2-core machine, by its load (axe's contrast check is most of it).
    test.setTimeout(600_000);
    const context = await browser.newContext({ baseURL: server.url() });
    const page = await context.newPage();
    const inFlight = apiInFlight(page);
    let routes: string[];
    if (who === 'guest') {
      routes = [...publicRoutes, ...(await detailRoutes(page))];
    } else {
      const person: DemoPerson = who;
      const response = await page.request.post(server.url('/api/auth/login'), { data: demo[person] });
      expect(response.ok(), `signing in ${who}`).toBe(true);
      routes = ownRoutes[person];
      // The classroom's lobby, as the student reaches it from their dashboard (a path with its schedule and program).
      if (who === 'student') routes = [...routes, await studentClassroomLink(page)];
    }
    const failures: string[] = [];
    const report: Row[] = [];
    const started = Date.now();
    try {
      for (const path of routes) failures.push(...(await audit(page, inFlight, who, path, report)));
    } finally {
      printReport(report);
      console.log(`${routes.length} routes as ${who} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await context.close();
    expect(failures, 'no serious or critical axe violation, no sideways scrolling at 320 px').toEqual([]);
  });
}

/** Every element (and its ::before and ::after) whose transition or animation lasts longer than 0.01 ms. */
const movingElements = (page: Page) =>
  page.evaluate(() => {
    const longest = (durations: string) =>
      Math.max(
        ...durations
          .split(',')
          .map((d) => (d.trim().endsWith('ms') ? Number.parseFloat(d) / 1000 : Number.parseFloat(d))),
      );
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const transition = style.transitionProperty !== 'none' ? longest(style.transitionDuration) : 0;
        const animation = style.animationName !== 'none' ? longest(style.animationDuration) : 0;
        if (transition > 0.00001 || animation > 0.00001) {
          found.push(
            `${element.tagName.toLowerCase()}.${element.className}${pseudo ?? ''}: ${transition || animation}s`,
          );
        }
      }
    }
    return found;
  });

test('a visitor who asks for less motion gets none: no transition or animation, carousels stand still', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Without the setting the same pages do move, so the check below can fail.
  const moving = await browser.newContext({ baseURL: server.url(), reducedMotion: 'no-preference' });
  const movingPage = await moving.newPage();
  await movingPage.goto('/');
  await expect(movingPage.getByTestId('testimonial-carousel')).toBeVisible();
  expect((await movingElements(movingPage)).length).toBeGreaterThan(0);
  await moving.close();

  const context = await browser.newContext({ baseURL: server.url(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const track = page.getByTestId('testimonial-viewport').locator(':scope > div');
  await expect(track).toBeVisible();
  expect(await movingElements(page), 'the home page').toEqual([]);
  const position = await track.evaluate((element) => getComputedStyle(element).transform);
  await page.waitForTimeout(3_000); // longer than the testimonials' 2.5 s autoplay step
  expect(await track.evaluate((element) => getComputedStyle(element).transform), 'the carousel stands still').toBe(
    position,
  );

  // A signed-in page on a phone, its MUI drawer opened: MUI's transitions take no time either.
  expect((await page.request.post('/api/auth/login', { data: demo.student })).ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/accounts');
  await page.getByRole('button', { name: 'Open sidebar' }).click();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  expect(await movingElements(page), 'the dashboard with its drawer open').toEqual([]);
  await context.close();
});
