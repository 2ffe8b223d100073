import { messages } from '@chalkline/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, tutor } from '../connection/testing';
import { WhiteboardsDialog } from '../shell/WhiteboardsDialog';
import type { WhiteboardPanelProps } from '../whiteboard/WhiteboardPanel';
import {
  ClassroomWhiteboardList,
  useClassroomWhiteboard,
  WhiteboardStage,
  whiteboardTileKey,
} from './ClassroomWhiteboard';

// The real panel brings Konva; the slot only needs to know what it was given.
vi.mock('../whiteboard/WhiteboardPanel', () => ({
  WhiteboardPanel: (props: WhiteboardPanelProps) => (
    <div
      data-testid="whiteboard-panel"
      data-whiteboard-id={props.whiteboardId}
      data-user={`${props.user.name} ${props.user.color}`}
      data-state={String(props.initialState)}
    />
  ),
}));

const boardId = 'b0000000-0000-4000-8000-000000000001';

function Screen({ dialogOpen = false }: { dialogOpen?: boolean }) {
  const whiteboard = useClassroomWhiteboard();
  return (
    <>
      <WhiteboardStage whiteboard={whiteboard}>
        <div data-testid="tiles" />
      </WhiteboardStage>
      <WhiteboardsDialog open={dialogOpen} onClose={() => {}}>
        <ClassroomWhiteboardList whiteboard={whiteboard} onDone={() => {}} />
      </WhiteboardsDialog>
    </>
  );
}

function renderScreen(connection: ClassroomConnection, dialogOpen = false) {
  stubApi({ 'GET /meet/whiteboards': { data: { whiteboards: [] } } });
  renderWithProviders(
    <ConnectionProvider connection={connection}>
      <Screen dialogOpen={dialogOpen} />
    </ConnectionProvider>,
  );
}

describe('the classroom whiteboard', () => {
  it('shows the Whiteboards dialog with the empty-list text and no board on the stage', async () => {
    const { connection } = admittedFakeConnection();
    renderScreen(connection, true);
    expect(screen.getByRole('dialog', { name: 'Whiteboards' })).toBeTruthy();
    expect(await screen.findByText(messages.noWhiteboards)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New whiteboard' })).toBeTruthy();
    expect(screen.queryByTestId('whiteboard-slot')).toBeNull();
    expect(screen.getByTestId('tiles')).toBeTruthy();
  });

  it('mounts the panel pinned from the snapshot board, unpinning cameras but not screens (spec 4)', async () => {
    const { connection } = admittedFakeConnection({ whiteboard: { key: boardId, state: 'AAA=' } });
    connection.togglePin(tutor.connection);
    connection.togglePin('screen:tab-2');
    renderScreen(connection);
    const panel = await screen.findByTestId('whiteboard-panel');
    expect(panel.getAttribute('data-whiteboard-id')).toBe(boardId);
    expect(panel.getAttribute('data-user')).toBe(`${tutor.firstName} ${tutor.color}`);
    expect(panel.getAttribute('data-state')).toBe('AAA=');
    expect(screen.getByTestId('whiteboard-slot').getAttribute('data-pinned')).toBe('true');
    expect(connection.store.get().pinned).toEqual([whiteboardTileKey, 'screen:tab-2']);
  });

  it('shows the board as a tile anyone can unpin and pin again (spec 4)', async () => {
    const { connection } = admittedFakeConnection({ whiteboard: { key: boardId, state: 'AAA=' } });
    renderScreen(connection);
    await screen.findByTestId('whiteboard-panel');
    const slot = screen.getByTestId('whiteboard-slot');
    expect(slot.getAttribute('data-pinned')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Unpin whiteboard' }));
    expect(slot.getAttribute('data-pinned')).toBe('false');
    expect(connection.store.get().pinned).not.toContain(whiteboardTileKey);
    // Unpinned, the board stays mounted as a tile beside the others.
    expect(screen.getByTestId('whiteboard-panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pin whiteboard' }));
    expect(slot.getAttribute('data-pinned')).toBe('true');
    expect(connection.store.get().pinned).toContain(whiteboardTileKey);
  });

  it('opens on start_whiteboard and closes on end_whiteboard from someone else', async () => {
    const { connection, socket } = admittedFakeConnection();
    renderScreen(connection);
    expect(screen.queryByTestId('whiteboard-panel')).toBeNull();
    act(() => socket.fire('start_whiteboard', { whiteboardId: boardId, state: new Uint8Array([0, 0]) }));
    expect((await screen.findByTestId('whiteboard-panel')).getAttribute('data-whiteboard-id')).toBe(boardId);
    act(() => socket.fire('end_whiteboard', { whiteboardId: boardId }));
    expect(screen.queryByTestId('whiteboard-panel')).toBeNull();
    expect(connection.store.get().pinned).not.toContain(whiteboardTileKey);
  });
});
