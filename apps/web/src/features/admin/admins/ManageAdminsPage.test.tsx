import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';

const master = makeUser('MASTER');
const manager = makeUser('MANAGER');

describe('ManageAdminsPage', () => {
  it('lists the admins; a manager cannot create one', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(manager),
      'GET /admin/admins': { data: { admins: [master, manager] } },
    });
    renderRoutes(routes, { route: '/admin/admins' });
    const table = within(await screen.findByRole('table', { name: 'Admins' }));
    expect(await table.findByText('master@chalkline.local')).toBeTruthy();
    expect(table.getByText('manager@chalkline.local')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create admin' })).toBeNull();
  });

  it('lets a master create an admin in a modal, then refreshes the list', async () => {
    const created = makeUser('MANAGER', { key: 'new-admin', email: 'new@chalkline.local', firstName: 'Ngozi' });
    let admins = [master];
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(master),
      'GET /admin/admins': () => ({ data: { admins } }),
      'POST /admin/admins': () => {
        admins = [master, created];
        return new Response(JSON.stringify({ message: 'Admin created', data: { admin: created } }), { status: 201 });
      },
    });
    renderRoutes(routes, { route: '/admin/admins' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create admin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create admin' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create admin' }));
    expect(await dialog.findByText('Please provide a first name')).toBeTruthy();
    expect(dialog.getByText('Set a password for this account')).toBeTruthy();

    fireEvent.change(dialog.getByRole('textbox', { name: 'First name' }), { target: { value: 'Ngozi' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Uche' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Email' }), { target: { value: 'new@chalkline.local' } });
    fireEvent.change(dialog.getByLabelText(/^Starting password/), { target: { value: 'Manager#2027' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create admin' }));

    expect(await screen.findByText('Admin created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('new@chalkline.local')).toBeTruthy();
    expect(callsOf(fetchMock)).toContainEqual([
      'POST',
      '/admin/admins',
      { role: 'MANAGER', firstName: 'Ngozi', lastName: 'Uche', email: 'new@chalkline.local', password: 'Manager#2027' },
    ]);
  });
});
