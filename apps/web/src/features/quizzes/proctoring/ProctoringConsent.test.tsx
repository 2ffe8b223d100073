import { proctoringTexts } from '@chalkline/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { ProctoringConsent } from './ProctoringConsent';

afterEach(() => vi.unstubAllGlobals());

const consent = (consent: 'allowed' | 'guardianConsentMissing') => () => ({
  data: { quizTitle: 'Fractions', consent, retentionDays: 14 },
});

describe('the proctoring consent screen (ADR 0082)', () => {
  it('says what is recorded, who sees it and how long it is kept, and starts only on the student’s click', async () => {
    stubApi({ 'GET /quiz/proctoring/consent': consent('allowed') });
    const onStart = vi.fn(async () => undefined);
    renderWithProviders(<ProctoringConsent assignment="a1" resume={false} onStart={onStart} />);
    expect(await screen.findByRole('heading', { name: proctoringTexts.title })).toBeTruthy();
    expect(screen.getByText('Fractions')).toBeTruthy();
    expect(screen.getByText(proctoringTexts.recorded)).toBeTruthy();
    expect(screen.getByText(proctoringTexts.whoSees)).toBeTruthy();
    expect(screen.getByText(proctoringTexts.kept(14))).toBeTruthy();
    expect(onStart).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: proctoringTexts.agree }));
    await vi.waitFor(() => expect(onStart).toHaveBeenCalledTimes(1));
  });

  it('shows why it could not start (the screen was not shared) and lets the student try again', async () => {
    stubApi({ 'GET /quiz/proctoring/consent': consent('allowed') });
    const onStart = vi.fn(async () => {
      throw new Error(proctoringTexts.needScreen);
    });
    renderWithProviders(<ProctoringConsent assignment="a1" resume={false} onStart={onStart} />);
    fireEvent.click(await screen.findByRole('button', { name: proctoringTexts.agree }));
    expect(await screen.findByText(proctoringTexts.needScreen)).toBeTruthy();
    expect((screen.getByRole('button', { name: proctoringTexts.agree }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no start to a child whose guardians have not agreed', async () => {
    stubApi({ 'GET /quiz/proctoring/consent': consent('guardianConsentMissing') });
    renderWithProviders(<ProctoringConsent assignment="a1" resume={false} onStart={vi.fn()} />);
    expect(await screen.findByText(proctoringTexts.guardianMissing)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks to share again after a reload', async () => {
    stubApi({ 'GET /quiz/proctoring/consent': consent('allowed') });
    renderWithProviders(<ProctoringConsent assignment="a1" resume onStart={vi.fn()} />);
    expect(await screen.findByRole('button', { name: proctoringTexts.resume })).toBeTruthy();
  });
});
