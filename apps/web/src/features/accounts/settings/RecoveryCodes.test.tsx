import { twoFactorTexts } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { NewRecoveryCodes } from './RecoveryCodes';
import { TwoFactorSection } from './TwoFactorSection';

describe('recovery codes (ADR 0056, passkeys ADR 0070)', () => {
  it('makes new codes only with the password, and shows the refusal of a wrong one', async () => {
    const onMade = vi.fn();
    const fetchMock = stubApi({
      'POST /auth/two-factor/recovery-codes': ({ body }: { body: unknown }) =>
        (body as { password: string }).password === 'right'
          ? { message: twoFactorTexts.recoveryCodesNew, data: { recoveryCodes: ['aaaaa-bbbbb'] } }
          : errorAnswer(400, 'The password is incorrect', 'VALIDATION_FAILED', {
              password: 'The password is incorrect',
            }),
    });
    renderWithProviders(<NewRecoveryCodes onMade={onMade} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    const form = within(screen.getByRole('form', { name: 'New recovery codes' }));
    fireEvent.click(form.getByRole('button', { name: 'Make new codes' }));
    expect(await form.findByText('Please provide your password')).toBeTruthy();
    expect(callsOf(fetchMock)).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(form.getByRole('button', { name: 'Make new codes' }));
    expect(await form.findByText('The password is incorrect')).toBeTruthy();
    fireEvent.change(form.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(form.getByRole('button', { name: 'Make new codes' }));
    await vi.waitFor(() => expect(onMade).toHaveBeenCalledWith(['aaaaa-bbbbb']));
  });

  it('a person with passkeys alone sees their codes left and can renew them', async () => {
    stubApi({
      'GET /auth/two-factor': { data: { enabled: false, required: true, recoveryCodesLeft: 7, passkeys: 1 } },
      'POST /auth/two-factor/recovery-codes': {
        message: twoFactorTexts.recoveryCodesNew,
        data: { recoveryCodes: ['ccccc-ddddd'] },
      },
    });
    renderWithProviders(<TwoFactorSection />);
    expect(
      await screen.findByText(/Two-factor sign-in is on with your passkeys\. 7 recovery codes left\./),
    ).toBeTruthy();
    expect(screen.queryByText(/Please set it up to continue/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getByText('ccccc-ddddd')).toBeTruthy();
  });
});
