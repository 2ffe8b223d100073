import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { BlogPage } from './ArticlePage';

const article = {
  key: '33333333-3333-4333-8333-333333333333',
  title: 'Reading Together',
  slug: 'reading-together',
  summary: 'Ten minutes a day',
  timeline: 3,
  thumbnail: '/articles/reading-together.png',
  categories: [{ key: 'c1', title: 'Reading', slug: 'reading' }],
  author: { key: 'u1', firstName: 'Amara', lastName: 'Okafor', otherNames: null, avatar: null },
  published: true,
  publishedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  content: '<h2>Ask, do not test</h2><p>Open questions turn reading into a conversation.</p>',
};

const open = (answer: unknown) => {
  stubApi({ 'GET /blogs/reading-together': answer });
  return renderRoutes([{ path: '/blogs/:slug', element: <BlogPage /> }], { route: '/blogs/reading-together' });
};

describe('ArticlePage (platform spec 2.2)', () => {
  it('shows the title, byline, categories, a cover sized before it loads, and the body', async () => {
    const { container } = open({ data: { article } });
    expect(await screen.findByRole('heading', { name: 'Reading Together', level: 1 })).toBeTruthy();
    expect(screen.getByText('Amara Okafor · March 2nd, 2026 · 3 mins read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reading' }).getAttribute('href')).toBe('/blogs?category=reading');
    expect(screen.getByRole('link', { name: '← Articles & Blog' }).getAttribute('href')).toBe('/blogs');
    const cover = container.querySelector('article img');
    expect(cover?.getAttribute('src')).toBe('/articles/reading-together.png');
    expect([cover?.getAttribute('width'), cover?.getAttribute('height')]).toEqual(['1200', '630']);
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByRole('heading', { name: 'Ask, do not test', level: 2 })).toBeTruthy();
    expect(screen.getByText('Open questions turn reading into a conversation.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Reading Together · Chalkline');
  });

  it('marks a draft an admin previews', async () => {
    open({ data: { article: { ...article, published: false, publishedAt: null } } });
    expect((await screen.findByRole('alert')).textContent).toBe('This is a draft: only admins can see it.');
  });

  it('says when there is no such article, with a way back to the list', async () => {
    open(errorAnswer(404, 'Article not found', 'NOT_FOUND'));
    expect((await screen.findByRole('alert')).textContent).toBe('Article not found');
    expect(screen.getByRole('link', { name: '← Articles & Blog' }).getAttribute('href')).toBe('/blogs');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
