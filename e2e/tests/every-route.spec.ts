/**
 * Every route of platform spec 2.1, as each kind of visitor (issue 22), audited for accessibility on the way
 * (issue 35, ADR 0057): a guest, the demo student, tutor, guardian (ADR 0079), manager (every ordinary group, none of the restricted
 * ones) and master. Each page must show real content (a level-1 heading, not the old "This page is on its way") or
 * the permission-denied view where the person may not be, with no uncaught error and no failed API call on the way.
 *
 * One walk per person: the first route is a full page load, every other one is reached inside the app (the address
 * is pushed and a `popstate` sent, which React Router's browser router follows), as a visitor moves through it; the
 * public pages' first visits are loaded whole by page-weight.spec.ts. On each page the person may open, once its API
 * requests have answered, axe runs its WCAG 2.0/2.1/2.2 A and AA rules (plus `label-content-name-mismatch`) at 1440
 * px and on the phone layout at 320 px, its colour-contrast rule at 1440 px in the dark scheme (ADR 0083), and at 320
 * px (WCAG 1.4.10 reflow: a 1280 px window at 400% zoom, so 200% too) nothing may scroll sideways. The report (route × who × width → every violation, whatever its impact) is printed whether or not the
 * walk passes; any serious or critical violation fails it. The demo manager's pages
 * are a subset of the master's and are walked, not audited again.
 */
import { isMediaPagePath } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import type { Result } from 'axe-core';
import { failingImpacts, settleLayout, targetsOf, violationsOf } from '../support/axe';
import { studentClassroomLink } from '../support/classroom';
import {
  type DemoPerson,
  demo,
  ownRoutes,
  publicRoutes,
  restrictedAdmin,
  studentOnly,
  tutorOnly,
} from '../support/routes';
import { useServer } from '../support/server';
import { visit, watch } from '../support/walk';

const server = useServer();

const desktop = { width: 1440, height: 900 };
/**
 * The phone layout: 320 px is where WCAG 1.4.10 asks that nothing scroll sideways, and below every breakpoint the app
 * has (the narrowest is 600 px), so its markup is a 390 px phone's: the phone's audit runs there too.
 */
const phone = { width: 320, height: 640 };

interface Row {
  route: string;
  who: string;
  /** The width, and "dark" for the dark scheme's look. */
  width: string;
  violations: string[];
}

/** The report: one line per route, person and width, with every violation whatever its impact. */
function printReport(rows: Row[]) {
  const line = (r: Row) =>
    `${r.route.padEnd(40)} ${r.who.padEnd(8)} ${r.width.padStart(9)}  ${r.violations.join(', ') || '—'}`;
  console.log(
    `\naxe (WCAG 2.2 AA): route × who × width → violations (impact, elements, and where serious the first elements)\n${rows.map(line).join('\n')}`,
  );
}

/**
 * Audits the page at `path` at 1440 px in the light and (for colour contrast) the dark scheme, then at 320 px, where it
 * also checks that nothing scrolls sideways, and returns to 1440 px. Returns the failures (serious or critical
 * violations, sideways scrolling) and adds every violation to the report.
 */
