import type { RouteObject } from 'react-router';
import { adminRoutes } from '../../lib/paths';
import { lazyRoute } from '../../ui/lazyRoute';

/**
 * The admin manage routes of one blog or news item, `/admin/blogs/{slug}` and `/admin/news/{slug}` (platform
 * spec 2.2; `new` writes a new one), relative to `/admin`, behind the same permission as their lists.
 */
export const articleEditorRoutes: RouteObject[] = [
  lazyRoute(
    `${adminRoutes.blogs}/:slug`,
    'Articles & Blogs',
    () => import('./ArticleEditorPage').then((m) => m.BlogEditorPage),
    { permission: 'blogs.access' },
  ),
  lazyRoute(
    `${adminRoutes.news}/:slug`,
    'News & Updates',
    () => import('./ArticleEditorPage').then((m) => m.NewsEditorPage),
    { permission: 'news.access' },
  ),
];
