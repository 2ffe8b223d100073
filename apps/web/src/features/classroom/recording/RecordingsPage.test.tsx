import type { RecordingSummary } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';
import { formatDuration, RecordingsPage } from './RecordingsPage';

afterEach(() => vi.unstubAllGlobals());

const recording = (overrides: Partial<RecordingSummary> = {}): RecordingSummary => ({
  key: 'rec-1',
  roomKey: 'abc-defg-hij',
  status: 'ready',
  startedAt: '2026-03-01T10:00:00.000Z',
  endedAt: '2026-03-01T10:41:07.000Z',
  durationMs: 2_467_000,
  sizeBytes: 1000,
  recordedBy: { key: 't1', name: 'Chidi Eze' },
  thumbnailUrl: '/api/recordings/rec-1/thumbnail',
  fileUrl: '/api/recordings/rec-1/file',
  captionsUrl: null,
  canDelete: true,
  ...overrides,
});
const routes = [{ path: '/meet/:meetingId/recordings', Component: RecordingsPage }];

describe('a classroom’s recordings', () => {
  it('lists date, length, who recorded and the thumbnail; plays, downloads and deletes', async () => {
    let list = [recording(), recording({ key: 'rec-2', status: 'processing', fileUrl: null, durationMs: null })];
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /recordings': () => ({ data: { recordings: list, canRecord: true } }),
      'DELETE /recordings/rec-1': () => {
        list = [recording({ key: 'rec-3', fileUrl: '/api/recordings/rec-3/file' })];
        return { message: 'Recording deleted' };
      },
    });
    renderRoutes(routes, { route: '/meet/abc-defg-hij/recordings' });
    const cards = await screen.findAllByTestId('recording-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Recorded by Chidi Eze')).toBeTruthy();
    expect(first.getByText('41:07')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/api/recordings/rec-1/file?download=true',
    );
    expect(within(cards[1]!).getByText('Preparing')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: 'Play' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.find((u) => u.pathname === '/api/recordings')?.searchParams.get('room')).toBe('abc-defg-hij');

    fireEvent.click(first.getByRole('button', { name: /^Delete the recording of/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('recording-card')).toHaveLength(1));
    expect(callsOf(fetchMock).some(([method, path]) => method === 'DELETE' && path === '/recordings/rec-1')).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect((await screen.findByTestId('recording-player')).getAttribute('src')).toBe('/api/recordings/rec-3/file');
  });

  it('names a program classroom by its room key and formats lengths', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'GET /recordings': { data: { recordings: [], canRecord: false } },
    });
    renderRoutes(routes, { route: '/meet/program/recordings?program=p1' });
    expect(await screen.findByText('No lesson has been recorded in this classroom yet.')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.find((u) => u.pathname === '/api/recordings')?.searchParams.get('room')).toBe('program:p1');
    expect([4_000, 65_000, 3_725_000, null].map(formatDuration)).toEqual(['0:04', '1:05', '1:02:05', '—']);
  });

  it('lets a host add WebVTT captions, which the player shows as a track, and remove them (issue 35)', async () => {
    let list = [recording()];
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /recordings': () => ({ data: { recordings: list, canRecord: true } }),
      'PUT /recordings/rec-1/captions': () => {
        list = [recording({ captionsUrl: '/api/recordings/rec-1/captions' })];
        return { message: 'Captions saved' };
      },
      'DELETE /recordings/rec-1/captions': () => {
        list = [recording()];
        return { message: 'Captions removed' };
      },
    });
    renderRoutes(routes, { route: '/meet/abc-defg-hij/recordings' });
    const card = within(await screen.findByTestId('recording-card'));
    expect(card.queryByRole('button', { name: 'Remove captions' })).toBeNull();
    const file = new File(['WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n'], 'lesson.vtt', { type: 'text/vtt' });
    fireEvent.change(screen.getByTestId('captions-input'), { target: { files: [file] } });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Replace captions' })).toBeTruthy());
    const put = callsOf(fetchMock).find(([method, path]) => method === 'PUT' && path === '/recordings/rec-1/captions');
    expect(put).toBeTruthy();
    expect(screen.getByText('Captions')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    const player = await screen.findByTestId('recording-player');
    const track = player.querySelector('track');
    expect([track?.getAttribute('kind'), track?.getAttribute('src')]).toEqual([
      'captions',
      '/api/recordings/rec-1/captions',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Remove captions' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add captions' })).toBeTruthy());
  });

  it('offers students no captions controls', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'GET /recordings': () => ({
        data: {
          recordings: [recording({ canDelete: false, captionsUrl: '/api/recordings/rec-1/captions' })],
          canRecord: false,
        },
      }),
    });
    renderRoutes(routes, { route: '/meet/abc-defg-hij/recordings' });
    const card = within(await screen.findByTestId('recording-card'));
    expect(card.queryByRole('button', { name: /captions/ })).toBeNull();
    expect(card.getByText('Captions')).toBeTruthy();
  });
});
