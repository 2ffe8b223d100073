import type { ChatReport } from '@chalkline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../../../test/apiStub';
import { renderWithProviders } from '../../../../test/render';
import { ReportCard } from './ReportCard';

afterEach(() => vi.unstubAllGlobals());

const report: ChatReport = {
  key: 'r1',
  room: 'chat:program:p1',
  kind: 'GROUP',
  conversation: 'Maths',
  message: {
    key: 'm1',
    text: 'You are not welcome',
    from: 'Kemi Ade',
    fromKey: 'u1',
    createdAt: '2026-11-28T08:00:00.000Z',
    deletedAt: null,
  },
  reporter: 'Dami Bello',
  reason: 'Bullying',
  createdAt: '2026-11-28T08:01:00.000Z',
  status: 'OPEN',
  handledBy: null,
  handledAt: null,
  note: null,
};

describe('ReportCard (ADR 0064)', () => {
  it('marks a report handled with a note', async () => {
    const fetchMock = stubApi({
      'PATCH /admin/chat/reports/r1': { data: { report: { ...report, status: 'HANDLED' } } },
    });
    renderWithProviders(<ReportCard report={report} mayModerate />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Talked to the family' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual([
        'PATCH',
        '/admin/chat/reports/r1',
        { status: 'HANDLED', note: 'Talked to the family' },
      ]),
    );
  });

  it('deletes the message only after confirming, and mutes its writer for the chosen time', async () => {
    const fetchMock = stubApi({
      'DELETE /admin/chat/messages/m1': { message: 'The message was deleted for everyone' },
      'POST /admin/chat/mutes': {
        data: { mute: { key: 'u1', name: 'Kemi Ade', until: '', mutedBy: null, reason: null } },
      },
    });
    renderWithProviders(<ReportCard report={report} mayModerate />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('Delete this message for everyone?')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContainEqual(['DELETE', '/admin/chat/messages/m1', undefined]));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Mute Kemi Ade' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(callsOf(fetchMock)).toContainEqual(['POST', '/admin/chat/mutes', { user: 'u1', minutes: 60 }]),
    );
  });

  it('shows only the context to those who read reports but do not moderate', () => {
    renderWithProviders(
      <ReportCard
        report={{ ...report, status: 'HANDLED', handledBy: 'Ada Okafor', handledAt: report.createdAt, note: 'Done' }}
        mayModerate={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Show in context' })).toBeTruthy();
    for (const name of ['Mark handled', 'Dismiss', 'Reopen', 'Delete message', 'Mute Kemi Ade'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByTestId('chat-report-handled').textContent).toMatch(/^Handled by Ada Okafor on .+: Done$/);
  });
});
