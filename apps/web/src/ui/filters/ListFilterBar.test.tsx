import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import { ListFilterBar } from './ListFilterBar';
import { readListFilters, toListQuery, useListFilters } from './listFilters';

const programKey = '11111111-1111-4111-8111-111111111111';
const studentKey = '22222222-2222-4222-8222-222222222222';

function Harness({ students = false }: { students?: boolean }) {
  const { filters, set } = useListFilters(['OVERDUE', 'COMPLETED']);
  return (
    <ListFilterBar
      name="things"
      filters={filters}
      onChange={set}
      searchLabel="Search things"
      programs={[{ value: programKey, label: 'Algebra' }]}
      statuses={[
        { value: 'OVERDUE', label: 'Overdue' },
        { value: 'COMPLETED', label: 'Completed' },
      ]}
      students={students}
      studentName="Tobi Ade"
      dateLabel="Due"
    />
  );
}

const addressOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('ListFilterBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the search in the address once typing pauses, and goes back to page 1', async () => {
    const { router } = renderWithProviders(<Harness />, { route: '/things?page=3' });
    const bar = within(screen.getByRole('region', { name: 'Filter things' }));
    fireEvent.change(bar.getByRole('searchbox', { name: 'Search things' }), { target: { value: ' 100% ' } });
    expect(addressOf(router).get('search')).toBeNull();
    await waitFor(() => expect(addressOf(router).get('search')).toBe('100%'));
    expect(addressOf(router).get('page')).toBe('1');
  });

  it('sets the program and status from their menus', async () => {
    const { router } = renderWithProviders(<Harness />, { route: '/things' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Program' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Algebra' }));
    expect(addressOf(router).get('program')).toBe(programKey);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Overdue' }));
    expect(addressOf(router).get('status')).toBe('OVERDUE');
  });

  it('reads a shared link back: filters shown, a bad status ignored, the student named, all cleared at once', async () => {
    const { router } = renderWithProviders(<Harness students />, {
      route: `/things?search=map&program=${programKey}&status=LATE&student=${studentKey}&from=2026-11-02&to=2026-11-09`,
    });
    expect((screen.getByRole('searchbox', { name: 'Search things' }) as HTMLInputElement).value).toBe('map');
    expect(screen.getByRole('combobox', { name: 'Program' }).textContent).toContain('Algebra');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).not.toContain('LATE');
    expect(screen.getByText('Student: Tobi Ade')).toBeTruthy();
    expect((screen.getByLabelText('Due from') as HTMLInputElement).value).toBe('02-11-2026');
    expect((screen.getByLabelText('Due to') as HTMLInputElement).value).toBe('09-11-2026');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const address = addressOf(router);
    for (const key of ['search', 'program', 'status', 'student', 'from', 'to']) expect(address.get(key)).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('searchbox', { name: 'Search things' }) as HTMLInputElement).value).toBe(''),
    );
  });

  it('offers the student search when asked, and sets the chosen student', async () => {
    stubApi({
      'GET /accounts/search': {
        data: {
          results: [
            {
              key: studentKey,
              email: 'tobi@example.test',
              firstName: 'Tobi',
              lastName: 'Ade',
              otherNames: null,
              memberRole: 'STUDENT',
            },
          ],
        },
      },
    });
    const { router } = renderWithProviders(<Harness students />, { route: '/things' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Student' }), { target: { value: 'tobi' } });
    fireEvent.click(await screen.findByRole('option', { name: /Tobi Ade/ }, { timeout: 3000 }));
    expect(addressOf(router).get('student')).toBe(studentKey);
  });

  it('on a phone shows the search and a Filters button counting what is set, which opens the rest', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<Harness />, { route: '/things?status=OVERDUE&from=2026-11-02' });
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByLabelText('Due from')).toBeTruthy();
  });

  it('marks a range that ends before it starts, and sends it to no one', () => {
    renderWithProviders(<Harness />, { route: '/things?from=2026-11-09&to=2026-11-02' });
    expect(screen.getByText('To cannot be before From')).toBeTruthy();
    const filters = readListFilters(new URLSearchParams('from=2026-11-09&to=2026-11-02'));
    expect(toListQuery(filters)).toMatchObject({ from: undefined, to: undefined });
  });
});

describe('list filters in the address', () => {
  it('ignores malformed values and sends days as local day boundaries, the To day included', () => {
    const filters = readListFilters(
      new URLSearchParams('program=nope&student=1&status=OVERDUE&from=2026-11-02&to=2026-11-02&search=%20'),
      ['OVERDUE'],
    );
    expect(filters).toEqual({
      search: undefined,
      program: undefined,
      student: undefined,
      status: 'OVERDUE',
      from: '2026-11-02',
      to: '2026-11-02',
    });
    const query = toListQuery(filters);
    expect(query.from).toBe(new Date(2026, 10, 2).toISOString());
    expect(query.to).toBe(new Date(2026, 10, 3).toISOString());
  });
});
