import { familyTexts } from '@chalkline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../test/apiStub';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ChildRecordings } from './ChildSections';
import { ConsentForm } from './ConsentForm';
import { PairChildForm } from './PairChildForm';

afterEach(() => vi.unstubAllGlobals());

const child = {
  key: 'child-1',
  firstName: 'Dami',
  lastName: 'Bello',
  consent: { recording: false, camera: false },
  linkedAt: '2026-11-01T09:00:00.000Z',
};

describe('PairChildForm (ADR 0079)', () => {
  it('shows the server’s refusal of a bad code at the field, and names the child paired with a good one', async () => {
    let attempts = 0;
    const fetchMock = stubApi({
      'POST /accounts/children/pair': () =>
        attempts++ === 0
          ? jsonResponse(
              {
                message: familyTexts.codeInvalid,
                code: 'VALIDATION_FAILED',
                fields: { code: familyTexts.codeInvalid },
              },
              400,
            )
          : { message: familyTexts.childPaired, data: { child } },
    });
    const onPaired = vi.fn();
    renderWithProviders(<PairChildForm onPaired={onPaired} />);
    const field = screen.getByRole('textbox', { name: 'Pairing code' });
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
    expect(await screen.findByText(familyTexts.codeInvalid)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'abcd2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add child' }));
    await waitFor(() => expect(onPaired).toHaveBeenCalledWith('child-1'));
    expect(callsOf(fetchMock).map(([, , body]) => body)).toEqual([{ code: 'wrong' }, { code: 'abcd2345' }]);
  });
});

describe('ConsentForm (ADR 0079)', () => {
  it('says nothing was answered yet, and saves both answers once one changed', async () => {
    const onSave = vi.fn(async () => ({ message: familyTexts.consentSaved }));
    renderWithProviders(
      <ConsentForm consent={{ ...child.consent, updatedAt: null, updatedBy: null }} onSave={onSave} />,
    );
    expect(screen.getByText(/Not answered yet/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save consent' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Lessons with this child may be recorded' }));
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ recording: true, camera: false }));
    expect(await screen.findByText(familyTexts.consentSaved)).toBeTruthy();
  });
});

describe('ChildRecordings (ADR 0079)', () => {
  const recording = {
    key: 'rec-1',
    roomKey: 'abc-defg-hij',
    status: 'ready',
    startedAt: '2026-11-20T15:00:00.000Z',
    endedAt: '2026-11-20T15:40:00.000Z',
    durationMs: 2_400_000,
    sizeBytes: 1000,
    recordedBy: { key: 'tutor-1', name: 'Chidi Eze' },
    thumbnailUrl: null,
    fileUrl: '/api/accounts/children/child-1/recordings/rec-1/file',
    captionsUrl: null,
    canDelete: false,
  };

  it('plays a recording of the child’s lesson from the guardian’s own route, with nothing to delete', async () => {
    stubApi({ 'GET /accounts/children/child-1/recordings': () => ({ data: { recordings: [recording] } }) });
    renderWithProviders(<ChildRecordings childKey="child-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const player = await screen.findByTestId('recording-player');
    expect(player.getAttribute('src')).toBe('/api/accounts/children/child-1/recordings/rec-1/file');
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.getByText('40:00')).toBeTruthy();
  });

  it('says why nothing shows while the school does not share recordings', async () => {
    stubApi({ 'GET /accounts/children/child-1/recordings': () => ({ data: { recordings: [] } }) });
    renderWithProviders(<ChildRecordings childKey="child-1" />);
    expect(await screen.findByText(/When the school shares lesson recordings/)).toBeTruthy();
  });
});
