import { lockTexts, noLocks } from '@chalkline/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Composer } from '../chat/Composer';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, student, tutor } from '../connection/testing';
import { ControlBar } from '../shell/ControlBar';
import { MoreTab } from '../shell/MoreTab';
import { LockAnnouncer } from './LockAnnouncer';

/** The text of what an element's `aria-describedby` points at. */
const descriptionOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

const asStudent = { you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' as const } };

function renderClassroom(snapshot: Parameters<typeof admittedFakeConnection>[0] = {}) {
  const setup = admittedFakeConnection({ participants: [tutor, student], ...snapshot });
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <LockAnnouncer />
      <ControlBar
        isMobile={false}
        onLeave={() => undefined}
        onOpenPanel={() => undefined}
        onOpenWhiteboards={() => undefined}
      />
      <MoreTab onOpenWhiteboards={() => undefined} />
      <Composer />
    </ConnectionProvider>,
  );
  return setup;
}

describe('classroom locks (ADR 0075)', () => {
  it('a host has a labelled switch per lock; turning one on asks the server for that lock only', () => {
    const { socket } = renderClassroom();
    const section = screen.getByText(lockTexts.title).parentElement!;
    expect(within(section).getByText(lockTexts.hostHelp)).toBeTruthy();
    for (const label of Object.values(lockTexts.labels))
      expect((within(section).getByRole('switch', { name: label }) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('switch', { name: lockTexts.labels.chat }));
    const sent = socket.emitted.filter((e) => e.event === 'set_locks');
    expect(sent.map((e) => e.payload)).toEqual([{ locks: { chat: true } }]);

    // The switch follows the server, and a host's own controls stay usable.
    act(() => socket.fire('locks_changed', { locks: { ...noLocks, chat: true, microphone: true } }));
    expect((screen.getByRole('switch', { name: lockTexts.labels.chat }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Mic' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('a student sees the switches disabled, is told in a live region when one changes, and locked controls say why', () => {
    const { socket } = renderClassroom({
      ...asStudent,
      config: { isVideoEnabled: false, isAudioEnabled: false, isHandRaised: false, isIncognito: false },
    });
    expect(screen.getByText(lockTexts.studentHelp)).toBeTruthy();
    expect((screen.getByRole('switch', { name: lockTexts.labels.camera }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Video' }).hasAttribute('aria-disabled')).toBe(false);

    act(() => socket.fire('locks_changed', { locks: { ...noLocks, camera: true, chat: true } }));
    expect(screen.getByRole('status').textContent).toContain(`${lockTexts.refusals.camera} ${lockTexts.refusals.chat}`);
    expect((screen.getByRole('switch', { name: lockTexts.labels.camera }) as HTMLInputElement).checked).toBe(true);
    const video = screen.getByRole('button', { name: 'Video' });
    expect(video.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(video)).toBe(lockTexts.refusals.camera);
    // Clicking a locked control sends nothing.
    const before = socket.emitted.length;
    fireEvent.click(video);
    expect(socket.emitted.length).toBe(before);
    expect(screen.getByRole('button', { name: 'Mic' }).hasAttribute('aria-disabled')).toBe(false);
    // The chat box says why it is closed.
    expect(screen.getAllByText(lockTexts.refusals.chat).length).toBeGreaterThan(0);

    act(() => socket.fire('locks_changed', { locks: { ...noLocks, chat: true } }));
    expect(screen.getByRole('status').textContent).toContain(lockTexts.unlocked.camera);
    expect(screen.getByRole('button', { name: 'Video' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('a student who joins while locked gets the locks from the snapshot', () => {
    renderClassroom({ ...asStudent, locks: { ...noLocks, screen: true } });
    expect((screen.getByRole('switch', { name: lockTexts.labels.screen }) as HTMLInputElement).checked).toBe(true);
    expect(descriptionOf(screen.getByRole('button', { name: 'Present' }))).toBe(lockTexts.refusals.screen);
  });
});
