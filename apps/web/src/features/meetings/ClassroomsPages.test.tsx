import { lockTexts, noLocks, type PersonSummary } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, type StubRequest, stubApi } from '../../test/apiStub';
import { renderRoutes } from '../../test/render';
import { ProgramClassroomsPage, StudentClassroomsPage } from './ClassroomsPages';

afterEach(() => vi.unstubAllGlobals());

const student: PersonSummary = {
  key: 's1',
  title: null,
  firstName: 'Dami',
  lastName: 'Bello',
  otherNames: null,
  avatar: null,
  gender: null,
  email: 'dami@example.test',
};

const settings = { guestMode: false, autoAdmitEnrolled: false, screenShareHostsOnly: false, locks: noLocks };
const studentRow = (live: unknown) => ({
  roomKey: 'abc-defg-hij',
  meetingId: 'abc-defg-hij',
  programId: null,
  demoSession: null,
  student,
  link: '/meet/abc-defg-hij',
  live,
  settings,
});
const tutorInside = {
  key: 't1',
  firstName: 'Chidi',
  lastName: 'Eze',
  otherNames: null,
  memberRole: 'TUTOR',
  isTutor: true,
  isAdmin: false,
  isIncognito: false,
  status: 'ONLINE',
  joinedAt: '2026-05-01T10:00:00.000Z',
};

describe('admin classroom pages', () => {
  it('lists students’ classrooms a page at a time from the address, with their links', async () => {
    const asked: (string | null)[][] = [];
    stubApi({
      'GET /meet/admin/meetings/students': (request: StubRequest) => {
        asked.push([request.search.get('page'), request.search.get('limit')]);
        return { data: { items: [studentRow(null)], total: 31 } };
      },
    });
    renderRoutes([{ path: '/admin/meetings/students', Component: StudentClassroomsPage }], {
      route: '/admin/meetings/students?page=3&limit=10',
    });
    expect((await screen.findByRole('link', { name: '/meet/abc-defg-hij' })).getAttribute('href')).toBe(
      '/meet/abc-defg-hij',
    );
    expect(screen.getByText('dami@example.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy classroom link' })).toBeTruthy();
    expect(asked).toEqual([['3', '10']]);
  });

  it('lists programs’ classrooms under the meeting id program', async () => {
    const link = '/meet/program?program=p1';
    stubApi({
      'GET /meet/admin/meetings/programs': {
        data: {
          items: [
            {
              roomKey: 'program:p1',
              meetingId: 'program',
              programId: 'p1',
              demoSession: null,
              program: { key: 'p1', title: 'Little Robots', slug: 'little-robots' },
              link,
              live: null,
              settings,
            },
          ],
          total: 1,
        },
      },
    });
    renderRoutes([{ path: '/admin/meetings/programs', Component: ProgramClassroomsPage }], {
      route: '/admin/meetings/programs',
    });
    expect(await screen.findByText('Little Robots')).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
  });

  it('shows who is in a live classroom and who waits', async () => {
    stubApi({
      'GET /meet/admin/meetings/students': {
        data: {
          items: [studentRow({ sessionId: 's1', startedAt: null, participants: [tutorInside], waiting: 2 })],
          total: 1,
        },
      },
    });
    renderRoutes([{ path: '/admin/meetings/students', Component: StudentClassroomsPage }], {
      route: '/admin/meetings/students',
    });
    expect(await screen.findByText('Live · 1 in class')).toBeTruthy();
    expect(screen.getByText('Chidi Eze · Tutor')).toBeTruthy();
    expect(screen.getByText('2 waiting to be let in')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Live Now' }).getAttribute('href')).toBe('/admin/meetings');
  });

  it('saves a program classroom’s settings for its program', async () => {
    const fetchMock = stubApi({
      'GET /meet/admin/meetings/programs': {
        data: {
          items: [
            {
              roomKey: 'program:p1',
              meetingId: 'program',
              programId: 'p1',
              demoSession: null,
              program: { key: 'p1', title: 'Little Robots', slug: 'little-robots' },
              link: '/meet/program?program=p1',
              live: null,
              settings: { ...settings, guestMode: true },
            },
          ],
          total: 1,
        },
      },
      'PUT /meet/settings': {
        message: 'Classroom settings saved',
        data: { guestMode: true, autoAdmitEnrolled: true, screenShareHostsOnly: false, locks: noLocks },
      },
    });
    renderRoutes([{ path: '/admin/meetings/programs', Component: ProgramClassroomsPage }], {
      route: '/admin/meetings/programs',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Settings of Little Robots' }));
    const dialog = screen.getByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    expect((within(dialog).getByRole('switch', { name: 'Guest mode' }) as HTMLInputElement).checked).toBe(true);
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Let enrolled students straight in' }));
    // The classroom locks a lesson starts with (ADR 0075) are switches here too.
    fireEvent.click(within(dialog).getByRole('switch', { name: lockTexts.labels.chat }));
    fireEvent.click(save);
    expect(await screen.findByText('Classroom settings saved')).toBeTruthy();
    expect(callsOf(fetchMock).filter(([method]) => method === 'PUT')).toEqual([
      [
        'PUT',
        '/meet/settings',
        {
          meetingId: 'program',
          config: { programId: 'p1' },
          guestMode: true,
          autoAdmitEnrolled: true,
          screenShareHostsOnly: false,
          locks: { ...noLocks, chat: true },
        },
      ],
    ]);
  });
});
