/**
 * A public page's first render has what it shows (ADR 0046): the answers the server embedded are in the query
 * cache before React renders (no loading pass), and the lazy route the address matches is loaded first (no
 * fallback flash), without waiting longer than asked when a route's code is slow.
 */
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/queryClient';
import { resolveFirstRoutes } from '../app/router';
import { articleCategoriesQuery, articleQuery, publicArticlesQuery } from '../features/articles/articles.api';
import { prefetchSession, sessionKey } from '../features/auth/useSession';

describe('the first render of a public page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finds the embedded session and article in the cache at once, without asking the server', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="cl-initial-answers">${JSON.stringify({
        '/api/auth/session': { data: { user: null } },
        '/api/blogs/first-day': { data: { article: { title: 'First day' } } },
        '/api/blogs?page=1&limit=10': { data: { items: [{ slug: 'first-day' }], total: 1 } },
        '/api/articles/categories': { data: { categories: [{ slug: 'reading' }] } },
      })}</script>`,
    );
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = createQueryClient();

    prefetchSession(queryClient);
    expect(queryClient.getQueryState(sessionKey)).toMatchObject({ status: 'success', data: null });
    const options = articleQuery('BLOG', 'first-day');
    expect(typeof options.initialData === 'function' && options.initialData()).toEqual({ title: 'First day' });
    // Another article was not embedded: the query fetches it as usual.
    const other = articleQuery('BLOG', 'second-day');
    expect(typeof other.initialData === 'function' && other.initialData()).toBeUndefined();
    const list = publicArticlesQuery('BLOG', 1, 10);
    expect(typeof list.initialData === 'function' && list.initialData()).toEqual({
      items: [{ slug: 'first-day' }],
      total: 1,
    });
    const categories = articleCategoriesQuery();
    expect(typeof categories.initialData === 'function' && categories.initialData()).toEqual([{ slug: 'reading' }]);
    // Another page of the list was not embedded.
    const second = publicArticlesQuery('BLOG', 2, 10);
    expect(typeof second.initialData === 'function' && second.initialData()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads the matched lazy routes before the router starts, and gives up on a slow one after the wait', async () => {
    const Page = () => null;
    const tree: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'quick', lazy: async () => ({ Component: Page }) },
          { path: 'slow', lazy: () => new Promise<never>(() => undefined) },
          { path: 'other', lazy: vi.fn(async () => ({ Component: Page })) },
        ],
      },
    ];
    const [quick, slow, other] = tree[0]!.children!;

    await resolveFirstRoutes(1_000, { pathname: '/quick' }, tree);
    expect(quick).toMatchObject({ Component: Page, lazy: undefined });
    expect(other!.lazy).not.toHaveBeenCalled();

    const started = Date.now();
    await resolveFirstRoutes(50, { pathname: '/slow' }, tree);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(typeof slow!.lazy).toBe('function');
  });
});
