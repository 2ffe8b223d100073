import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ConnectionProvider } from '../connection/ClassroomContext';
import { admittedFakeConnection, makeParticipant, makeRequest, student, tutor } from '../connection/testing';
import { ParticipantsPanel } from './ParticipantsPanel';

const admin = makeParticipant({
  key: 'user-admin',
  connection: 'tab-admin',
  firstName: 'Ada',
  lastName: 'Okafor',
  isAdmin: true,
  memberRole: 'MASTER',
  updatedAt: '2026-03-01T10:30:00.000Z',
});
const guest = makeParticipant({
  key: 'guest:1',
  connection: 'tab-guest',
  firstName: 'Gina',
  lastName: 'Guest',
  memberRole: null,
  status: 'OFFLINE',
  updatedAt: '2026-03-01T10:40:00.000Z',
});

function renderPanel(setup = admittedFakeConnection({ participants: [guest, student, admin, tutor] })) {
  renderWithProviders(
    <ConnectionProvider connection={setup.connection}>
      <ParticipantsPanel />
    </ConnectionProvider>,
  );
  return setup;
}

const rows = () => within(screen.getByRole('list', { name: 'Participants' })).getAllByTestId('participant-row');

describe('ParticipantsPanel', () => {
  it('lists tutors, then admins, then by last update, with label, status and (You)', () => {
    renderPanel();
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
      'Chidi Eze (You), Tutor, Online',
      'Ada Okafor, Admin, Online',
      'Gina Guest, Guest, Offline',
      'Dami Bello, Student, Online',
    ]);
    expect(within(rows()[0] as HTMLElement).getByText('(You)')).toBeTruthy();
  });

  it('shows recently online after a drop and a raised hand', () => {
    const { socket } = renderPanel();
    act(() => {
      socket.fire('temporary_disconnect', { user: student.connection });
      socket.fire('raise_hand', { user: student.connection, isHandRaised: true });
    });
    const row = rows().find((r) => r.getAttribute('aria-label')?.startsWith('Dami')) as HTMLElement;
    expect(row.getAttribute('data-status')).toBe('Recently online');
    expect(within(row).getByRole('img', { name: 'Hand raised' })).toBeTruthy();
  });

  it('lets a host admit or decline people waiting (R5)', () => {
    const { socket } = renderPanel(admittedFakeConnection({ requests: [makeRequest()] }));
    const waiting = screen.getByRole('list', { name: 'Waiting to join' });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Admit' }));
    expect(socket.sent('access_granted')[0]?.payload).toEqual({ connection: 'tab-guest' });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Decline' }));
    expect(socket.sent('access_acception')[0]?.payload).toEqual({ connection: 'tab-guest', accepted: false });
    act(() => socket.fire('delete_access_request', { connection: 'tab-guest' }));
    expect(screen.queryByRole('list', { name: 'Waiting to join' })).toBeNull();
  });

  it('lets a host stop a student’s camera or screen share, never a host’s (R29)', () => {
    const presenting = { ...student, isPresenting: true };
    const { socket } = renderPanel(admittedFakeConnection({ participants: [presenting, admin, tutor] }));
    const name = `${student.firstName} ${student.lastName}`;
    fireEvent.click(screen.getByRole('button', { name: `Stop ${name}’s camera` }));
    expect(socket.sent('stop_producer')[0]?.payload).toEqual({ connection: student.connection, source: 'camera' });
    fireEvent.click(screen.getByRole('button', { name: `Stop ${name}’s screen share` }));
    expect(socket.sent('stop_producer')[1]?.payload).toEqual({ connection: student.connection, source: 'screen' });
    expect(screen.queryByRole('button', { name: /Stop Ada Okafor/ })).toBeNull();
  });
});
