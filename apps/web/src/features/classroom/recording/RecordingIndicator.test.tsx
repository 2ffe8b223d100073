import 'fake-indexeddb/auto';
import { familyTexts, recordingTexts } from '@chalkline/contracts';
import MenuList from '@mui/material/MenuList';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, student, tutor } from '../connection/testing';
import { RecordingProvider } from './RecordingContext';
import { RecordingIndicator } from './RecordingIndicator';
import { RecordMenuItems } from './RecordMenuItem';

const live = {
  recordingId: 'rec-1',
  initiator: { key: tutor.key, connection: 'tab-other', firstName: tutor.firstName, lastName: tutor.lastName },
  startedAt: '2026-03-01T10:00:00.000Z',
  leftOut: [student.key],
};

const render = (setup: ReturnType<typeof admittedFakeConnection>) =>
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <RecordingProvider>
        <RecordingIndicator />
        <MenuList>
          <RecordMenuItems onDone={() => {}} />
        </MenuList>
      </RecordingProvider>
    </ConnectionProvider>,
  );

describe('recording without those who have no consent (ADR 0079)', () => {
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('AudioContext', class {});
    HTMLCanvasElement.prototype.captureStream = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the host after a refusal, and records without them on their word', async () => {
    const setup = admittedFakeConnection();
    render(setup);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Start recording' }));
    const reason = familyTexts.recordingRefused(['Dami Bello']);
    act(() => setup.socket.answer('start_recording', { error: reason, code: 'CONSENT_REQUIRED' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recording cannot start' });
    expect(dialog.textContent).toContain(reason);
    fireEvent.click(screen.getByRole('button', { name: familyTexts.recordWithoutThem }));
    expect(setup.socket.sent('start_recording').at(-1)?.payload).toEqual({ leaveOutWithoutConsent: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recording cannot start' })).toBeNull());
  });

  it('names who is left out to a host, and tells the one left out', () => {
    const host = admittedFakeConnection({ participants: [tutor, student], recording: live });
    const { unmount } = render(host);
    expect(screen.getByTestId('recording-indicator').getAttribute('aria-label')).toBe(
      `${recordingTexts.started} by Chidi Eze. ${familyTexts.leftOut(['Dami Bello'])}`,
    );
    unmount();
    const left = admittedFakeConnection({
      participants: [tutor, student],
      recording: live,
      you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' },
    });
    render(left);
    expect(screen.getByTestId('recording-indicator').getAttribute('aria-label')).toBe(familyTexts.youAreLeftOut);
  });
});
