import { hostControlTexts } from '@chalkline/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MessageList } from '../chat/MessageList';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, makeMessage, student, tutor } from '../connection/testing';
import { ParticipantsPanel } from '../participants/ParticipantsPanel';
import { HostNoticeAnnouncer } from './HostNoticeAnnouncer';
import { pinnedWithSpotlight } from './host-control-reducers';

const asStudent = { you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' as const } };
const studentName = `${student.firstName} ${student.lastName}`;

function renderClassroom(snapshot: Parameters<typeof admittedFakeConnection>[0] = {}) {
  const setup = admittedFakeConnection({ participants: [tutor, { ...student, isHandRaised: true }], ...snapshot });
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <HostNoticeAnnouncer />
      <ParticipantsPanel />
      <MessageList />
    </ConnectionProvider>,
  );
  return setup;
}

describe('host controls (ADR 0081)', () => {
  it('a host mutes everyone and lowers every hand from the Participants tab, by keyboard, and is told the result', async () => {
    const { socket } = renderClassroom();
    const controls = screen.getByRole('group', { name: 'Host controls' });
    const mute = within(controls).getByRole('button', { name: hostControlTexts.muteAll });
    mute.focus();
    expect(document.activeElement).toBe(mute);
    fireEvent.click(mute);
    expect(socket.sent('mute_all').map((e) => e.payload)).toEqual([{}]);
    await act(async () => socket.answer('mute_all', { muted: 2 }));
    expect(screen.getByText(hostControlTexts.mutedCount(2))).toBeTruthy();

    fireEvent.click(within(controls).getByRole('button', { name: hostControlTexts.lowerHands }));
    await act(async () => socket.answer('lower_hands', { lowered: 1 }));
    expect(screen.getByText(hostControlTexts.loweredCount(1))).toBeTruthy();
    // Everyone's hands go down when the server says so.
    expect(screen.getAllByRole('img', { name: 'Hand raised' })).toHaveLength(1);
    act(() => socket.fire('hands_lowered', { by: tutor.connection }));
    expect(screen.queryAllByRole('img', { name: 'Hand raised' })).toHaveLength(0);
  });

  it('a host spotlights a person for everyone and clears it; the switch says its state', async () => {
    const { socket, connection } = renderClassroom();
    const on = screen.getByRole('button', { name: `${hostControlTexts.spotlight}: ${studentName}` });
    expect(on.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(on);
    expect(socket.sent('spotlight').at(-1)?.payload).toEqual({ connection: student.connection });
    act(() => socket.fire('spotlight_changed', { connection: student.connection }));
    expect(connection.store.get().spotlight).toBe(student.connection);
    expect(screen.getAllByText(hostControlTexts.spotlightOn(studentName)).length).toBeGreaterThan(0);
    const off = screen.getByRole('button', { name: `${hostControlTexts.clearSpotlight} on ${studentName}` });
    expect(off.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(off);
    expect(socket.sent('spotlight').at(-1)?.payload).toEqual({ connection: null });
  });

  it('a host removes one chat message; it leaves everyone’s chat when the server says so', () => {
    const message = makeMessage({ content: 'Something unkind' });
    const { socket } = renderClassroom({ messages: [message] });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${hostControlTexts.removeMessage} from`) }));
    expect(socket.sent('remove_message').map((e) => e.payload)).toEqual([
      { messageId: message.key, roomId: message.room },
    ]);
    act(() => socket.fire('message_removed', { messageId: message.key, roomId: message.room }));
    expect(screen.queryByText('Something unkind')).toBeNull();
    expect(screen.getAllByRole('status').some((r) => r.textContent === hostControlTexts.messageRemoved)).toBe(true);
  });

  it('a student has none of the host controls, and is told when a host lowers their hand', () => {
    const { socket } = renderClassroom({
      ...asStudent,
      config: { isVideoEnabled: false, isAudioEnabled: false, isHandRaised: true, isIncognito: false },
      messages: [makeMessage()],
    });
    expect(screen.queryByRole('group', { name: 'Host controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(hostControlTexts.spotlight) })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(hostControlTexts.removeMessage) })).toBeNull();
    act(() => socket.fire('hands_lowered', { by: tutor.connection }));
    expect(screen.getByText(hostControlTexts.handsLowered)).toBeTruthy();
  });

  it('the layout pins the spotlight first while that person is present', () => {
    expect(pinnedWithSpotlight(['b'], 'a', ['a', 'b'])).toEqual(['a', 'b']);
    expect(pinnedWithSpotlight(['a', 'b'], 'a', ['a', 'b'])).toEqual(['a', 'b']);
    expect(pinnedWithSpotlight(['b'], 'gone', ['a', 'b'])).toEqual(['b']);
    expect(pinnedWithSpotlight([], null, ['a'])).toEqual([]);
  });
});
