import { type ArticleSummary, readTimeMinutes } from '@chalkline/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ArticleCard } from './ArticleCard';
import { imageRefOf, readTimeText } from './articles.api';

const article = (overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  key: 'a1',
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
  ...overrides,
});

describe('ArticleCard (platform spec 2.2, 2.7)', () => {
  it('links a blog to blogs/{slug} and its categories to blogs?category={slug}', () => {
    renderWithProviders(<ArticleCard kind="BLOG" article={article()} />);
    expect(screen.getByRole('link', { name: 'Reading Together' }).getAttribute('href')).toBe('/blogs/reading-together');
    expect(screen.getByRole('link', { name: 'Reading' }).getAttribute('href')).toBe('/blogs?category=reading');
    expect(screen.getByText(/Amara Okafor · March 2nd, 2026 · 3 mins read/)).toBeTruthy();
  });

  it('links news to news/{slug}, and in admin mode to the manage route, marking drafts', () => {
    renderWithProviders(<ArticleCard kind="NEWS" admin article={article({ published: false, publishedAt: null })} />);
    expect(screen.getByRole('link', { name: 'Reading Together' }).getAttribute('href')).toBe(
      '/admin/news/reading-together',
    );
    expect(screen.getByRole('link', { name: 'Reading' }).getAttribute('href')).toBe('/news?category=reading');
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('sizes its image before it loads, and loads it lazily unless the card is in the first screenful', () => {
    const { container, unmount } = renderWithProviders(<ArticleCard kind="BLOG" article={article()} />);
    const image = container.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1200', '630']);
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('fetchpriority')).toBeNull();
    unmount();
    const first = renderWithProviders(<ArticleCard kind="BLOG" article={article()} priority="high" />);
    expect(first.container.querySelector('img')?.getAttribute('loading')).toBeNull();
    expect(first.container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it("shows the author's initial when there is no photo, and the photo when there is one", () => {
    const { container, unmount } = renderWithProviders(<ArticleCard kind="BLOG" article={article()} />);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByText('A')).toBeTruthy();
    unmount();
    const withPhoto = article({
      author: { key: 'u1', firstName: 'Amara', lastName: 'Okafor', otherNames: null, avatar: '/avatars/amara.png' },
    });
    const photo = renderWithProviders(<ArticleCard kind="BLOG" article={withPhoto} />);
    expect([...photo.container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/articles/reading-together.png',
      '/avatars/amara.png',
    ]);
  });

  it('clamps titles to 2 lines and summaries to 4', () => {
    renderWithProviders(<ArticleCard kind="BLOG" article={article()} />);
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Reading Together' })).webkitLineClamp).toBe('2');
    expect(getComputedStyle(screen.getByText('Ten minutes a day')).webkitLineClamp).toBe('4');
  });
});

describe('read time (platform spec 9)', () => {
  it('counts 200 words a minute, rounded up, and reads 2 mins when unknown', () => {
    expect(readTimeMinutes(0)).toBe(2);
    expect(readTimeMinutes(1)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(1000)).toBe(5);
    expect(readTimeText(undefined)).toBe('2 mins read');
    expect(readTimeText(1)).toBe('1 min read');
  });

  it('sends back the stored reference of an image the server answered as an address', () => {
    expect(imageRefOf('/api/download/file?file=articles%2Fa%20b.png')).toBe('articles/a b.png');
    expect(imageRefOf('/articles/reading-together.png')).toBe('/articles/reading-together.png');
  });
});
