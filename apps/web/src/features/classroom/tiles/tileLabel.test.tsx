import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, student, tutor } from '../connection/testing';
import { MediaProvider } from '../media/MediaContext';
import { MediaSession } from '../media/MediaSession';
import { putRemote, type RemoteElement } from '../media/media-state';
import { createFakePeerConnection } from '../media/testing';
import { TileGrid } from './TileGrid';
import { tileLabel } from './tileLabel';

const element = (producerId: string, paused = false): RemoteElement => ({
  producerId,
  consumerId: null,
  trackId: null,
  isPausedServerSide: paused,
  isPausedClientSide: false,
});

function renderGrid() {
  const setup = admittedFakeConnection();
  const session = new MediaSession({
    host: setup.connection,
    notify: () => undefined,
    devices: () => undefined,
    createPeerConnection: createFakePeerConnection,
    capabilities: { codecs: [] },
  });
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <MediaProvider session={session}>
        <TileGrid narrow={false} />
      </MediaProvider>
    </ConnectionProvider>,
  );
  return { ...setup, session };
}

const tileName = (connection: string) =>
  screen
    .getAllByTestId('participant-tile')
    .find((t) => t.getAttribute('data-connection') === connection)
    ?.getAttribute('aria-label');

describe('a video tile’s name (ADR 0077)', () => {
  it('says who it is and whether they speak, are muted, share their screen or raise a hand', () => {
    const { session, socket } = renderGrid();
    expect(tileName(student.connection)).toBe('Dami Bello');
    expect(tileName(tutor.connection)).toBe('Chidi Eze (You)');

    act(() => session.store.update((s) => putRemote(s, student.connection, 'audio', element('mic'))));
    act(() => session.store.update((s) => ({ ...s, activeSpeaker: student.connection })));
    expect(screen.getByRole('group', { name: 'Dami Bello, speaking' })).toBeTruthy();

    act(() => session.store.update((s) => putRemote(s, student.connection, 'audio', element('mic', true))));
    expect(tileName(student.connection)).toBe('Dami Bello, muted');

    act(() => session.store.update((s) => putRemote(s, student.connection, 'screen-video', element('screen'))));
    act(() => socket.fire('raise_hand', { user: student.connection, isHandRaised: true }));
    expect(tileName(student.connection)).toBe('Dami Bello, muted, sharing their screen, hand raised');
    // The shared screen has its own tile, named for who presents.
    expect(screen.getByRole('group', { name: 'Dami Bello is presenting' })).toBeTruthy();
  });

  it('never calls a muted person speaking, and says when they are reconnecting', () => {
    const base = { name: 'Dami Bello', isYou: false, sharing: false, handRaised: false, reconnecting: false };
    expect(tileLabel({ ...base, speaking: true, muted: true })).toBe('Dami Bello, muted');
    expect(tileLabel({ ...base, speaking: false, muted: false, reconnecting: true })).toBe('Dami Bello, reconnecting');
    expect(tileLabel({ ...base, isYou: true, speaking: false, muted: false, sharing: true })).toBe(
      'Dami Bello (You), sharing your screen',
    );
  });
});