async function audit(page: Page, who: string, path: string, report: Row[]) {
  const failures: string[] = [];
  const record = (width: number, dark: boolean, violations: Result[]) => {
    const row: Row = { route: path, who, width: `${width}${dark ? ' dark' : ''}`, violations: [] };
    report.push(row);
    for (const violation of violations) {
      const serious = failingImpacts.has(violation.impact ?? '');
      const targets = targetsOf(violation);
      // A serious one names its elements, so whoever fixes it finds them.
      const where = serious ? ` [${targets.join(' | ')}]` : '';
      row.violations.push(`${violation.id} (${violation.impact}, ${violation.nodes.length})${where}`);
      if (serious) {
        failures.push(
          `${path} as ${who} at ${width}px${dark ? ' (dark)' : ''}: ${violation.id}: ${violation.help} — ${targets.join(' | ')}`,
        );
      }
    }
  };
  record(desktop.width, false, await violationsOf(page));
  // The dark scheme (ADR 0083), for colour contrast only: the rest does not change with it.
  await page.emulateMedia({ colorScheme: 'dark' });
  record(desktop.width, true, await violationsOf(page, ['color-contrast']));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(phone);
  await settleLayout(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) failures.push(`${path} as ${who} at ${phone.width}px scrolls sideways by ${overflow}px`);
  record(phone.width, false, await violationsOf(page));
  await page.setViewportSize(desktop);
  await settleLayout(page);
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

/** Pages each person is refused: the other role's pages and the admin site; the restricted groups' for the manager. */
const refused: Record<DemoPerson, string[]> = {
  student: [...tutorOnly, '/accounts/children', '/admin/students', '/admin/coupons'],
  tutor: [...studentOnly, '/accounts/children', '/admin/students', '/admin/coupons'],
  guardian: ['/accounts/performance', '/accounts/schedules', '/admin/students'],
  manager: restrictedAdmin,
  master: [],
};

/**
 * The walks: who, which of their pages (a long list is split so the two workers share it), and whether the pages
 * are audited (the demo manager's are a subset of the master's).
 */
const half = Math.ceil(ownRoutes.master.length / 2);
const walkers: { who: 'guest' | DemoPerson; part?: [number, number]; audited: boolean; title: string }[] = [
  { who: 'guest', audited: true, title: 'a guest finds every public page' },
  { who: 'student', audited: true, title: "the student finds every accounts page; the tutor's and admin refused" },
  { who: 'tutor', audited: true, title: "the tutor finds every accounts page; the student's and admin refused" },
  { who: 'master', part: [0, half], audited: true, title: 'the master finds the first half of the admin pages' },
  { who: 'master', part: [half, Infinity], audited: true, title: 'the master finds the other half' },
  {
    who: 'guardian',
    audited: true,
    title: "the guardian finds their children's page; the student's and admin refused",
  },
  { who: 'manager', audited: false, title: 'the demo manager finds the admin pages but the restricted ones' },
];

/**
 * The order of a walk: each refused page between two pages the person may open (two refusals in a row would show
 * the same view, which could not tell that the second route was reached), the classroom lobby, which loads a
 * document of its own, last.
 */
function walkOrder(own: string[], denied: string[]): { path: string; denied: boolean }[] {
  const inApp = own.filter((path) => !isMediaPagePath(path));
  expect(inApp.length, 'enough pages to walk between the refused ones').toBeGreaterThan(denied.length);
  const order = inApp.flatMap((path, i) => [
    { path, denied: false },
    ...(i < denied.length ? [{ path: denied[i]!, denied: true }] : []),
  ]);
  return [...order, ...own.filter((path) => isMediaPagePath(path)).map((path) => ({ path, denied: false }))];
}

// The walks are independent: each worker that takes one starts this file's server (about 10 s) and walks in parallel.
test.describe.configure({ mode: 'parallel' });
test.use({ actionTimeout: 20_000 });

for (const { who, part, audited, title } of walkers) {
  test(`${title}${audited ? ', each passing axe and reflowing at 320 px' : ''}`, async ({ browser }) => {
    // About 2 to 10 s a route on a loaded 2-core machine, by its load (axe's contrast check is most of it).
    test.setTimeout(600_000);
    const context = await browser.newContext({
      baseURL: server.url(),
      viewport: desktop,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    let own: string[];
    if (who === 'guest') {
      own = [...publicRoutes, ...(await detailRoutes(page))];
    } else {
      const response = await page.request.post(server.url('/api/auth/login'), { data: demo[who] });
      expect(response.ok(), `signing in ${who}`).toBe(true);
      own = ownRoutes[who];
      // The classroom's lobby, as the student reaches it from their dashboard.
      if (who === 'student') own = [...own, new URL(await studentClassroomLink(page), server.url()).pathname];
    }
    if (part) own = own.slice(...part);
    const denied = who === 'guest' || (part && part[0] > 0) ? [] : refused[who];
    const state = watch(page);
    const failures: string[] = [];
    const report: Row[] = [];
    const started = Date.now();
    let auditing = 0;
    try {
      for (const step of walkOrder(own, denied)) {
        await visit(page, state, server.url, step.path, step.denied);
        if (!audited || step.denied) continue;
        const auditStarted = Date.now();
        failures.push(...(await audit(page, who, step.path, report)));
        auditing += Date.now() - auditStarted;
      }
    } finally {
      if (audited) printReport(report);
      const seconds = (ms: number) => (ms / 1000).toFixed(0);
      console.log(
        `${own.length + denied.length} routes as ${who} in ${seconds(Date.now() - started)} s (axe and reflow ${seconds(auditing)} s)`,
      );
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
  // The testimonials render once the visitor scrolls near them.
  await movingPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(movingPage.getByTestId('testimonial-carousel')).toBeVisible();
  expect((await movingElements(movingPage)).length).toBeGreaterThan(0);
  await moving.close();

  const context = await browser.newContext({ baseURL: server.url(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
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
