/** Breakout rooms on the web (ADR 0087): the host's cockpit, the student's banner and chat, and the tiles per room. */
import { type BreakoutsView, breakoutTexts } from '@chalkline/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ChatPanel } from '../chat/ChatPanel';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { chatRoomOf } from '../connection/classroom-state';
import { admittedFakeConnection, makeMessage, makeParticipant, student, tutor } from '../connection/testing';
import { BoardThumbnail } from './BoardThumbnail';
import { BreakoutBanner } from './BreakoutBanner';
import { BreakoutsProvider } from './BreakoutsContext';
import { BreakoutsSection } from './BreakoutsSection';

const load = vi.hoisted(() => vi.fn(async () => 'c3RhdGU='));
vi.mock('../whiteboard/boardsApi', () => ({ loadWhiteboard: load }));

const kemi = makeParticipant({ key: 'user-kemi', connection: 'tab-kemi', firstName: 'Kemi', lastName: 'Ade' });
const mainChat = 'meet:abc-defg-hij';
const roomChat = (n: number) => `meet:abc-defg-hij#breakout-b1-${n}`;
const asStudent = { you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' as const } };

function rooms(overrides: Partial<BreakoutsView> = {}): BreakoutsView {
  return {
    id: 'b1',
    rooms: [1, 2].map((room) => ({ room, name: `Room ${room}`, chatRoomId: roomChat(room) })),
    assignments: {},
    allowChoose: false,
    endsAt: null,
    visits: {},
    ...overrides,
  };
}

function renderClassroom(snapshot: Parameters<typeof admittedFakeConnection>[0] = {}) {
  const setup = admittedFakeConnection({ participants: [tutor, student, kemi], ...snapshot });
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <BreakoutsProvider>
        <BreakoutBanner />
        <BreakoutsSection />
        <ChatPanel />
      </BreakoutsProvider>
    </ConnectionProvider>,
  );
  return setup;
}

const announced = () => screen.getAllByRole('status').map((s) => s.textContent);

