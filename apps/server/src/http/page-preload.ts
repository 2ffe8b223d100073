/**
 * What the first HTML response of a public page carries so it paints without waiting (ADR 0046):
 * - the answers of the API reads the page makes first, for a visitor without a session (the session itself, and
 *   the article on `/blogs/{slug}` and `/news/{slug}`), embedded as JSON that the web's API client uses once
 *   instead of asking again (`apps/web/src/lib/api.ts`, `initialAnswers`). They are produced by asking this server
 *   the same question without a cookie (`app.inject`), so they are exactly what the API would answer the visitor;
 *   a request that carries a session cookie gets none (its answers depend on who it is);
 * - `modulepreload` links for the page's own lazily loaded code (read from the web build's manifest), so the
 *   browser fetches it beside the first chunk instead of after it;
 * - a preload of the page's share image when the page shows it first (an article's cover).
 * Adding a page is one line in `pagePreloadTable`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { platform } from '@chalkline/contracts';
import type { FastifyInstance } from 'fastify';
import { matcherOf } from './page-meta.js';
import { sessionCookieName } from './session-cookie.js';

export interface PagePreload {
  /** API paths (under /api) whose answers the page reads first. */
  api?: string[];
  /** The page module's path in the web sources, as the build manifest names it (`src/…/Page.tsx`). */
  module?: string;
  /** Whether the page's share image is its first big paint (then it is preloaded). */
  image?: boolean;
}

const enc = encodeURIComponent;
/** Every public page reads the session first (`prefetchSession` in the web's main.tsx). */
const sessionApi = '/api/auth/session';

const firstPage = (list: string) => [`${list}?page=1&limit=${platform.defaultPageSize}`, '/api/articles/categories'];

/** Public paths (as page-meta.ts's table) and what to send ahead with them. One line per page that needs more. */
export const pagePreloadTable: [string, (params: Record<string, string>) => PagePreload][] = [
  [
    '/blogs/:slug',
    ({ slug }) => ({ api: [`/api/blogs/${enc(slug!)}`], module: 'src/features/articles/ArticlePage.tsx', image: true }),
  ],
  [
    '/news/:slug',
    ({ slug }) => ({
      api: [`/api/news-updates/${enc(slug!)}`],
      module: 'src/features/articles/ArticlePage.tsx',
      image: true,
    }),
  ],
  // The lists' first page as the web asks for it (`?page=1&limit=` the default page size) and the categories.
  ['/blogs', () => ({ api: firstPage('/api/blogs'), module: 'src/features/articles/PublicArticlesPage.tsx' })],
  ['/news', () => ({ api: firstPage('/api/news-updates'), module: 'src/features/articles/PublicArticlesPage.tsx' })],
  // The other public pages' code (ADR 0049): fetched beside the first chunk instead of after it has run.
  ...(
    [
      ['/about', 'site/pages/AboutPage'],
      ['/careers', 'site/pages/CareersPage'],
      ['/contact', 'site/pages/ContactPage'],
      ['/privacy-policy', 'site/pages/LegalPage'],
      ['/terms-of-service', 'site/pages/LegalPage'],
      ['/cookie-policy', 'site/pages/LegalPage'],
      ['/accessibility', 'site/pages/AccessibilityPage'],
      ['/tutors', 'site/pages/TutorsHomePage'],
      ['/tutors/book-a-demo', 'site/pages/BookDemoPage'],
      ['/login', 'auth/LoginPage'],
      ['/register', 'auth/register/RegisterPage'],
      ['/forgot-password', 'auth/ForgotPasswordPage'],
      ['/reset-password', 'auth/ResetPasswordPage'],
      ['/programs', 'programs/PublicProgramsPage'],
      ['/programs/:categorySlug/:slug', 'programs/ProgramDetailPage'],
    ] as const
  ).map(([pattern, page]): [string, () => PagePreload] => [pattern, () => ({ module: `src/features/${page}.tsx` })]),
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The web build's manifest (`build.manifest` in vite.config.ts), or an empty one when the build has none. */
function readManifest(webDist: string): Record<string, ManifestChunk> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
}

