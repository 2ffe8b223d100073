/**
 * What the first HTML response of a public page says about it: its real `<title>`, description and Open Graph
 * tags (og:title, og:description, og:image, og:url), so search engines and link previews see the page without
 * running the app (ADR 0040). `static.ts` asks `resolvePageMeta` for every page it answers with index.html;
 * a path not in the table gets index.html unchanged.
 *
 * Adding a page is one line in `pageMetaTable`: its path (`:name` matches one segment) and either a fixed
 * `{ title, description }` or a function of the path's parameters answering one (or null: no such page, 404).
 * A function may read the database through the services in `PageMetaDeps` (add the one you need there and
 * hand it in from `app.ts`). Titles read "<title> · Chalkline" like the app's own; every value is escaped here.
 * `image` is a path on this server (a file download or a bundled image); it is made absolute with the
 * request's origin or `PUBLIC_URL`.
 */
import type { ArticleKind } from '@chalkline/contracts';

export interface PageMeta {
  title: string;
  description: string;
  /** A path served by us; the site's default share image when absent. */
  image?: string | null;
}

type Resolver = PageMeta | ((params: Record<string, string>) => Promise<PageMeta | null> | PageMeta | null);

/** What resolvers may read. */
export interface PageMetaDeps {
  articles: { publishedMeta(kind: ArticleKind, slug: string): Promise<PageMeta | null> };
  programs?: { get(viewer: null, slug: string): Promise<{ title: string; summary: string; thumbnail: string | null }> };
}

const siteName = 'Chalkline';
const defaultDescription =
  'Chalkline: online tutoring for children and young people, with live classes, quizzes and progress reports.';
/** The share image used when a page has none of its own (bundled with the web app). */
export const defaultShareImage = '/og-image.png';

const fixed = (title: string, description = defaultDescription): PageMeta => ({ title, description });

/** Public paths and what their first response says. One line per page. */
export const pageMetaTable = (d: PageMetaDeps): [string, Resolver][] => [
  ['/', fixed(siteName)],
  ['/about', fixed('About Us', 'Who we are and how Chalkline tutors teach children and young people online.')],
  ['/careers', fixed('Careers', 'Teach with Chalkline: open roles for tutors and staff, and how to apply.')],
  ['/contact', fixed('Contact Us', 'Reach the Chalkline team, and answers to the questions families ask most.')],
  ['/blogs', fixed('Articles & Blog', 'Articles for parents, students and tutors from the Chalkline team.')],
  ['/blogs/:slug', ({ slug }) => d.articles.publishedMeta('BLOG', slug!)],
  ['/news', fixed('News & Updates', 'What is new at Chalkline: programs, classes and school news.')],
  ['/news/:slug', ({ slug }) => d.articles.publishedMeta('NEWS', slug!)],
  ['/programs', fixed('Programs', 'The programs Chalkline tutors teach, by subject and age.')],
  ['/programs/:category/:slug', ({ slug }) => programMeta(d, slug!)],
  ['/tutors', fixed('PediaTutors', 'Become a Chalkline tutor: what tutors say, and the questions they ask.')],
  ['/tutors/book-a-demo', fixed('Book a Demo', 'Book a free demo lesson with a Chalkline tutor.')],
  ['/login', fixed('Sign In')],
  ['/register', fixed('Create Account', 'Create a Chalkline account and start learning with a tutor.')],
  ['/forgot-password', fixed('Forgot Password')],
  ['/privacy-policy', fixed('Privacy Policy', 'How Chalkline collects, uses and protects personal data.')],
  ['/terms-of-service', fixed('Terms of Service', 'The terms of using Chalkline.')],
  ['/cookie-policy', fixed('Cookie Policy', 'The cookies Chalkline uses and why.')],
  ['/accessibility', fixed('Accessibility', 'How Chalkline works for every child, and how to report a barrier.')],
];

async function programMeta(d: PageMetaDeps, slug: string): Promise<PageMeta | null> {
  if (!d.programs) return null;
  try {
    const program = await d.programs.get(null, slug);
    return { title: program.title, description: program.summary || defaultDescription, image: program.thumbnail };
  } catch {
    return null;
  }
}

type Matcher = (path: string) => Record<string, string> | null;
/** Matches a path against a pattern whose `:name` segments match one segment each; answers the parameters. */
export const matcherOf = (pattern: string): Matcher => {
  const parts = pattern.split('/');
  return (path) => {
    const segments = path.split('/');
    if (segments.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (const [i, part] of parts.entries()) {
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        if (!segment) return null;
        try {
          params[part.slice(1)] = decodeURIComponent(segment);
        } catch {
          return null;
        }
      } else if (part !== segment) return null;
    }
    return params;
  };
};

/** Answers the meta of a public path: `undefined` when the path is not in the table, `null` when it names nothing. */
export function createPageMetaResolver(deps: PageMetaDeps) {
  const entries = pageMetaTable(deps).map(([pattern, resolver]) => ({ match: matcherOf(pattern), resolver }));
  return async (pathname: string): Promise<PageMeta | null | undefined> => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    for (const { match, resolver } of entries) {
      const params = match(path);
      if (!params) continue;
      return typeof resolver === 'function' ? resolver(params) : resolver;
    }
    return undefined;
  };
}
export type PageMetaResolver = ReturnType<typeof createPageMetaResolver>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * index.html with the page's title, description and Open Graph tags. `origin` makes og:url and og:image
 * absolute (scheme and host, no path).
 */
export function renderPageHead(
  indexHtml: string,
  meta: PageMeta,
  origin: string,
  pathname: string,
  /** More `<head>` markup (already safe): the page's preloads (`page-preload.ts`). */
  extraHead = '',
): string {
  const title = meta.title === siteName ? siteName : `${meta.title} · ${siteName}`;
  const description = meta.description.replace(/\s+/g, ' ').trim().slice(0, 300);
  const absolute = (path: string) =>
    /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  const tags = [
    ['og:type', pathname.split('/').length > 2 ? 'article' : 'website'],
    ['og:site_name', siteName],
    ['og:title', meta.title],
    ['og:description', description],
    ['og:image', absolute(meta.image || defaultShareImage)],
    ['og:url', absolute(pathname)],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
    .concat(
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<link rel="canonical" href="${escapeHtml(absolute(pathname))}" />`,
    )
    .join('\n    ');
  const head = extraHead ? `${tags}\n    ${extraHead}` : tags;
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?>/i,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace(/<\/head>/i, () => `    ${head}\n  </head>`);
}
