/**
 * Every route of platform spec 2.1, as each kind of visitor (issue 22): a guest, the demo student, tutor,
 * manager (every ordinary group, none of the restricted ones) and master. Each page must show real content
 * (a level-1 heading, not the old "This page is on its way") or the permission-denied view where the person
 * may not be, with no uncaught error and no failed API call on the way.
 */
import { messages } from '@chalkline/contracts';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { useServer } from '../support/server';

const server = useServer();

const demo = {
  student: { email: 'student@chalkline.local', password: 'Student#2026' },
  tutor: { email: 'tutor@chalkline.local', password: 'Tutor#2026' },
  manager: { email: 'manager@chalkline.local', password: 'Manager#2026' },
  master: { email: 'master@chalkline.local', password: 'Master#2026' },
} as const;

const mainSite = [
  '/',
  '/about',
  '/careers',
  '/contact',
  '/blogs',
  '/news',
  '/login',
  '/register',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
];
const tutorsSite = ['/tutors', '/tutors/programs', '/tutors/programs/categories', '/tutors/book-a-demo'];
const accountsSite = [
  '/accounts',
  '/accounts/profile',
  '/accounts/profile/settings',
  '/accounts/chat',
  '/accounts/chat?tab=groups',
  '/accounts/programs',
  '/accounts/schedules',
  '/accounts/notifications',
  '/accounts/quiz-assignments',
  '/accounts/assignments/class',
  '/accounts/assignments/home',
];
const studentOnly = ['/accounts/subscriptions', '/accounts/quiz', '/accounts/performance'];
const tutorOnly = ['/accounts/manage-quiz', '/accounts/students'];
const adminSite = [
  '/admin',
  '/admin/profile',
  '/admin/profile/settings',
  '/admin/programs',
  '/admin/programs/categories',
  '/admin/assessments/quiz',
  '/admin/assessments/quiz-assessments',
  '/admin/assessments/class',
  '/admin/assessments/home',
  '/admin/articles/authors',
  '/admin/articles/categories',
  '/admin/blogs',
  '/admin/news',
  '/admin/tutors',
  '/admin/students',
  '/admin/schedules',
  '/admin/notifications',
  '/admin/chat',
  '/admin/forms/contact',
  '/admin/forms/demo',
  '/admin/forms/careers',
  '/admin/meetings',
  '/admin/meetings/students',
  '/admin/meetings/programs',
  '/admin/info',
  '/admin/settings/contact-information',
  '/admin/settings/testimonials',
  '/admin/settings/faqs',
  '/admin/settings/team',
  '/admin/settings/alt-meeting-link',
  '/admin/settings/about',
];
/** The restricted groups' pages (spec 6.1): the demo manager holds none of them. */
const restrictedAdmin = [
  '/admin/admins',
  '/admin/logs',
  '/admin/mailing',
  '/admin/subscriptions',
  '/admin/subscriptions/grace',
  '/admin/subscriptions/shared-billing',
  '/admin/coupons',
  '/admin/settings/legal',
  '/admin/settings/school',
];

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
