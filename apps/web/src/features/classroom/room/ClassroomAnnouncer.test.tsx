import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import { ConnectionProvider } from '../connection/ClassroomContext';
import {
  admittedFakeConnection,
  type FakeSocket,
  fakeConnection,
  makeMessage,
  makeParticipant,
  makeRequest,
  makeSnapshot,
  student,
  tutor,
} from '../connection/testing';
import { ClassroomAnnouncer } from './ClassroomAnnouncer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const render = (connection: ClassroomConnection) =>
  renderWithProviders(
    <ConnectionProvider connection={connection}>
      <ClassroomAnnouncer />
    </ConnectionProvider>,
  );

/** What the polite region said last, and everything it holds. */
const polite = () => screen.getByTestId('classroom-announcer');
const lastSaid = () => polite().lastElementChild?.textContent ?? '';
const alerts = () => screen.getByTestId('classroom-alerts');

const at = (second: number) => `2026-03-01T10:10:${String(second).padStart(2, '0')}.000Z`;
const messageFrom = (socket: FakeSocket, n: number, from = student) =>
  act(() =>
    socket.fire(
      'message',
      makeMessage({
        key: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
        content: `Message ${n}`,
        createdAt: at(n),
        from: { ...makeMessage().from, key: from.key, firstName: from.firstName, lastName: from.lastName },
      }),
    ),
  );

describe('the classroom announcer (ADR 0077)', () => {
  it('is one polite status region and one assertive region, empty at first', () => {
    const { connection } = admittedFakeConnection();
    render(connection);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(polite().textContent).toBe('');
    expect(alerts().getAttribute('aria-live')).toBe('assertive');
  });

  it('announces a chat message from someone else at once, then at most one summary per five seconds', () => {
    const { connection, socket } = admittedFakeConnection();
    render(connection);
    messageFrom(socket, 1);
    expect(lastSaid()).toBe('Message from Dami Bello: Message 1');

    const gina = makeParticipant({ key: 'user-gina', connection: 'tab-gina', firstName: 'Gina', lastName: 'Guest' });
    messageFrom(socket, 2);
    messageFrom(socket, 3, gina);
    messageFrom(socket, 4);
    expect(polite().children).toHaveLength(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(lastSaid()).toBe('3 new messages from Dami Bello and Gina Guest');
    expect(polite().children).toHaveLength(2);
    // Nothing waited in the next interval: the one after it is told at once again.
    act(() => vi.advanceTimersByTime(5000));
    messageFrom(socket, 5);
    expect(lastSaid()).toBe('Message from Dami Bello: Message 5');
  });

  it('does not announce one’s own messages', () => {
    const { connection, socket } = admittedFakeConnection();
    render(connection);
    messageFrom(socket, 1, tutor);
    expect(polite().textContent).toBe('');
  });

  it('tells a host who asks to join and whose hand goes up', () => {
    const { connection, socket } = admittedFakeConnection();
    render(connection);
    act(() => socket.fire('access_request', makeRequest()));
    expect(lastSaid()).toBe('Gina Guest is asking to join');
    act(() => socket.fire('raise_hand', { user: student.connection, isHandRaised: true }));
    expect(lastSaid()).toBe('Dami Bello raised their hand');
    act(() => socket.fire('raise_hand', { user: student.connection, isHandRaised: false }));
    expect(polite().children).toHaveLength(2);
  });

  it('tells a student nothing of requests or hands, and tells them when they are let in', () => {
    const { connection, socket } = fakeConnection();
    connection.connect();
    socket.open();
    render(connection);
    act(() => socket.answer('launch', { status: 'waiting' }));
    expect(polite().textContent).toBe('');
    // The server ends the waiting just before the room arrives.
    act(() => socket.fire('is_waiting', { waiting: false }));
    act(() =>
      socket.fire(
        'access_granted',
        makeSnapshot({
          you: { key: student.key, connection: student.connection, isHost: false, kind: 'user' },
          config: { isVideoEnabled: true, isAudioEnabled: true, isHandRaised: false, isIncognito: false },
        }),
      ),
    );
    expect(lastSaid()).toBe('You have been let in. You are in the classroom.');
    act(() => socket.fire('access_request', makeRequest()));
    act(() => socket.fire('raise_hand', { user: tutor.connection, isHandRaised: true }));
    expect(polite().children).toHaveLength(1);
  });

  it('says at once that the lesson is being recorded, and politely that it stopped', () => {
    const { connection } = admittedFakeConnection();
    render(connection);
    const recording = {
      recordingId: 'r1',
      startedAt: at(0),
      initiator: { key: tutor.key, connection: tutor.connection, firstName: 'Chidi', lastName: 'Eze' },
      leftOut: [],
    };
    act(() => connection.store.update((s) => ({ ...s, recording })));
    expect(alerts().textContent).toBe('This lesson is being recorded by Chidi Eze');
    act(() => connection.store.update((s) => ({ ...s, recording: null })));
    expect(lastSaid()).toBe('Recording stopped');
  });
});
