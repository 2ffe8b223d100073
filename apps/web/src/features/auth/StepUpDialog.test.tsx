import { passkeyTexts, twoFactorTexts } from '@chalkline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { callsOf, errorAnswer, stubApi } from '../../test/apiStub';
import { renderWithProviders } from '../../test/render';
import StepUpDialog from './StepUpDialog';

const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startAuthentication: browser.startAuthentication,
}));

const assertion = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'x', authenticatorData: 'y', signature: 'z' },
  clientExtensionResults: {},
};

/** A sensitive action that asks for step-up until a passkey confirms it; the call is under way. */
function sensitiveAction(extra: Parameters<typeof stubApi>[0]) {
  let confirmed = false;
  const fetchMock = stubApi({
    'PATCH /admin/school-settings': () =>
      confirmed ? { message: 'Saved', data: {} } : errorAnswer(403, twoFactorTexts.stepUp, 'STEP_UP_REQUIRED'),
    'POST /auth/reauthenticate/passkey': () => {
      confirmed = true;
      return { message: twoFactorTexts.confirmed };
    },
    ...extra,
  });
  const call = api.patch('/admin/school-settings', { keepMessages: true });
  return { fetchMock, call };
}
const statusAsked = (fetchMock: ReturnType<typeof stubApi>) =>
  waitFor(() => expect(callsOf(fetchMock).some(([, path]) => path === '/auth/two-factor')).toBe(true));

describe('StepUpDialog (ADR 0056, passkeys ADR 0070)', () => {
  beforeEach(() => {
    browser.supported = true;
    browser.startAuthentication.mockReset();
  });

  it('offers a passkey to a person who has one, and retries the action after it', async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    renderWithProviders(<StepUpDialog twoFactor />);
    const { fetchMock, call } = sensitiveAction({
      'GET /auth/two-factor': { data: { enabled: false, required: false, recoveryCodesLeft: 10, passkeys: 1 } },
      'POST /auth/reauthenticate/passkey/options': { data: { challenge: 'c9', rpId: 'localhost' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await expect(call).resolves.toMatchObject({ message: 'Saved' });
    expect(browser.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: expect.objectContaining({ challenge: 'c9' }),
    });
    const sent = callsOf(fetchMock).find(([, path]) => path === '/auth/reauthenticate/passkey');
    expect(sent?.[2]).toEqual({ response: assertion });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the passkey prompt is closed, and keeps the password way', async () => {
    browser.startAuthentication.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    renderWithProviders(<StepUpDialog twoFactor />);
    sensitiveAction({
      'GET /auth/two-factor': { data: { enabled: false, required: false, recoveryCodesLeft: 10, passkeys: 2 } },
      'POST /auth/reauthenticate/passkey/options': { data: { challenge: 'c1' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText(passkeyTexts.failed)).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
  });

  it('offers no passkey without one, or in a browser that cannot use them', async () => {
    const { unmount } = renderWithProviders(<StepUpDialog twoFactor />);
    const first = sensitiveAction({
      'GET /auth/two-factor': { data: { enabled: true, required: false, recoveryCodesLeft: 10, passkeys: 0 } },
    });
    expect(await screen.findByRole('button', { name: 'Use a code from your app instead' })).toBeTruthy();
    await statusAsked(first.fetchMock);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    unmount();

    browser.supported = false;
    renderWithProviders(<StepUpDialog twoFactor />);
    const second = sensitiveAction({
      'GET /auth/two-factor': { data: { enabled: false, required: false, recoveryCodesLeft: 10, passkeys: 1 } },
    });
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    await statusAsked(second.fetchMock);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});
