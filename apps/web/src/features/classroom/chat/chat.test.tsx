import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, makeMessage, makeParticipant, student, tutor } from '../connection/testing';
import { SidePanel } from '../shell/SidePanel';
import { ChatPanel } from './ChatPanel';

const tutorFrom = {
  ...makeMessage().from,
  key: tutor.key,
  firstName: 'Chidi',
  lastName: 'Eze',
  gender: 'MALE' as const,
};
const guest = makeParticipant({ key: 'user-guest', connection: 'tab-guest', memberRole: null, firstName: 'Gina' });

function renderChat(setup = admittedFakeConnection()) {
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <ChatPanel />
    </ConnectionProvider>,
  );
  return setup;
}

describe('chat ticks (R19)', () => {
  it('shows pending, one tick, two grey and two primary ticks from the receipts of every other online person', () => {
    const own = (key: string, extra: Partial<ReturnType<typeof makeMessage>>) =>
      makeMessage({ key, from: tutorFrom, content: key, ...extra });
    renderChat(
      admittedFakeConnection({
        participants: [
          tutor,
          student,
          guest,
          makeParticipant({ key: 'gone', connection: 'tab-gone', status: 'OFFLINE' }),
        ],
        messages: [
          own('pending', { sent: false }),
          own('sent', { delivered: [student.key] }),
          own('delivered', { delivered: [student.key, guest.key], read: [student.key] }),
          own('read', { delivered: [student.key, guest.key], read: [student.key, guest.key] }),
          makeMessage({ key: 'theirs', content: 'theirs' }),
        ],
      }),
    );
    const tickOf = (text: string) => {
      const item = screen.getByText(text).closest('[data-testid="chat-message"]') as HTMLElement;
      return (
        within(item)
          .queryByRole('img', { name: /Sending|Sent|Delivered|Read/ })
          ?.getAttribute('data-tick') ?? null
      );
    };
    expect(tickOf('pending')).toBe('pending');
    expect(tickOf('sent')).toBe('sent');
    expect(tickOf('delivered')).toBe('delivered');
    expect(tickOf('read')).toBe('read');
    expect(tickOf('theirs')).toBeNull();
    const colourOf = (state: string) =>
      getComputedStyle(document.querySelector(`[data-tick="${state}"]`) as Element).color;
    expect(colourOf('read')).toBe('rgb(26, 102, 217)'); // the theme's primary (ADR 0057)
    expect(colourOf('delivered')).not.toBe(colourOf('read'));
    const pendingItem = screen.getByText('pending').closest('[data-testid="chat-message"]') as HTMLElement;
    expect(pendingItem.style.opacity || getComputedStyle(pendingItem).opacity).toBe('0.6');
  });
});

describe('chat messages', () => {
  it('renders content as text with its line breaks, never as HTML', () => {
    renderChat(
      admittedFakeConnection({ messages: [makeMessage({ content: 'Line one\n<img src=x onerror=alert(1)>' })] }),
    );
    const text = screen.getByText(/Line one/);
    expect(text.textContent).toBe('Line one\n<img src=x onerror=alert(1)>');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('sends from the shared composer and does nothing when the composer is empty', async () => {
    const { socket, connection } = renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await act(async () => {});
    expect(socket.sent('message')).toHaveLength(0);
    expect(connection.store.get().messages.list).toHaveLength(0);
    // An emoji from the picker is a message; the meeting chat stores it as text (classroom spec 3).
    fireEvent.click(screen.getByRole('button', { name: 'Add an emoji' }));
    fireEvent.click(await screen.findByRole('button', { name: '👍' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(socket.sent('message')).toHaveLength(1));
    expect(connection.store.get().messages.list[0]?.content).toBe('👍');
    expect(screen.getByRole('img', { name: 'Sending' })).toBeTruthy();
  });

  it('shows who is typing, by first name', () => {
    const { socket } = renderChat();
    act(() =>
      socket.fire('typing', {
        key: student.key,
        connection: student.connection,
        roomId: 'meet:abc-defg-hij',
        firstName: 'Dami',
      }),
    );
    expect(screen.getByText('Dami is typing...')).toBeTruthy();
  });
});

describe('unread badge', () => {
  it('counts messages while the chat is hidden and shows 9+ above 9', () => {
    const { socket, connection } = admittedFakeConnection();
    renderWithProviders(
      <ConnectionProvider connection={connection}>
        <SidePanel
          tab="participants"
          open
          isMobile={false}
          onTabChange={() => {}}
          onClose={() => {}}
          onOpenWhiteboards={() => {}}
        />
      </ConnectionProvider>,
    );
    const chatTab = screen.getByRole('tab', { name: /Chat/ });
    act(() => {
      for (let i = 1; i <= 9; i++) socket.fire('message', makeMessage({ key: `m${i}` }));
    });
    expect(within(chatTab).getByText('9')).toBeTruthy();
    act(() => socket.fire('message', makeMessage({ key: 'm10' })));
    expect(within(chatTab).getByText('9+')).toBeTruthy();
  });
});
