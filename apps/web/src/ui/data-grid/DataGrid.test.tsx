import { platform } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataGrid, type DataGridColumn, type PageResult } from './DataGrid';
import { parseLimit, parsePage } from './usePageParams';

interface Student {
  key: string;
  name: string;
  email: string;
}

const columns: DataGridColumn<Student>[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email', render: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
];

const pageOf = (page: number, limit: number, total = 95): PageResult<Student> => ({
  total,
  items: Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => {
    const n = (page - 1) * limit + i + 1;
    return { key: `s${n}`, name: `Student ${n}`, email: `s${n}@example.com` };
  }),
});

const renderGrid = (route: string, fetcher = vi.fn(async (page: number, limit: number) => pageOf(page, limit))) => {
  const view = renderWithProviders(
    <DataGrid queryKey={['students']} columns={columns} fetcher={fetcher} getRowId={(row) => row.key} />,
    { route },
  );
  return { ...view, fetcher };
};

const search = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('DataGrid', () => {
  it('reads page and limit from the address and calls the fetcher with them', async () => {
    const { fetcher } = renderGrid('/students?page=3&limit=10');
    expect(await screen.findByText('Student 21')).toBeTruthy();
    expect(screen.getByText('Student 30')).toBeTruthy();
    expect(screen.queryByText('Student 31')).toBeNull();
    expect(fetcher).toHaveBeenCalledWith(3, 10);
    expect(screen.getByText('21–30 of 95')).toBeTruthy();
    expect(screen.getByRole('link', { name: 's21@example.com' }).getAttribute('href')).toBe('mailto:s21@example.com');
  });

  it('moves to another page and keeps it in the address', async () => {
    const { fetcher, router } = renderGrid('/students?page=1&limit=10&tab=active');
    await screen.findByText('Student 1');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));

    expect(await screen.findByText('Student 11')).toBeTruthy();
    expect(fetcher).toHaveBeenLastCalledWith(2, 10);
    expect(search(router).get('page')).toBe('2');
    expect(search(router).get('limit')).toBe('10');
    expect(search(router).get('tab')).toBe('active');
  });

  it('changes the page size, going back to page 1', async () => {
    const { fetcher, router } = renderGrid('/students?page=4&limit=10');
    await screen.findByText('Student 31');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(platform.pageSizeOptions.map(String));
    fireEvent.click(within(listbox).getByRole('option', { name: '50' }));

    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(1, 50));
    expect(search(router).get('page')).toBe('1');
    expect(search(router).get('limit')).toBe('50');
  });

  it('falls back to 20 when the limit is not one of the options', async () => {
    const { fetcher } = renderGrid('/students?limit=7&page=2');
    await screen.findByText('Student 21');
    expect(fetcher).toHaveBeenCalledWith(2, platform.defaultPageSize);
    expect(fetcher).not.toHaveBeenCalledWith(2, 7);
  });

  it('defaults to page 1 and 20 rows without query parameters', async () => {
    const { fetcher } = renderGrid('/students');
    await screen.findByText('Student 1');
    expect(fetcher).toHaveBeenCalledWith(1, 20);
  });

  it('names each cell with its column, for the stacked layout on phones', async () => {
    renderGrid('/list');
    const cell = await screen.findByText('Student 1');
    expect(cell.closest('td')?.getAttribute('data-label')).toBe('Name');
    const email = screen.getByText('s1@example.com').closest('td');
    expect(email?.getAttribute('data-label')).toBe('Email');
  });

  it('shows the empty state', async () => {
    renderGrid(
      '/students',
      vi.fn(async () => ({ items: [], total: 0 })),
    );
    expect(await screen.findByText('Nothing to show yet.')).toBeTruthy();
  });

  it('shows the error state with a retry', async () => {
    const fetcher = vi
      .fn<(page: number, limit: number) => Promise<PageResult<Student>>>()
      .mockRejectedValueOnce(new Error('The server is unavailable'))
      .mockImplementation(async (page, limit) => pageOf(page, limit));
    renderGrid('/students', fetcher);

    expect(await screen.findByText('The server is unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Student 1')).toBeTruthy();
  });
});

describe('page parameters', () => {
  it('parses one-based pages and allowed limits only', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage(null)).toBe(1);
    expect(parseLimit('100')).toBe(100);
    expect(parseLimit('7')).toBe(20);
    expect(parseLimit('abc')).toBe(20);
    expect(parseLimit(null)).toBe(20);
  });
});
