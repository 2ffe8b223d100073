/**
 * Walking the app as a visitor does (every-route.spec.ts, ADR 0066): the first page is loaded whole and every other
 * route reached inside the app, each checked to show its own content, with no uncaught error and no failed API call.
 */
import { isMediaPagePath, messages } from '@chalkline/contracts';
import { expect, type Page } from '@playwright/test';

export interface Watch {
  failures: string[];
  inFlight: number;
  lastRequestAt: number;
}

/** Records uncaught errors and failed API calls of a page, and its API requests still in flight. */
export function watch(page: Page): Watch {
  const state: Watch = { failures: [], inFlight: 0, lastRequestAt: 0 };
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('pageerror', (error) => state.failures.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    state.inFlight++;
    state.lastRequestAt = Date.now();
  });
  const settle = (url: string) => {
    if (isApi(url)) state.inFlight = Math.max(0, state.inFlight - 1);
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

/** Marks the level-1 headings and permission-denied views now shown, so the next page's own can be told apart. */
const seen = 'data-walk-seen';

/**
 * Opens `path` (an address of `url`): a full load for the first page and for a page that needs a document of its own (a classroom, ADR
 * 0055); otherwise inside the app, as a link would. The old page's headings are marked first.
 */
async function open(page: Page, url: (path: string) => string, path: string) {
  const target = new URL(url(path));
  if (page.url() === 'about:blank' || isMediaPagePath(target.pathname)) {
    await page.goto(target.href);
    return;
  }
  await page.evaluate(
    ({ href, mark }) => {
      const next = new URL(href);
      // Only a new route replaces the page; a new query on the same page keeps its heading.
      if (next.pathname !== window.location.pathname) {
        for (const element of document.querySelectorAll('h1, [role="heading"][aria-level="1"], p')) {
          element.setAttribute(mark, '');
        }
      }
      const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (history.state?.idx ?? 0) + 1 };
      history.pushState(state, '', next.pathname + next.search);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    { href: target.href, mark: seen },
  );
}

/** The page's API requests have answered and none started for a moment (a page's next request follows its data). */
async function settled(state: Watch, path: string) {
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.lastRequestAt > 150, {
      message: `${path} finished loading`,
      intervals: [50, 100, 200],
    })
    .toBe(true);
}

/** Visits `path` and checks it shows real content (or the permission-denied view when `denied`). */
export async function visit(page: Page, state: Watch, url: (path: string) => string, path: string, denied = false) {
  state.failures.length = 0;
  await open(page, url, path);
  const fresh = page.locator(`:not([${seen}])`);
  const refusal = page.getByText(messages.permissionDenied);
  if (denied) {
    await expect(refusal.and(fresh), `${path} is refused`).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1 }).and(fresh).first(), `${path} has a heading`).toBeVisible();
    await expect(refusal, `${path} is not refused`).toHaveCount(0);
  }
  await settled(state, path);
  await expect(page.getByText('This page is on its way'), `${path} is a real page`).toHaveCount(0);
  expect(state.failures, `${path}: no uncaught error, no failed API call`).toEqual([]);
}
