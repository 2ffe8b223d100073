import { classroomTexts, messages } from '@chalkline/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, stubApi } from '../../../test/apiStub';
import { renderWithProviders } from '../../../test/render';
import { WhiteboardBoards, WhiteboardsModal } from './WhiteboardsModal';
import type { WhiteboardSocket } from './wire';

const roomId = 'meet:room-1';
const sessionId = '7d4c3a40-1111-4a4a-8b8b-000000000001';
const older = {
  key: 'b0000000-0000-4000-8000-000000000001',
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T11:00:00Z',
};
const newer = {
  key: 'b0000000-0000-4000-8000-000000000002',
  createdAt: '2025-03-08T10:00:00Z',
  updatedAt: '2025-03-08T10:30:00Z',
};

/** A classroom socket whose start_whiteboard ack proceeds with a small state. */
function fakeSocket(connected = true) {
  const emit = vi.fn((_event: string, _payload: unknown, ack?: (answer: unknown) => void) => {
    ack?.({ proceed: true, state: new Uint8Array([0, 0]).buffer });
  });
  const socket: WhiteboardSocket = { connected, on: vi.fn(), off: vi.fn(), emit };
  return { socket, emit };
}

function renderModal(socket: WhiteboardSocket, whiteboards: unknown[] = [], activeWhiteboardId?: string) {
  const fetchMock = stubApi({
    'GET /meet/whiteboards': { data: { whiteboards } },
    'POST /meet/whiteboards': {
      message: 'Whiteboard created',
      data: { whiteboard: { key: 'c0000000-0000-4000-8000-000000000003' } },
    },
  });
  const onOpened = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <WhiteboardsModal
      open
      onClose={onClose}
      socket={socket}
      roomId={roomId}
      sessionId={sessionId}
      activeWhiteboardId={activeWhiteboardId}
      onOpened={onOpened}
    />,
  );
  return { fetchMock, onOpened, onClose };
}

describe('WhiteboardsModal', () => {
  it('says no whiteboard has been launched when the classroom has none', async () => {
    const { fetchMock } = renderModal(fakeSocket().socket);
    expect(screen.getByRole('dialog', { name: 'Whiteboards' })).toBeTruthy();
    expect(await screen.findByText('No whiteboard has been lauched for this classroom yet')).toBeTruthy();
    const [method, path] = callsOf(fetchMock)[0]!;
    expect([method, path]).toEqual(['GET', '/meet/whiteboards']);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`roomId=${encodeURIComponent(roomId)}`);
  });

  it('starts a new board after the confirmation: creates it, then opens it for everyone', async () => {
    const { socket, emit } = fakeSocket();
    const { fetchMock, onOpened, onClose } = renderModal(socket);
    await screen.findByText(messages.noWhiteboards);
    fireEvent.click(screen.getByRole('button', { name: 'New whiteboard' }));
    expect(screen.getByText(classroomTexts.newWhiteboardConfirm)).toBeTruthy();
    expect(callsOf(fetchMock).filter(([m]) => m === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
    expect(callsOf(fetchMock)).toContainEqual(['POST', '/meet/whiteboards', { roomId, sessionId }]);
    expect(emit).toHaveBeenCalledWith(
      'start_whiteboard',
      { whiteboardId: 'c0000000-0000-4000-8000-000000000003' },
      expect.any(Function),
    );
    expect(onOpened.mock.calls[0]![0]).toMatchObject({ whiteboardId: 'c0000000-0000-4000-8000-000000000003' });
    expect(onOpened.mock.calls[0]![0].state).toBeInstanceOf(Uint8Array);
    expect(onClose).toHaveBeenCalled();
  });

  it('loads an earlier board for everyone without creating one', async () => {
    const { socket, emit } = fakeSocket();
    const { fetchMock, onOpened } = renderModal(socket, [newer, older], newer.key);
    expect(await screen.findByText('Whiteboard 1')).toBeTruthy();
    expect(screen.getByText('Whiteboard 2')).toBeTruthy();
    expect(screen.getByText('Open now')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load whiteboard 1' }));
    expect(screen.getByText(classroomTexts.loadWhiteboardConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith(expect.objectContaining({ whiteboardId: older.key })));
    expect(emit).toHaveBeenCalledWith('start_whiteboard', { whiteboardId: older.key }, expect.any(Function));
    expect(callsOf(fetchMock).filter(([m]) => m === 'POST')).toHaveLength(0);
  });

  it('cancelling the confirmation opens nothing', async () => {
    const { socket, emit } = fakeSocket();
    const { onOpened } = renderModal(socket, [older]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load whiteboard 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(emit).not.toHaveBeenCalled();
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('without a connection it shows the connection toast and asks nothing', async () => {
    const { socket, emit } = fakeSocket(false);
    const { fetchMock } = renderModal(socket);
    await screen.findByText(messages.noWhiteboards);
    fireEvent.click(screen.getByRole('button', { name: 'New whiteboard' }));
    expect(await screen.findByText('Please check your internet connection and try again')).toBeTruthy();
    expect(screen.queryByText(classroomTexts.newWhiteboardConfirm)).toBeNull();
    expect(callsOf(fetchMock).filter(([m]) => m === 'POST')).toHaveLength(0);
    expect(emit).not.toHaveBeenCalled();
  });

  it('shows the server refusal when the board cannot be opened', async () => {
    const socket: WhiteboardSocket = {
      connected: true,
      on: vi.fn(),
      off: vi.fn(),
      emit: (_event: string, _payload: unknown, ack?: (answer: unknown) => void) =>
        ack?.({ error: 'This whiteboard belongs to another classroom' }),
    };
    const { onOpened } = renderModal(socket, [older]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load whiteboard 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('This whiteboard belongs to another classroom')).toBeTruthy();
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('works inside a dialog of the classroom screen (content only), reporting when done', async () => {
    stubApi({ 'GET /meet/whiteboards': { data: { whiteboards: [older] } } });
    const { socket } = fakeSocket();
    const onOpened = vi.fn();
    const onDone = vi.fn();
    renderWithProviders(<WhiteboardBoards socket={socket} roomId={roomId} onOpened={onOpened} onDone={onDone} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load whiteboard 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(onOpened).toHaveBeenCalledWith(expect.objectContaining({ whiteboardId: older.key }));
  });
});