/** The files a module needs: its chunk, the chunks it imports statically (transitively) and their CSS. */
export function moduleFiles(manifest: Record<string, ManifestChunk>, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** The `<link>` tags of `modules`' chunks and CSS that index.html does not link already. */
function moduleTags(manifest: Record<string, ManifestChunk>, indexHtml: string, modules: string[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const module of modules) {
    const { js, css } = moduleFiles(manifest, module);
    for (const file of js.filter((f) => !seen.has(f))) {
      seen.add(file);
      // Already linked by index.html (the first chunk and what it imports).
      if (!indexHtml.includes(`/${file}"`)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}" />`);
    }
    for (const file of css.filter((f) => !seen.has(f))) {
      seen.add(file);
      if (!indexHtml.includes(`/${file}"`)) tags.push(`<link rel="stylesheet" crossorigin href="/${file}" />`);
    }
  }
  return tags;
}

const signedInLayout = ['src/app/layouts/DashboardLayout.tsx', 'src/app/MuiTheme.tsx'];
const dashboard = (...roles: string[]) => [
  'src/features/dashboards/DashboardPage.tsx',
  ...roles.map((role) => `src/features/dashboards/${role}Dashboard.tsx`),
];

/**
 * The signed-in sites (issue 32): every page draws the sidebar layout, and a site's home its dashboard (the
 * student's on /accounts; a tutor's or an admin's on /admin), whose code the first chunk would only ask for once
 * it has run. The code is the same for everyone; nothing is embedded (the answers depend on who asks).
 */
export const signedInPreloadTable: [string, string[]][] = [
  ['/accounts', [...signedInLayout, ...dashboard('Student')]],
  ['/admin', [...signedInLayout, ...dashboard('Tutor', 'Admin')]],
];

/**
 * The extra `<head>` markup of a signed-in page for a request with a session cookie: its code preloaded. None for a
 * visitor, who is sent to sign in.
 */
export function createSignedInPreloader(webDist: string, indexHtml: string) {
  const manifest = readManifest(webDist);
  return (requestPath: string, hasSession: boolean): string => {
    const pathname = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
    const site = signedInPreloadTable.find(([home]) => pathname === home || pathname.startsWith(`${home}/`));
    if (!site || !hasSession) return '';
    const modules = pathname === site[0] ? site[1] : signedInLayout;
    return moduleTags(manifest, indexHtml, modules).join('\n    ');
  };
}

/** JSON safe inside a `<script>` element: no `<` can close it. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function createPagePreloader(app: FastifyInstance, webDist: string, indexHtml: string) {
  const manifest = readManifest(webDist);
  const entries = pagePreloadTable.map(([pattern, preload]) => ({ match: matcherOf(pattern), preload }));

  /** The extra `<head>` markup for a public page; `hasSession` when the request carries a session cookie. */
  return async (requestPath: string, hasSession: boolean, image?: string | null): Promise<string> => {
    const pathname = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath;
    let preload: PagePreload = {};
    for (const { match, preload: of } of entries) {
      const params = match(pathname);
      if (params) {
        preload = of(params);
        break;
      }
    }
    const tags = preload.module ? moduleTags(manifest, indexHtml, [preload.module]) : [];
    if (preload.image && image) {
      tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}" />`);
    }
    if (!hasSession) {
      const answers: Record<string, unknown> = {};
      for (const url of [sessionApi, ...(preload.api ?? [])]) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        if (res.statusCode === 200) answers[url] = res.json();
      }
      tags.push(`<script type="application/json" id="cl-initial-answers">${scriptJson(answers)}</script>`);
    }
    return tags.join('\n    ');
  };
}
export type PagePreloader = ReturnType<typeof createPagePreloader>;

/** Whether a request carries a session cookie (its API answers depend on who it is). */
export const carriesSession = (cookieHeader: string | undefined) =>
  !!cookieHeader && cookieHeader.split(';').some((c) => c.trim().startsWith(`${sessionCookieName}=`));
