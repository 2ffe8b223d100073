import { noLocks } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { LiveClassesPage, recordingsOf } from './LiveClassesPage';

afterEach(() => vi.unstubAllGlobals());

const settings = { guestMode: false, autoAdmitEnrolled: false, screenShareHostsOnly: false, locks: noLocks };
const person = (key: string, firstName: string, extra: Record<string, unknown>) => ({
  key,
  firstName,
  lastName: 'Bello',
  otherNames: null,
  memberRole: 'STUDENT',
  isTutor: false,
  isAdmin: false,
  isIncognito: false,
  status: 'ONLINE',
  joinedAt: '2026-05-01T10:00:00.000Z',
  ...extra,
});
const liveRoom = {
  roomKey: 'abc-defg-hij',
  meetingId: 'abc-defg-hij',
  programId: null,
  demoSession: null,
  kind: 'student',
  title: 'Dami Bello',
  link: '/meet/abc-defg-hij',
  live: {
    sessionId: 's1',
    startedAt: '2026-05-01T10:00:00.000Z',
    participants: [
      person('t1', 'Chidi', { memberRole: 'TUTOR', isTutor: true, lastName: 'Eze' }),
      person('a1', 'Ada', { memberRole: 'MASTER', isAdmin: true, isIncognito: true, lastName: 'Okafor' }),
      person('s1', 'Dami', { status: 'RECENTLY_ONLINE' }),
    ],
    waiting: 0,
  },
  settings,
};
const past = {
  key: 'm1',
  meetingId: 'program',
  roomKey: 'program:p1',
  kind: 'program',
  title: 'Little Robots',
  startedAt: '2026-04-30T09:00:00.000Z',
  endedAt: '2026-04-30T10:00:00.000Z',
  attendance: 4,
};

const stubPage = (extra: Record<string, unknown> = {}) =>
  stubApi({
    'GET /auth/session': sessionAnswer(makeUser('MASTER')),
    'GET /meet/admin/meetings': { data: { live: [liveRoom], items: [past], total: 1, page: 1, limit: 20 } },
    'GET /meet/admin/demo-sessions': {
      data: {
        items: [
          {
            key: 'd1',
            guestName: 'Kola Ade',
            guestEmail: 'kola@example.test',
            time: '2026-05-02T15:00:00.000Z',
            tutor: null,
            status: 'upcoming',
            link: '/meet/demo?session=d1',
          },
        ],
        total: 1,
        page: 1,
        limit: 10,
      },
    },
    ...extra,
  });

describe('Live Classes page', () => {
  it('shows each live classroom with who is inside, a join link, and past classes from one request', async () => {
    const fetchMock = stubPage();
    renderRoutes([{ path: '/admin/meetings', Component: LiveClassesPage }], { route: '/admin/meetings' });
    const card = await screen.findByRole('article', { name: 'Dami Bello' });
    expect(within(card).getByText('Chidi Eze · Tutor')).toBeTruthy();
    expect(within(card).getByText('Ada Okafor · Admin · incognito')).toBeTruthy();
    expect(within(card).getByText('Dami Bello · Student (reconnecting)')).toBeTruthy();
    expect(within(card).getByText('3 in class')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/meet/abc-defg-hij');
    expect(within(card).getByRole('link', { name: 'Recordings' }).getAttribute('href')).toBe(
      '/meet/abc-defg-hij/recordings',
    );
    expect(within(card).getByRole('button', { name: 'Settings of Dami Bello' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Classes held' });
    expect(within(table).getByText('Little Robots')).toBeTruthy();
    expect(within(table).getByText('4')).toBeTruthy();
    expect(await screen.findByText('Kola Ade')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/meet/demo?session=d1');
    expect(callsOf(fetchMock).filter(([, path]) => path === '/meet/admin/meetings')).toHaveLength(1);
  });

  it('says so when nothing is live', async () => {
    stubPage({ 'GET /meet/admin/meetings': { data: { live: [], items: [], total: 0, page: 1, limit: 20 } } });
    renderRoutes([{ path: '/admin/meetings', Component: LiveClassesPage }], { route: '/admin/meetings' });
    expect(await screen.findByText('No class is live right now.')).toBeTruthy();
    expect(await screen.findByText('No class has been held yet.')).toBeTruthy();
  });

  it('books a demo session, checking the form first, and shows the link to send', async () => {
    const fetchMock = stubPage({
      'POST /meet/demo-sessions': {
        message: 'Demo session created',
        data: { demo: { key: 'd2', link: '/meet/demo?session=d2' } },
      },
    });
    renderRoutes([{ path: '/admin/meetings', Component: LiveClassesPage }], { route: '/admin/meetings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Book a demo session' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book demo' }));
    expect(within(dialog).getByText('Please provide the guest’s name')).toBeTruthy();
    expect(within(dialog).getByText('Please choose when the demo takes place')).toBeTruthy();
    expect(callsOf(fetchMock).some(([method]) => method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Guest name/), { target: { value: 'Ife Ola' } });
    fireEvent.change(within(dialog).getByLabelText(/Date and time/), { target: { value: '2026-06-01T15:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book demo' }));
    expect(await within(dialog).findByText(/Demo session booked/)).toBeTruthy();
    expect(within(dialog).getByText(`${window.location.origin}/meet/demo?session=d2`)).toBeTruthy();
    const posted = callsOf(fetchMock).find(([method]) => method === 'POST');
    expect(posted?.[2]).toEqual({ guestName: 'Ife Ola', time: new Date('2026-06-01T15:30').toISOString() });
  });

  it('leaves demo sessions out for a manager without the demo bookings group', async () => {
    const fetchMock = stubPage({
      'GET /auth/session': sessionAnswer(makeUser('MANAGER', { permissions: ['classrooms.access'] })),
    });
    renderRoutes([{ path: '/admin/meetings', Component: LiveClassesPage }], { route: '/admin/meetings' });
    expect(await screen.findByRole('article', { name: 'Dami Bello' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book a demo session' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Demo sessions' })).toBeNull();
    expect(callsOf(fetchMock).some(([, path]) => path === '/meet/admin/demo-sessions')).toBe(false);
  });
});

describe('recordingsOf', () => {
  it('keeps the program or demo session that names the classroom', () => {
    expect(recordingsOf('/meet/program?program=p1')).toBe('/meet/program/recordings?program=p1');
    expect(recordingsOf('/meet/demo?session=d1')).toBe('/meet/demo/recordings?session=d1');
    expect(recordingsOf('/meet/abc-defg-hij?schedule=s1&program=p1')).toBe('/meet/abc-defg-hij/recordings?program=p1');
  });
});
