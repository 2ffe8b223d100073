import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection } from '../connection/testing';
import { MediaProvider } from '../media/MediaContext';
import { MediaSession } from '../media/MediaSession';
import { createFakePeerConnection, FakePeerConnection, fakeDevices } from '../media/testing';
import { ClassroomShortcuts } from './ClassroomShortcuts';
import { ControlBar } from './ControlBar';

afterEach(() => {
  FakePeerConnection.all = [];
});

/** The bar and the shortcuts as the meeting screen wires them, with a text field to type in. */
function Harness({ onOpenChat, onLeave }: { onOpenChat: () => void; onLeave: () => void }) {
  const [help, setHelp] = useState(false);
  return (
    <>
      <ControlBar
        isMobile={false}
        onLeave={onLeave}
        onOpenPanel={() => undefined}
        onOpenWhiteboards={() => undefined}
        onOpenShortcuts={() => setHelp(true)}
      />
      <textarea aria-label="Notes" />
      <ClassroomShortcuts helpOpen={help} onHelpOpenChange={setHelp} onOpenChat={onOpenChat} onLeave={onLeave} />
    </>
  );
}

function renderBar() {
  const setup = admittedFakeConnection();
  const session = new MediaSession({
    host: setup.connection,
    notify: () => undefined,
    devices: () => fakeDevices().devices,
    createPeerConnection: createFakePeerConnection,
    capabilities: { codecs: [] },
  });
  const calls = { chat: vi.fn(), leave: vi.fn() };
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <MediaProvider session={session}>
        <Harness onOpenChat={calls.chat} onLeave={calls.leave} />
      </MediaProvider>
    </ConnectionProvider>,
  );
  return { ...setup, session, calls };
}

const altShift = (letter: string, target: Element | Window = window) =>
  act(() => {
    fireEvent.keyDown(target, { key: letter, code: `Key${letter}`, altKey: true, shiftKey: true });
  });
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('the classroom’s keyboard shortcuts (ADR 0077)', () => {
  it('Alt+Shift+D and Alt+Shift+E turn the microphone and the camera off and on through the media session', () => {
    const { session, connection } = renderBar();
    const audio = vi.spyOn(session, 'setAudioEnabled');
    const video = vi.spyOn(session, 'setVideoEnabled');
    expect(pressed('Mic')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mic' }).getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+D');

    altShift('D');
    expect(audio).toHaveBeenLastCalledWith(false);
    expect(pressed('Mic')).toBe('false');
    expect(connection.store.get().config.isAudioEnabled).toBe(false);
    altShift('D');
    expect(audio).toHaveBeenLastCalledWith(true);
    expect(pressed('Mic')).toBe('true');

    altShift('E');
    expect(video).toHaveBeenLastCalledWith(false);
    expect(pressed('Video')).toBe('false');
    session.close();
  });

  it('Alt+Shift+H raises and lowers the hand, Alt+Shift+C opens the chat, Alt+Shift+Q asks to leave', () => {
    const { socket, calls, session } = renderBar();
    altShift('H');
    expect(socket.sent('raise_hand').at(-1)?.payload).toBe(true);
    expect(pressed('Raise Hands')).toBe('true');
    act(() => socket.answer('raise_hand', {}));
    altShift('H');
    expect(socket.sent('raise_hand').at(-1)?.payload).toBe(false);
    expect(pressed('Raise Hands')).toBe('false');

    altShift('C');
    expect(calls.chat).toHaveBeenCalledTimes(1);
    altShift('Q');
    expect(calls.leave).toHaveBeenCalledTimes(1);
    session.close();
  });

  it('does nothing while the person is typing', () => {
    const { socket, calls, session } = renderBar();
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    notes.focus();
    altShift('D', notes);
    altShift('H', notes);
    altShift('C', notes);
    act(() => {
      fireEvent.keyDown(notes, { key: '?', code: 'Slash', shiftKey: true });
    });
    expect(pressed('Mic')).toBe('true');
    expect(socket.sent('raise_hand')).toHaveLength(0);
    expect(calls.chat).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    session.close();
  });

  it('? opens the help listing every shortcut; Escape closes it and focus goes back', async () => {
    const { session } = renderBar();
    const mic = screen.getByRole('button', { name: 'Mic' });
    mic.focus();
    act(() => {
      fireEvent.keyDown(mic, { key: '?', code: 'Slash', shiftKey: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const text of [
      'Alt+Shift+D',
      'Turn your microphone off or on',
      'Alt+Shift+E',
      'Alt+Shift+H',
      'Raise or lower your hand',
      'Alt+Shift+C',
      'Alt+Shift+Q',
      '?',
    ])
      expect(within(dialog).getByText(text)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(mic);
    session.close();
  });

  it('the bar’s More opens the same help', async () => {
    const { session } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    session.close();
  });
});
