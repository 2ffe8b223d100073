import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, student, tutor } from '../connection/testing';
import { MediaProvider } from '../media/MediaContext';
import { MediaSession } from '../media/MediaSession';
import { putRemote, type RemoteElement } from '../media/media-state';
import { createFakePeerConnection } from '../media/testing';
import { TileGrid } from './TileGrid';

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
  const share = (on: boolean) =>
    act(() =>
      session.store.update((s) =>
        putRemote(s, student.connection, 'screen-video', on ? element('screen-producer') : null),
      ),
    );
  return { ...setup, session, share };
}

const element = (producerId: string, paused = false): RemoteElement => ({
  producerId,
  consumerId: null,
  trackId: null,
  isPausedServerSide: paused,
  isPausedClientSide: false,
});

const tileOf = (connection: string) =>
  screen.getAllByTestId('tile').find((t) => t.getAttribute('data-connection') === connection) as HTMLElement;

describe('TileGrid', () => {
  it('gives each person a tile with its test hooks, showing the avatar while no video plays', () => {
    renderGrid();
    expect(screen.getAllByTestId('tile').map((t) => t.getAttribute('data-connection'))).toEqual([
      tutor.connection,
      student.connection,
    ]);
    const tile = tileOf(student.connection);
    expect(within(tile).getByTestId('tile-video').getAttribute('data-state')).toBe('off');
    expect(within(tile).getByRole('img', { name: 'Dami Bello' })).toBeTruthy();
    expect(within(tile).getByRole('group', { name: 'Dami Bello' })).toBeTruthy();
  });

  it('while breakout rooms are open shows the people whose media one receives: one’s room, and a visited one (B8)', () => {
    const { socket } = renderGrid();
    const rooms = (visits = {}) => ({
      id: 'b1',
      rooms: [{ room: 1, name: 'Room 1', chatRoomId: 'meet:abc-defg-hij#breakout-b1-1' }],
      assignments: { [student.connection]: 1 },
      allowChoose: false,
      endsAt: null,
      visits,
    });
    const shown = () => screen.getAllByTestId('tile').map((t) => t.getAttribute('data-connection'));
    act(() => socket.fire('breakouts_changed', { breakouts: rooms() }));
    expect(shown()).toEqual([tutor.connection]);
    act(() =>
      socket.fire('breakouts_changed', { breakouts: rooms({ [tutor.connection]: { room: 1, mode: 'listen' } }) }),
    );
    expect(shown()).toEqual([tutor.connection, student.connection]);
    act(() => socket.fire('breakouts_changed', { breakouts: null }));
    expect(shown()).toEqual([tutor.connection, student.connection]);
  });

  it('shows a muted microphone from the paused producer, and rings the active speaker', () => {
    const { session } = renderGrid();
    act(() => session.store.update((s) => putRemote(s, student.connection, 'audio', element('mic', true))));
    expect(within(tileOf(student.connection)).getByLabelText('Microphone off')).toBeTruthy();
    act(() => session.store.update((s) => putRemote(s, student.connection, 'audio', element('mic'))));
    expect(within(tileOf(student.connection)).queryByLabelText('Microphone off')).toBeNull();
    act(() => session.store.update((s) => ({ ...s, activeSpeaker: student.connection })));
    expect(tileOf(student.connection).getAttribute('data-speaking')).toBe('true');
    expect(tileOf(tutor.connection).getAttribute('data-speaking')).toBe('false');
  });

  it('pins a screen share first as it appears, leaves it unpinned once the user unpins it, and clears it when it ends', () => {
    const { connection, share } = renderGrid();
    share(true);
    const screenTile = () => screen.getByTestId('screen-tile');
    expect(screenTile().getAttribute('data-pinned')).toBe('true');
    expect(connection.store.get().pinned).toEqual([`screen:${student.connection}`]);
    expect(screen.getByRole('group', { name: 'Dami Bello is presenting' })).toBeTruthy();
    expect(screen.getByLabelText('Other participants').querySelectorAll('[data-testid="tile"]')).toHaveLength(2);

    fireEvent.click(within(screenTile()).getByRole('button', { name: 'Unpin Dami Bello’s screen' }));
    expect(connection.store.get().pinned).toEqual([]);
    act(() => connection.togglePin(tutor.connection));
    expect(screenTile().getAttribute('data-pinned')).toBe('false');

    share(false);
    expect(screen.queryByTestId('screen-tile')).toBeNull();
    share(true);
    expect(connection.store.get().pinned).toEqual([`screen:${student.connection}`, tutor.connection]);
    share(false);
    expect(connection.store.get().pinned).toEqual([tutor.connection]);
  });

  it('M9: each remote tile asks for the simulcast layer its width needs, the top one once pinned', () => {
    const width = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 300 } as DOMRect);
    const { session, connection } = renderGrid();
    const layers = vi.spyOn(session, 'setPreferredLayer');
    act(() => session.store.update((s) => putRemote(s, student.connection, 'video', element('camera'))));
    expect(layers).toHaveBeenLastCalledWith('camera', 1);
    act(() => connection.togglePin(student.connection));
    expect(layers).toHaveBeenLastCalledWith('camera', 2);
    width.mockRestore();
  });
});