describe('breakout rooms: the host’s cockpit (B1–B11)', () => {
  it('opens rooms, moves a student, visits, sends to every room, sets a timer and closes them', async () => {
    const { socket } = renderClassroom();
    fireEvent.click(screen.getByRole('button', { name: 'Open breakout rooms' }));
    const dialog = screen.getByRole('dialog', { name: 'Breakout rooms' });
    const count = within(dialog).getByRole('spinbutton', { name: 'Number of rooms' });
    fireEvent.change(count, { target: { value: '21' } });
    expect(within(dialog).getByText('From 2 to 20 rooms')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Open rooms' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(count, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open rooms' }));
    expect(socket.sent('breakout_open').map((e) => e.payload)).toEqual([{ count: 2, allowChoose: false }]);
    await act(async () => socket.answer('breakout_open', { error: breakoutTexts.alreadyOpen }));
    expect(within(dialog).getByRole('alert').textContent).toBe(breakoutTexts.alreadyOpen);

    act(() => socket.fire('breakouts_changed', { breakouts: rooms() }));
    const main = within(dialog).getByRole('group', { name: 'Main room' });
    expect(within(main).getByText('Main room · 3 people')).toBeTruthy();
    fireEvent.change(within(main).getByRole('combobox', { name: 'Room for Dami Bello' }), { target: { value: '1' } });
    expect(socket.sent('breakout_assign').at(-1)?.payload).toEqual({
      assignments: [{ connection: student.connection, room: 1 }],
    });
    // The host is listed but not moved: hosts visit rooms instead.
    expect(within(main).queryByRole('combobox', { name: 'Room for Chidi Eze' })).toBeNull();
    act(() => socket.fire('breakouts_changed', { breakouts: rooms({ assignments: { [student.connection]: 1 } }) }));
    const room1 = within(dialog).getByRole('group', { name: 'Room 1' });
    expect(within(room1).getByText('Dami Bello')).toBeTruthy();

    fireEvent.click(within(room1).getByRole('button', { name: 'Speak in Room 1' }));
    expect(socket.sent('breakout_visit').at(-1)?.payload).toEqual({ room: 1, mode: 'speak' });
    act(() =>
      socket.fire('breakouts_changed', {
        breakouts: rooms({
          assignments: { [student.connection]: 1 },
          visits: { [tutor.connection]: { room: 1, mode: 'speak' } },
        }),
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'End visit (speaking)' }));
    // The banner over the stage offers the same, behind the dialog.
    expect(screen.getByRole('button', { name: 'End visit to Room 1', hidden: true })).toBeTruthy();
    expect(socket.sent('breakout_visit').at(-1)?.payload).toEqual({ room: null, mode: 'listen' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign at random' }));
    expect(socket.sent('breakout_shuffle')).toHaveLength(1);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message to every room' }), {
      target: { value: 'Two minutes to finish' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to every room' }));
    expect(socket.sent('breakout_broadcast').at(-1)?.payload).toEqual({ text: 'Two minutes to finish' });
    await act(async () => socket.answer('breakout_broadcast', { sent: 2 }));
    expect(within(dialog).getByRole('status').textContent).toBe('Sent to 2 rooms and the main room');

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Minutes' }), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Seconds' }), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start timer' }));
    expect(socket.sent('breakout_timer').at(-1)?.payload).toEqual({ seconds: 8 });
    act(() => socket.fire('breakouts_changed', { breakouts: rooms({ endsAt: Date.now() + 8000 }) }));
    expect(within(dialog).getByText(/^Rooms close in 00:0[78]$/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Breakout rooms', hidden: true }).textContent).toMatch(/00:0[78] left/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close all rooms' }));
    expect(socket.sent('breakout_close')).toHaveLength(1);
    act(() => socket.fire('breakouts_changed', { breakouts: null, closedBy: 'host' }));
    expect(within(dialog).getByRole('button', { name: 'Open rooms' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Breakout rooms', hidden: true })).toBeNull();
  });

  it('draws each breakout room’s board small in its card, from the board’s saved state (B11, B12)', async () => {
    renderClassroom({ breakouts: rooms({ boards: { '1': 'board-1' } }) });
    fireEvent.click(screen.getByRole('button', { name: 'Manage breakout rooms' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith(mainChat, 'board-1'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a board thumbnail shows the drawing, or says the board is empty', async () => {
    const deps = { load: vi.fn(async () => 'c3RhdGU='), render: vi.fn(async () => 'data:image/png;base64,AAAA') };
    const { unmount } = renderWithProviders(
      <BoardThumbnail roomId={mainChat} whiteboardId="board-1" name="Room 1" deps={deps} />,
    );
    const image = await screen.findByAltText('Room 1’s whiteboard');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(deps.render).toHaveBeenCalledWith('c3RhdGU=');
    unmount();
    renderWithProviders(
      <BoardThumbnail
        roomId={mainChat}
        whiteboardId="board-2"
        name="Room 2"
        deps={{ ...deps, render: async () => null }}
      />,
    );
    expect(await screen.findByText('Room 2’s whiteboard is still empty.')).toBeTruthy();
  });

  it('a host picks which room’s chat to read and write in; other rooms’ messages stay out of it', () => {
    const { socket, connection } = renderClassroom({ breakouts: rooms({ assignments: { [student.connection]: 2 } }) });
    expect(chatRoomOf(connection.store.get())).toBe(mainChat);
    act(() => socket.fire('message', makeMessage({ key: 'k-room2', room: roomChat(2), content: 'From room 2' })));
    expect(screen.queryByText('From room 2')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Chat in' }), { target: { value: '2' } });
    expect(chatRoomOf(connection.store.get())).toBe(roomChat(2));
    act(() => socket.fire('message', makeMessage({ key: 'k-room2b', room: roomChat(2), content: 'Still room 2' })));
    expect(screen.getByText('Still room 2')).toBeTruthy();
  });
});

describe('breakout rooms: a student (B1–B10)', () => {
  it('is told where they are, chats in their room, hears the warning and messages, and comes back', () => {
    const { socket, connection } = renderClassroom({
      ...asStudent,
      messages: [makeMessage({ content: 'Main hello' })],
    });
    expect(screen.queryByRole('button', { name: 'Open breakout rooms' })).toBeNull();
    expect(screen.getByText('Main hello')).toBeTruthy();

    act(() => socket.fire('breakouts_changed', { breakouts: rooms({ assignments: { [student.connection]: 1 } }) }));
    expect(screen.getByTestId('breakout-place').textContent).toBe('You are in Room 1');
    expect(announced()).toContain(breakoutTexts.movedTo('Room 1'));
    // The chat is the room's now: the main room's history leaves, and messages go to the room's chat.
    expect(chatRoomOf(connection.store.get())).toBe(roomChat(1));
    expect(screen.queryByText('Main hello')).toBeNull();
    expect(screen.getByText('Messages you send here are seen by everyone in Room 1 and by your tutor.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Chat in' })).toBeNull();

    act(() =>
      socket.fire('breakouts_changed', {
        breakouts: rooms({
          assignments: { [student.connection]: 1 },
          visits: { [tutor.connection]: { room: 1, mode: 'listen' } },
        }),
      }),
    );
    expect(screen.getByText('Chidi Eze is listening in')).toBeTruthy();

    act(() => socket.fire('breakout_warning', { endsAt: Date.now() + 60_000, secondsLeft: 60 }));
    expect(announced()).toContain(breakoutTexts.warning);
    act(() =>
      socket.fire('breakout_broadcast', {
        text: 'Wrap up',
        from: { connection: tutor.connection, firstName: 'Chidi', lastName: 'Eze' },
      }),
    );
    const banner = screen.getByRole('region', { name: breakoutTexts.broadcastFrom('Chidi Eze') });
    expect(within(banner).getByText('Wrap up')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('region', { name: breakoutTexts.broadcastFrom('Chidi Eze') })).toBeNull();

    act(() => socket.fire('breakouts_changed', { breakouts: null, closedBy: 'timer' }));
    expect(announced()).toContain(breakoutTexts.closed);
    expect(chatRoomOf(connection.store.get())).toBe(mainChat);
    expect(screen.queryByRole('region', { name: 'Breakout rooms' })).toBeNull();
  });

  it('chooses a room while the host lets them, and is told a refusal', async () => {
    const { socket } = renderClassroom({ ...asStudent, breakouts: rooms({ allowChoose: true }) });
    expect(screen.getByTestId('breakout-place').textContent).toBe('You are in the main room');
    fireEvent.change(screen.getByRole('combobox', { name: 'Choose a room' }), { target: { value: '2' } });
    expect(socket.sent('breakout_choose').at(-1)?.payload).toEqual({ room: 2 });
    await act(async () => socket.answer('breakout_choose', { error: breakoutTexts.choosingOff }));
    expect(screen.getByRole('alert').textContent).toBe(breakoutTexts.choosingOff);
  });
});
