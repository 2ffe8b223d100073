import { type AdminGuardian, type DataRequest, dataRequestTexts } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, type StubRequest, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { DataRequestsPage } from '../../admin/data-requests/DataRequestsPage';
import { GuardiansPage } from '../../admin/guardians/GuardiansPage';
import { MyDataRequestsPage } from './MyDataRequestsPage';

afterEach(() => vi.unstubAllGlobals());

const guardian = makeUser('GUARDIAN');
const child = {
  key: 'child-1',
  firstName: 'Dami',
  lastName: 'Bello',
  consent: { recording: true, camera: false },
  linkedAt: '2026-11-01T09:00:00.000Z',
};
const request = (over: Partial<DataRequest>): DataRequest => ({
  key: 'r1',
  kind: 'EXPORT',
  status: 'PENDING',
  subject: { key: child.key, firstName: 'Dami', lastName: 'Bello', email: 'dami@example.test' },
  requester: { key: guardian.key, firstName: 'Funke', lastName: 'Bello', email: 'funke@example.test' },
  reason: null,
  declineReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  handledAt: null,
  exportUntil: null,
  ...over,
});

describe('MyDataRequestsPage (ADR 0085)', () => {
  it('shows each request’s status and answer, offers a completed export, and asks for a child’s data', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(guardian),
      'GET /accounts/children': { data: { children: [child] } },
      'GET /accounts/data-requests': {
        data: {
          requests: [
            request({
              status: 'COMPLETED',
              handledAt: '2026-11-21T09:00:00.000Z',
              exportUntil: '2026-11-28T09:00:00.000Z',
            }),
            request({ key: 'r2', kind: 'ERASURE', status: 'DECLINED', declineReason: 'An invoice is open' }),
          ],
        },
      },
      'POST /accounts/data-requests': (r: StubRequest) => ({
        message: dataRequestTexts.requested,
        data: { request: request({ key: 'r3', kind: (r.body as { kind: 'ERASURE' }).kind }) },
      }),
    });
    renderWithProviders(<MyDataRequestsPage />, { route: '/accounts/data-requests' });
    const list = await screen.findByRole('list', { name: 'Your requests' });
    expect(within(list).getByText('Completed')).toBeTruthy();
    expect(within(list).getByText('Declined')).toBeTruthy();
    expect(within(list).getByText('Reason: An invoice is open')).toBeTruthy();
    expect(within(list).getAllByRole('button', { name: 'Download the export' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Erase the data' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason (optional)' }), { target: { value: 'Moving' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(dataRequestTexts.requested)).toBeTruthy();
    const sent = callsOf(fetchMock).find(([method, path]) => method === 'POST' && path === '/accounts/data-requests');
    expect(sent?.[2]).toEqual({ subjectKey: child.key, kind: 'ERASURE', reason: 'Moving' });
  });
});

describe('DataRequestsPage (ADR 0085)', () => {
  it('lists the open requests and declines one with the reason the guardian is told', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/data-requests': (r: StubRequest) => {
        expect(r.search.get('status')).toBe('OPEN');
        return { data: { items: [request({ reason: 'Moving school' })], total: 1, page: 1, limit: 20 } };
      },
      'POST /admin/data-requests/r1/decline': { message: dataRequestTexts.declined, data: { request: request({}) } },
    });
    renderWithProviders(<DataRequestsPage />, { route: '/admin/data-requests' });
    const grid = await screen.findByRole('table', { name: 'Data requests' });
    expect(await within(grid).findByText('Export of data: Dami Bello')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Run export' })).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request?' });
    const decline = within(dialog).getByRole('button', { name: 'Decline' }) as HTMLButtonElement;
    expect(decline.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Invoices stay' } });
    fireEvent.click(decline);
    await waitFor(() =>
      expect(callsOf(fetchMock).find(([m, p]) => m === 'POST' && p === '/admin/data-requests/r1/decline')?.[2]).toEqual(
        {
          reason: 'Invoices stay',
        },
      ),
    );
  });
});

describe('GuardiansPage (ADR 0085)', () => {
  it('lists guardians with their children and opens one with each child’s consent', async () => {
    const row: AdminGuardian = {
      key: 'g1',
      firstName: 'Funke',
      lastName: 'Bello',
      email: 'funke@example.test',
      phone: null,
      suspended: false,
      createdAt: '2026-11-01T09:00:00.000Z',
      children: [child],
    };
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/guardians': { data: { items: [row], total: 1, page: 1, limit: 20 } },
    });
    renderWithProviders(<GuardiansPage />, { route: '/admin/guardians' });
    const grid = await screen.findByRole('table', { name: 'Guardians' });
    expect(await within(grid).findByText('Dami Bello')).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: 'Open Funke Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funke Bello' });
    expect(within(dialog).getByText('Consent: recording yes, camera no')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Unlink Dami Bello' })).toBeTruthy();
  });
});
