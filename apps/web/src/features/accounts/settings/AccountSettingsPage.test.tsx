import type { SessionInfo } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { callsOf, errorAnswer, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { nigeria } from '../../../test/countries';
import { renderRoutes } from '../../../test/render';

const admin = makeUser('MASTER');
const sessions: SessionInfo[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    ip: '127.0.0.1',
    createdAt: '2026-03-01T10:00:00.000Z',
    lastUsedAt: '2026-03-03T16:05:00.000Z',
    current: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    ip: '10.0.0.2',
    createdAt: '2026-02-01T10:00:00.000Z',
    lastUsedAt: '2026-02-02T09:00:00.000Z',
    current: false,
  },
];

const setup = (extra: Record<string, unknown> = {}) => {
  const fetchMock = stubApi({
    'GET /auth/session': sessionAnswer(admin),
    'GET /auth/sessions': { data: { sessions } },
    'GET /reference/countries': { data: { countries: [] } },
    ...extra,
  });
  renderRoutes(routes, { route: '/admin/profile/settings' });
  return fetchMock;
};

const form = (name: string) => within(screen.getByRole('form', { name }));

describe('AccountSettingsPage', () => {
  it('sends only the changed details and shows the server answer', async () => {
    const fetchMock = setup({
      'PATCH /auth/update-account-profile': ({ body }: { body: object }) => ({
        message: 'Your profile has been updated',
        data: { user: { ...admin, ...body } },
      }),
    });
    await screen.findByRole('form', { name: 'Personal details' });
    fireEvent.change(form('Personal details').getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Adaeze' },
    });
    fireEvent.click(form('Personal details').getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated')).toBeTruthy();
    const patch = callsOf(fetchMock).find(([method]) => method === 'PATCH');
    expect(patch?.[2]).toEqual({ firstName: 'Adaeze' });
  });

  it('shows the validation message for a cleared first name without calling the server', async () => {
    const fetchMock = setup();
    await screen.findByRole('form', { name: 'Personal details' });
    fireEvent.change(form('Personal details').getByRole('textbox', { name: 'First name' }), { target: { value: ' ' } });
    fireEvent.click(form('Personal details').getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please provide a first name')).toBeTruthy();
    expect(callsOf(fetchMock).some(([method]) => method === 'PATCH')).toBe(false);
  });

  it('lists the signed-in browsers and signs another one out', async () => {
    const fetchMock = setup({
      'DELETE /auth/sessions/22222222-2222-4222-8222-222222222222': { message: 'That browser has been signed out' },
    });
    const list = within(await screen.findByRole('list', { name: 'Signed-in browsers' }));
    expect(list.getByText('Chrome on Linux')).toBeTruthy();
    expect(list.getByText('This browser')).toBeTruthy();
    expect(list.getAllByRole('button', { name: /^Sign out/ })).toHaveLength(1);
    fireEvent.click(list.getByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('That browser has been signed out')).toBeTruthy();
    expect(callsOf(fetchMock).some(([method, path]) => method === 'DELETE' && path.endsWith('2222'))).toBe(true);
  });

  it('changes the password with the current one, showing server field errors', async () => {
    const fetchMock = setup({
      'POST /auth/reset-account-password': errorAnswer(400, 'The current password is incorrect', 'VALIDATION_FAILED', {
        currentPassword: 'The current password is incorrect',
      }),
    });
    const change = await screen.findByRole('form', { name: 'Change password' });
    const field = (label: RegExp) => within(change).getByLabelText(label);
    fireEvent.change(field(/^Current password/), { target: { value: 'Old#2026x' } });
    fireEvent.change(field(/^New password/), { target: { value: 'Newer#2026' } });
    fireEvent.change(field(/^Confirm new password/), { target: { value: 'Other#2026' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByText('Password and Confirm Password do not match')).toBeTruthy();

    fireEvent.change(field(/^Confirm new password/), { target: { value: 'Newer#2026' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByText('The current password is incorrect')).toBeTruthy();
    expect(screen.getAllByText('The current password is incorrect')).toHaveLength(2);
    expect(callsOf(fetchMock)).toContainEqual([
      'POST',
      '/auth/reset-account-password',
      { currentPassword: 'Old#2026x', password: 'Newer#2026', confirmPassword: 'Newer#2026' },
    ]);
  });

  it('offers the photo picker', async () => {
    setup();
    expect(await screen.findByText('Click here to upload an image or drag and drop here')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save photo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("starts a student's address from their profile and sends country and state together", async () => {
    const student = makeUser('STUDENT');
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(student),
      'GET /auth/sessions': { data: { sessions } },
      'GET /reference/countries': { data: { countries: [nigeria] } },
      [`GET /students/${student.key}/profile`]: {
        data: {
          profile: {
            basic: {
              firstName: 'Dami',
              country: { label: 'Nigeria', value: 'NG' },
              state: { label: 'Lagos', value: 'LA' },
            },
          },
        },
      },
      'PATCH /auth/update-account-profile': { message: 'Your profile has been updated', data: { user: student } },
    });
    renderRoutes(routes, { route: '/accounts/profile/settings' });
    const details = await screen.findByRole('form', { name: 'Personal details' });
    const country = within(details).getByRole('combobox', { name: 'Country' }) as HTMLInputElement;
    await waitFor(() => expect(country.value).toBe('Nigeria'));
    const state = within(details).getByRole('combobox', { name: 'State' }) as HTMLInputElement;
    expect(state.value).toBe('Lagos');

    fireEvent.mouseDown(state);
    fireEvent.click(await screen.findByRole('option', { name: 'Oyo' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been updated')).toBeTruthy();
    const patch = callsOf(fetchMock).find(([method]) => method === 'PATCH');
    expect(patch?.[2]).toEqual({ country: { label: 'Nigeria', value: 'NG' }, state: { label: 'Oyo', value: 'OY' } });
  });
});
