import { passkeyTexts } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { PasskeysSection } from './PasskeysSection';

const browser = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
}));

const laptop = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Work laptop',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: '2026-03-03T16:05:00.000Z',
};
const phone = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Phone',
  createdAt: '2026-03-02T10:00:00.000Z',
  lastUsedAt: null,
};
const registration = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'x', attestationObject: 'y' },
  clientExtensionResults: {},
};

describe('PasskeysSection', () => {
  beforeEach(() => {
    browser.supported = true;
    browser.startRegistration.mockReset();
  });

  it('lists the passkeys by name with when they were added and last used', async () => {
    stubApi({ 'GET /auth/passkeys': { data: [laptop, phone] } });
    renderWithProviders(<PasskeysSection />);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Work laptop', 'Phone']);
    expect(items[0]!.textContent).toMatch(/last used/);
    expect(items[1]!.textContent).toMatch(/not used yet/);
  });

  it('adds a named passkey through the browser prompt and sends its answer', async () => {
    let saved: (typeof laptop)[] = [];
    browser.startRegistration.mockResolvedValue(registration);
    const fetchMock = stubApi({
      'GET /auth/passkeys': () => ({ data: saved }),
      'POST /auth/passkeys/options': { data: { challenge: 'c1', rp: { id: 'localhost', name: 'Chalkline' } } },
      'POST /auth/passkeys': ({ body }: { body: { name: string } }) => {
        saved = [{ ...laptop, name: body.name }];
        return { message: passkeyTexts.added, data: saved[0] };
      },
    });
    renderWithProviders(<PasskeysSection />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Add a passkey' }));
    fireEvent.click(form.getByRole('button', { name: 'Add a passkey' }));
    expect(await form.findByText(passkeyTexts.nameRequired)).toBeTruthy();
    expect(browser.startRegistration).not.toHaveBeenCalled();

    fireEvent.change(form.getByRole('textbox', { name: 'Passkey name' }), { target: { value: 'Home tablet' } });
    fireEvent.click(form.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(passkeyTexts.added)).toBeTruthy();
    expect(browser.startRegistration).toHaveBeenCalledWith({
      optionsJSON: expect.objectContaining({ challenge: 'c1' }),
    });
    const post = callsOf(fetchMock).find(([method, path]) => method === 'POST' && path === '/auth/passkeys');
    expect(post?.[2]).toEqual({ name: 'Home tablet', response: registration });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Home tablet')).toBeTruthy();
  });

  it('shows the recovery codes once when the first passkey turns two-factor sign-in on', async () => {
    browser.startRegistration.mockResolvedValue(registration);
    const codes = ['abcde-fghij', 'klmno-pqrst'];
    stubApi({
      'GET /auth/passkeys': { data: [] },
      'POST /auth/passkeys/options': { data: { challenge: 'c1' } },
      'POST /auth/passkeys': { message: passkeyTexts.added, data: laptop, recoveryCodes: codes },
    });
    renderWithProviders(<PasskeysSection />);
    const form = within(await screen.findByRole('form', { name: 'Add a passkey' }));
    fireEvent.change(form.getByRole('textbox', { name: 'Passkey name' }), { target: { value: 'Work laptop' } });
    fireEvent.click(form.getByRole('button', { name: 'Add a passkey' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('removes a passkey after asking, and shows a refusal', async () => {
    let saved = [laptop, phone];
    const fetchMock = stubApi({
      'GET /auth/passkeys': () => ({ data: saved }),
      [`DELETE /auth/passkeys/${phone.id}`]: () => {
        saved = [laptop];
        return { message: passkeyTexts.removed };
      },
      [`DELETE /auth/passkeys/${laptop.id}`]: errorAnswer(403, passkeyTexts.lastRequired, 'FORBIDDEN'),
    });
    renderWithProviders(<PasskeysSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete passkey Phone' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(passkeyTexts.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Phone')).toBeNull());
    expect(callsOf(fetchMock).some(([method, path]) => method === 'DELETE' && path.endsWith(phone.id))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete passkey Work laptop' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(passkeyTexts.lastRequired)).toBeTruthy();
  });

  it('says so when the browser cannot use passkeys', async () => {
    browser.supported = false;
    stubApi({ 'GET /auth/passkeys': { data: [laptop] } });
    renderWithProviders(<PasskeysSection />);
    expect(await screen.findByText(passkeyTexts.unsupported)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a passkey' })).toBeNull();
    expect(await screen.findByText('Work laptop')).toBeTruthy();
  });
});
