import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { PublicCategoriesPage } from './PublicCategoriesPage';

afterEach(() => vi.unstubAllGlobals());

const program = (key: string, title: string) => ({
  key,
  title,
  slug: key,
  summary: 'Build and code little robots.',
  thumbnail: null,
  category: { key: 'c1', title: 'Sciences', slug: 'sciences' },
  tutors: [],
  classesHeld: [],
  nextSchedule: null,
  unreadChatsCount: 0,
});

const page = [{ path: '/tutors/programs/categories', Component: PublicCategoriesPage }];

describe('PublicCategoriesPage', () => {
  it('shows each category with its images and its programs linking to programs/{categorySlug}/{slug}', async () => {
    const fetchMock = stubApi({
      'GET /programs/categories': {
        data: {
          categories: [
            {
              key: 'c1',
              title: 'Sciences',
              slug: 'sciences',
              images: ['/api/download/file?file=a.png', '/api/download/file?file=b.png'],
              programsCount: 1,
            },
            { key: 'c2', title: 'Languages', slug: 'languages', images: [], programsCount: 0 },
          ],
        },
      },
      'GET /programs': (request: { search: URLSearchParams }) => ({
        data: {
          items: request.search.get('category') === 'sciences' ? [program('little-robots', 'Little Robots')] : [],
          total: 1,
          page: 1,
          limit: 100,
        },
      }),
    });
    renderRoutes(page, { route: '/tutors/programs/categories' });
    const sciences = await screen.findByRole('region', { name: 'Sciences' });
    const link = await within(sciences).findByRole('link', { name: 'Little Robots' });
    expect(link.getAttribute('href')).toBe('/programs/sciences/little-robots');
    const images = within(within(sciences).getByRole('list', { name: 'Sciences images' })).getAllByRole('listitem');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/api/download/file?file=a.png',
      '/api/download/file?file=b.png',
    ]);
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(languages.textContent).toContain('No programs in this category yet.');
    // One programs request, for the category that has programs.
    const programCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/programs?'));
    expect(programCalls).toHaveLength(1);
  });

  it('says so when there are no categories', async () => {
    stubApi({ 'GET /programs/categories': { data: { categories: [] } } });
    renderRoutes(page, { route: '/tutors/programs/categories' });
    expect(await screen.findByText('No program categories yet.')).toBeTruthy();
  });
});
