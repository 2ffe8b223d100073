import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { PublicNewsPage } from './PublicArticlesPage';

const item = (n: number) => ({
  key: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  title: `News ${n}`,
  slug: `news-${n}`,
  summary: `Summary ${n}`,
  timeline: 1,
  thumbnail: `/articles/news-${n}.png`,
  categories: [],
  author: null,
  published: true,
  publishedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
});

const categories = [
  {
    key: 'c1',
    title: 'School News',
    slug: 'school-news',
    images: [],
    articlesCount: 0,
    published: { BLOG: 0, NEWS: 0 },
  },
];

describe('PublicArticlesPage', () => {
  it('pages through the news with the page and size in the address', async () => {
    const fetchMock = stubApi({
      'GET /news-updates': ({ search }: { search: URLSearchParams }) => {
        const page = Number(search.get('page'));
        return { data: { items: [item(page * 10 + 1), item(page * 10 + 2)], total: 25, page, limit: 5 } };
      },
      'GET /articles/categories': { data: { categories } },
    });
    const { router } = renderRoutes([{ path: '/news', element: <PublicNewsPage /> }], { route: '/news?limit=5' });
    expect(await screen.findByRole('heading', { name: 'News & Updates', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'News 11' })).toBeTruthy();
    expect(screen.getByText('1–5 of 25')).toBeTruthy();
    // The first card's image is fetched first and at once; cards further down wait until they are near.
    const images = [...document.querySelectorAll('article img')];
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]?.getAttribute('loading')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'pagination navigation' })).getByRole('button', {
        name: 'Go to page 3',
      }),
    );
    expect(await screen.findByRole('link', { name: 'News 31' })).toBeTruthy();
    expect(router.state.location.search).toBe('?limit=5&page=3');
    expect(screen.getByText('11–15 of 25')).toBeTruthy();
    const pages = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .filter((u) => u.pathname === '/api/news-updates')
      .map((u) => u.searchParams.get('page'));
    expect(pages).toEqual(['1', '3']);
  });

  it('says so when a category has nothing yet, and offers every category chip that filters', async () => {
    stubApi({
      'GET /news-updates': { data: { items: [], total: 0, page: 1, limit: 20 } },
      'GET /articles/categories': { data: { categories } },
    });
    renderRoutes([{ path: '/news', element: <PublicNewsPage /> }], { route: '/news?category=school-news' });
    expect(await screen.findByText('Nothing in School News yet.')).toBeTruthy();
    const chips = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(chips).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/news');
    await waitFor(() =>
      expect(within(chips).getByRole('link', { name: 'School News' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('invites a visitor back when nothing is published', async () => {
    stubApi({
      'GET /news-updates': { data: { items: [], total: 0, page: 1, limit: 20 } },
      'GET /articles/categories': { data: { categories: [] } },
    });
    renderRoutes([{ path: '/news', element: <PublicNewsPage /> }], { route: '/news' });
    expect(await screen.findByText('Nothing published yet. Please come back soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });
});
