/**
 * Every route of platform spec 2.1, as each kind of visitor (issue 22): a guest, the demo student, tutor,
 * manager (every ordinary group, none of the restricted ones) and master. Each page must show real content
 * (a level-1 heading, not the old "This page is on its way") or the permission-denied view where the person
 * may not be, with no uncaught error and no failed API call on the way.
 */
import { messages } from '@chalkline/contracts';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  accountsSite,
  adminSite,
  demo,
  mainSite,
  restrictedAdmin,
  studentOnly,
  tutorOnly,
  tutorsSite,
} from '../support/routes';
import { useServer } from '../support/server';

const server = useServer();

interface Watch {
  failures: string[];
  inFlight: number;
}

/** Records uncaught errors and failed API calls of a page. */
function watch(page: Page): Watch {
  const state: Watch = { failures: [], inFlight: 0 };
  page.on('pageerror', (error) => state.failures.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) state.inFlight++;
  });
  const settle = (url: string) => {
    if (new URL(url).pathname.startsWith('/api/')) state.inFlight = Math.max(0, state.inFlight - 1);
  };
  page.on('requestfailed', (request) => settle(request.url()));
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.status() >= 400) {
      state.failures.push(`${response.request().method()} ${pathname} answered ${response.status()}`);
    }
  });
  return state;
}

async function signedInPage(context: BrowserContext, who: keyof typeof demo): Promise<Page> {
  const page = await context.newPage();
  const response = await page.request.post(server.url('/api/auth/login'), { data: demo[who] });
  expect(response.ok(), `signing in ${who}`).toBe(true);
  return page;
}

/** Visits `path` and checks it shows real content (or the permission-denied view when `denied`). */
async function visit(page: Page, state: Watch, path: string, denied = false) {
  state.failures.length = 0;
  await page.goto(server.url(path));
  const placeholder = page.getByText('This page is on its way');
  if (denied) {
    await expect(page.getByText(messages.permissionDenied), `${path} is refused`).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1 }).first(), `${path} has a heading`).toBeVisible();
    await expect(page.getByText(messages.permissionDenied), `${path} is not refused`).toHaveCount(0);
  }
  // The page's own requests have answered.
  await expect.poll(() => state.inFlight, { message: `${path} finished loading` }).toBe(0);
  await expect(placeholder, `${path} is a real page`).toHaveCount(0);
  expect(state.failures, `${path}: no uncaught error, no failed API call`).toEqual([]);
}

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

test('a guest finds every public page', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const state = watch(page);
  for (const path of [...mainSite, ...tutorsSite, '/meet']) await visit(page, state, path);
  await context.close();
});

for (const who of ['student', 'tutor'] as const) {
  test(`the ${who} finds every accounts page, and the other role's pages and the admin site refused`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext();
    const page = await signedInPage(context, who);
    const state = watch(page);
    const own = who === 'student' ? studentOnly : tutorOnly;
    const others = who === 'student' ? tutorOnly : studentOnly;
    for (const path of [...accountsSite, ...own, '/meet']) await visit(page, state, path);
    for (const path of [...others, '/admin/students', '/admin/coupons']) await visit(page, state, path, true);
    await context.close();
  });
}

test('the master finds every admin page; the demo manager is refused only the restricted ones', async ({ browser }) => {
  test.setTimeout(360_000);
  const masterContext = await browser.newContext();
  const master = await signedInPage(masterContext, 'master');
  const masterState = watch(master);
  for (const path of [...adminSite, ...restrictedAdmin]) await visit(master, masterState, path);
  await masterContext.close();

  const managerContext = await browser.newContext();
  const manager = await signedInPage(managerContext, 'manager');
  const managerState = watch(manager);
  for (const path of adminSite) await visit(manager, managerState, path);
  for (const path of restrictedAdmin) await visit(manager, managerState, path, true);
  await managerContext.close();
});
