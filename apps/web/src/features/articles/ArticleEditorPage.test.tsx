import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { BlogEditorPage } from './ArticleEditorPage';
import { PublicBlogsPage } from './PublicArticlesPage';

afterEach(() => vi.unstubAllGlobals());

const categories = [
  {
    key: '11111111-1111-4111-8111-111111111111',
    title: 'Maths',
    slug: 'maths',
    images: [],
    articlesCount: 1,
    published: { BLOG: 1, NEWS: 0 },
  },
  {
    key: '22222222-2222-4222-8222-222222222222',
    title: 'Reading',
    slug: 'reading',
    images: [],
    articlesCount: 1,
    published: { BLOG: 0, NEWS: 1 },
  },
];
const article = {
  key: '33333333-3333-4333-8333-333333333333',
  title: 'Maths Games',
  slug: 'maths-games',
  summary: 'Dice and cards',
  timeline: 1,
  thumbnail: '/articles/maths-games.png',
  categories: [{ key: categories[0]!.key, title: 'Maths', slug: 'maths' }],
  author: null,
  published: false,
  publishedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  content: '<p>Roll two dice.</p>',
};

describe('ArticleEditorPage', () => {
  it('saves a draft with a second category as published, keeping its bundled thumbnail', async () => {
    const fetchMock = stubApi({
      'GET /blogs/maths-games': { data: { article } },
      'GET /articles/authors': { data: { authors: [] } },
      'GET /articles/categories': { data: { categories } },
      [`PUT /blogs/${article.key}`]: { message: 'Article saved', data: { article: { ...article, published: true } } },
    });
    const { router } = renderRoutes([{ path: '/admin/blogs/:slug', element: <BlogEditorPage /> }], {
      route: '/admin/blogs/maths-games',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reading' }, { timeout: 8000 }));
    expect(screen.getByRole('button', { name: 'Reading' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByLabelText(/Draft: only admins/));
    fireEvent.click(screen.getByRole('button', { name: 'Save article' }));
    await waitFor(() => expect(callsOf(fetchMock).some(([method]) => method === 'PUT')).toBe(true));
    const [, , body] = callsOf(fetchMock).find(([method]) => method === 'PUT')!;
    expect(body).toMatchObject({
      title: 'Maths Games',
      summary: 'Dice and cards',
      content: '<p>Roll two dice.</p>',
      thumbnail: '/articles/maths-games.png',
      authorKey: null,
      categoryKeys: [categories[0]!.key, categories[1]!.key],
      published: true,
    });
    expect(router.state.location.pathname).toBe('/admin/blogs/maths-games');
  });

  it('shows the field messages of a refused save', async () => {
    stubApi({
      'GET /articles/authors': { data: { authors: [] } },
      'GET /articles/categories': { data: { categories } },
    });
    renderRoutes([{ path: '/admin/blogs/:slug', element: <BlogEditorPage /> }], { route: '/admin/blogs/new' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save article' }));
    expect(await screen.findByText('Please provide a title')).toBeTruthy();
    expect(screen.getByText('Please write the article')).toBeTruthy();
  });
});

describe('PublicArticlesPage', () => {
  it('asks for the category in the address and marks its chip as the current one', async () => {
    const fetchMock = stubApi({
      'GET /blogs': { data: { items: [article], total: 1, page: 1, limit: 20 } },
      'GET /articles/categories': { data: { categories } },
    });
    renderRoutes([{ path: '/blogs', element: <PublicBlogsPage /> }], { route: '/blogs?category=maths' });
    expect(await screen.findByRole('link', { name: 'Maths Games' })).toBeTruthy();
    const chips = screen.getByRole('navigation', { name: 'Categories' });
    await waitFor(() => expect(chips.querySelector('[aria-current="page"]')?.textContent).toBe('Maths'));
    // Reading has only news: no chip for it among the blogs.
    expect(chips.textContent).not.toContain('Reading');
    const listCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((u) => u.pathname === '/api/blogs');
    expect(listCall?.searchParams.get('category')).toBe('maths');
  });
});
