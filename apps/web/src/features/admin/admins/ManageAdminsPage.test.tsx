import { type AdminSummary, adminPermissions, messages } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';

const master = makeUser('MASTER');

const summary = (overrides: Partial<AdminSummary> & Pick<AdminSummary, 'key' | 'email'>): AdminSummary => ({
  title: null,
  firstName: 'Bola',
  lastName: 'Adeyemi',
  otherNames: null,
  avatar: null,
  gender: null,
  memberRole: 'MANAGER',
  permissions: [],
  suspended: false,
  twoFactor: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const masterRow = summary({
  key: master.key,
  email: master.email,
  firstName: 'Ada',
  lastName: 'Okafor',
  memberRole: 'MASTER',
  permissions: [...adminPermissions],
});
const managerRow = summary({
  key: 'manager-2',
  email: 'bola@chalkline.local',
  permissions: ['students.access', 'students.create'],
});
const suspendedRow = summary({
  key: 'manager-3',
  email: 'gone@chalkline.local',
  firstName: 'Kemi',
  lastName: 'Ade',
  suspended: true,
});

describe('ManageAdminsPage', () => {
  it('shows the permission-denied view to a manager without the admin management group, and asks nothing', async () => {
    const fetchMock = stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MANAGER')) });
    renderRoutes(routes, { route: '/admin/admins' });
    expect(await screen.findByText(messages.permissionDenied)).toBeTruthy();
    expect(messages.permissionDenied).toBe('You do not have permisions to view this route.');
    expect(callsOf(fetchMock).map(([, path]) => path)).not.toContain('/admin/admins');
  });

  it('lists the admins with role, groups and state; a master gets no actions on themselves', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(master),
      'GET /admin/admins': { data: { admins: [masterRow, managerRow, suspendedRow] } },
    });
    renderRoutes(routes, { route: '/admin/admins' });
    const table = within(await screen.findByRole('table', { name: 'Admins' }));
    const rows = table.getAllByRole('row');
    const masterCells = within(rows[1]!);
    expect(masterCells.getByText('All groups')).toBeTruthy();
    expect(masterCells.queryByRole('button')).toBeNull();
    const managerCells = within(rows[2]!);
    expect(managerCells.getByText('Manage students')).toBeTruthy();
    expect(managerCells.getByRole('button', { name: 'Suspend Adeyemi Bola' })).toBeTruthy();
    const suspendedCells = within(rows[3]!);
    expect(suspendedCells.getByText('Suspended')).toBeTruthy();
    expect(suspendedCells.getByText('No groups yet')).toBeTruthy();
    expect(suspendedCells.getByRole('button', { name: 'Restore Ade Kemi' })).toBeTruthy();
  });

  it('shows cards below 768 px with every action still reachable', async () => {
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
    stubApi({
      'GET /auth/session': sessionAnswer(master),
      'GET /admin/admins': { data: { admins: [masterRow, managerRow] } },
    });
    renderRoutes(routes, { route: '/admin/admins' });
    const list = within(await screen.findByRole('list', { name: 'Admins' }));
    expect(screen.queryByRole('table', { name: 'Admins' })).toBeNull();
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByRole('button', { name: 'Edit Adeyemi Bola' })).toBeTruthy();
    expect(list.getByRole('button', { name: 'Delete Adeyemi Bola' })).toBeTruthy();
  });

  it('lets a master create a manager with chosen groups, then refreshes the list', { timeout: 60_000 }, async () => {
    const created = summary({ key: 'new-admin', email: 'new@chalkline.local', firstName: 'Ngozi' });
    let admins = [masterRow];
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(master),
      'GET /admin/admins': () => ({ data: { admins } }),
      'POST /admin/admins': () => {
        admins = [masterRow, created];
        return new Response(JSON.stringify({ message: 'Admin created', data: { admin: created } }), { status: 201 });
      },
    });
    renderRoutes(routes, { route: '/admin/admins' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create admin' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create admin' }));
    expect(await dialog.findByText('Please provide a first name')).toBeTruthy();

    fireEvent.change(dialog.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ngozi' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Uche' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Email' }), { target: { value: 'new@chalkline.local' } });
    fireEvent.change(dialog.getByLabelText(/^Starting password/), { target: { value: 'Manager#2027' } });
    // Ticking an action gives its page too.
    fireEvent.click(dialog.getByLabelText('Create students', { selector: 'input' }));
    expect((dialog.getByLabelText('Manage students', { selector: 'input' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Create admin' }));

    expect(await screen.findByText('Admin created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('new@chalkline.local')).toBeTruthy();
    const post = callsOf(fetchMock).find(([method]) => method === 'POST')!;
    expect(post[2]).toMatchObject({
      role: 'MANAGER',
      firstName: 'Ngozi',
      lastName: 'Uche',
      email: 'new@chalkline.local',
      password: 'Manager#2027',
    });
    expect([...(post[2] as { permissions: string[] }).permissions].sort()).toEqual([
      'students.access',
      'students.create',
    ]);
  });

  it('edits a manager’s groups, suspends after asking, and deletes after asking', { timeout: 60_000 }, async () => {
    let admins = [masterRow, managerRow];
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(master),
      'GET /admin/admins': () => ({ data: { admins } }),
      'PATCH /admin/admins/manager-2': ({ body }: { body: unknown }) => {
        const next = { ...managerRow, ...(body as object) };
        admins = [masterRow, next];
        return { message: 'Admin updated', data: { admin: next } };
      },
      'PUT /admin/admins/manager-2/suspension': () => {
        admins = [masterRow, { ...managerRow, suspended: true }];
        return { message: 'Admin suspended; their sign-in has ended', data: { admin: admins[1] } };
      },
      'DELETE /admin/admins/manager-2': () => {
        admins = [masterRow];
        return { message: 'Admin deleted; their sign-in has ended', data: { admin: managerRow } };
      },
    });
    renderRoutes(routes, { route: '/admin/admins' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Adeyemi Bola' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Adeyemi Bola' }));
    // Taking the page away takes its actions too.
    fireEvent.click(edit.getByLabelText('Manage students', { selector: 'input' }));
    expect((edit.getByLabelText('Create students', { selector: 'input' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(edit.getByLabelText('Coupons', { selector: 'input' }));
    fireEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Admin updated')).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual([
      'PATCH',
      '/admin/admins/manager-2',
      { role: 'MANAGER', permissions: ['coupons.access'] },
    ]);

    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Adeyemi Bola' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Suspend admin?' }));
    fireEvent.click(ask.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Admin suspended; their sign-in has ended')).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual(['PUT', '/admin/admins/manager-2/suspension', { suspended: true }]);
    expect(await screen.findByRole('button', { name: 'Restore Adeyemi Bola' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Adeyemi Bola' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete admin?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('bola@chalkline.local')).toBeNull());
    expect(callsOf(fetchMock)).toContainEqual(['DELETE', '/admin/admins/manager-2', undefined]);
  });

  it('shows a server refusal in the edit dialog', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(master),
      'GET /admin/admins': { data: { admins: [masterRow, managerRow] } },
      'PATCH /admin/admins/manager-2': new Response(
        JSON.stringify({ message: 'The last master admin must stay: make another master first', code: 'CONFLICT' }),
        { status: 409 },
      ),
    });
    renderRoutes(routes, { route: '/admin/admins' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Adeyemi Bola' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit Adeyemi Bola' }));
    fireEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await edit.findByText('The last master admin must stay: make another master first')).toBeTruthy();
  });
});
