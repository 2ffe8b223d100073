import { type ActivityEntry, messages } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { makeUser, type StubRequest, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';

const master = makeUser('MASTER');
const ada = { key: '11111111-1111-4111-8111-111111111111', name: 'Ada Okafor', email: 'ada@chalkline.local' };

const entry = (n: number, over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  key: `entry-${n}`,
  at: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
  actor: { key: ada.key, name: ada.name, email: ada.email },
  action: 'programs.create',
  target: { kind: 'program', key: `p${n}`, label: `Program ${n}` },
  wording: `Ada Okafor created the program Program ${n}`,
  details: null,
  requestId: null,
  ip: null,
  ...over,
});

/** Stubs the log: answers 12 entries paged by the query, and remembers every query it was asked. */
const stubLog = (user = master) => {
  const asked: URLSearchParams[] = [];
  stubApi({
    'GET /auth/session': sessionAnswer(user),
    'GET /admin/logs/actors': { data: { actors: [ada] } },
    'GET /admin/logs': ({ search }: StubRequest) => {
      asked.push(search);
      const page = Number(search.get('page'));
      const limit = Number(search.get('limit'));
      const all = Array.from({ length: 12 }, (_, i) => entry(12 - i));
      return { data: { items: all.slice((page - 1) * limit, page * limit), total: 12, page, limit } };
    },
  });
  return asked;
};

describe('ActivityLogsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one server page of entries with their wording, action label and admin, paging from the address', async () => {
    const asked = stubLog();
    const { router } = renderRoutes(routes, { route: '/admin/logs?page=2&limit=5' });
    const table = within(await screen.findByRole('table', { name: 'Activity log' }));
    expect(await table.findByText('Ada Okafor created the program Program 7')).toBeTruthy();
    expect(table.getByText('Ada Okafor created the program Program 3')).toBeTruthy();
    expect(table.queryByText('Ada Okafor created the program Program 8')).toBeNull();
    expect(table.getAllByText('Create programs')).toHaveLength(5);
    expect(table.getAllByText('ada@chalkline.local')).toHaveLength(5);
    expect(screen.getByText('6–10 of 12')).toBeTruthy();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(asked.at(-1)?.get('limit')).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await table.findByText('Ada Okafor created the program Program 2')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
  });

  it('filters by action and admin through the address and back to page 1', async () => {
    const asked = stubLog();
    const { router } = renderRoutes(routes, { route: '/admin/logs?page=2&limit=5' });
    await screen.findByText('Ada Okafor created the program Program 7');

    const action = screen.getByRole('combobox', { name: 'Action' });
    fireEvent.change(action, { target: { value: 'Delete coup' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Delete coupons' }));
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('coupons.delete'));
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('coupons.delete');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Admin' }));
    fireEvent.click(await screen.findByRole('option', { name: /Ada Okafor/ }));
    await waitFor(() => expect(asked.at(-1)?.get('actor')).toBe(ada.key));
    expect(asked.at(-1)?.get('action')).toBe('coupons.delete');
  });

  it('sends the From and To days as whole local days and refuses a From after To', async () => {
    const asked = stubLog();
    const { router } = renderRoutes(routes, { route: '/admin/logs?from=2026-11-01&to=2026-11-03' });
    await screen.findByText('Ada Okafor created the program Program 12');
    expect(asked.at(-1)?.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(asked.at(-1)?.get('to')).toBe(new Date(2026, 10, 4).toISOString());
    // The address's days are shown DD-MM-YYYY (platform spec 9).
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01-11-2026');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('03-11-2026');

    // A typed To day goes to the address as YYYY-MM-DD and to the server as a whole local day.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '04112026' } });
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe(new Date(2026, 10, 5).toISOString()));
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe('2026-11-04');

    const calls = asked.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '05-11-2026' } });
    expect(await screen.findByText('From cannot be after To')).toBeTruthy();
    expect(screen.getByText('To cannot be before From')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Activity log' })).toBeNull();
    expect(asked.length).toBe(calls);
  });

  it('shows a manager without the restricted activity logs group the permission-denied view, and calls nothing', async () => {
    const asked = stubLog(makeUser('MANAGER'));
    renderRoutes(routes, { route: '/admin/logs' });
    expect(await screen.findByText(messages.permissionDenied)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Activity log' })).toBeNull();
    expect(asked).toEqual([]);
  });

  it('stacks each entry in one cell on narrow screens, wording first', async () => {
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
    stubLog();
    renderRoutes(routes, { route: '/admin/logs?limit=5' });
    const table = within(await screen.findByRole('table', { name: 'Activity log' }));
    await table.findByText('Ada Okafor created the program Program 12');
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Entries']);
    const [, first] = table.getAllByRole('row');
    expect(within(first!).getAllByRole('cell')).toHaveLength(1);
    expect(first!.textContent).toMatch(
      /^Ada Okafor created the program Program 12Create programs.*ada@chalkline\.local$/,
    );
  });
});
