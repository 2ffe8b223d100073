import type { LessonAttendance } from '@chalkline/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, sessionAnswer, stubApi } from '../../test/apiStub';
import { lessonFixture } from '../../test/lessons';
import { renderRoutes } from '../../test/render';
import { MySchedulesPage } from './MySchedulesPage';

afterEach(() => vi.unstubAllGlobals());

const attendance: LessonAttendance = {
  held: true,
  minutes: 60,
  minSharePercent: 50,
  people: [
    {
      key: 's1',
      firstName: 'Dami',
      lastName: 'Bello',
      role: 'STUDENT',
      spans: [
        { joinedAt: '2026-03-03T16:00:00.000Z', leftAt: '2026-03-03T16:20:00.000Z' },
        { joinedAt: '2026-03-03T16:25:00.000Z', leftAt: '2026-03-03T17:00:00.000Z' },
      ],
      minutesPresent: 55,
      minutesCamera: 40,
      minutesMicrophone: 12,
      handsRaised: 1,
      messagesSent: 3,
      sharePercent: 92,
      attended: true,
    },
  ],
};

describe('a lesson’s attendance on My Schedules', () => {
  it('shows a tutor who was there, for how long and what they did, for a lesson that has started', async () => {
    const past = lessonFixture(-2);
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /accounts/schedules': { data: { items: [past], total: 1, page: 1, limit: 10 } },
      'GET /accounts/schedules/sch1/attendance': { data: attendance },
    });
    renderRoutes([{ path: '/accounts/schedules', Component: MySchedulesPage }], { route: '/accounts/schedules' });
    fireEvent.click(await screen.findByRole('button', { name: 'Attendance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance' });
    const list = await within(dialog).findByRole('list', { name: 'Attendance' });
    expect(within(list).getByText('Dami Bello')).toBeTruthy();
    expect(
      within(list).getByText(/55 min present \(92%\) · camera 40 min · microphone 12 min · 1 hand raised · 3 messages/),
    ).toBeTruthy();
    expect(within(list).getByText('Attended')).toBeTruthy();
    expect(within(dialog).getByText(/at least 50% of/)).toBeTruthy();
  });

  it('offers no attendance for a lesson still to come, nor to a student', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('TUTOR')),
      'GET /accounts/schedules': { data: { items: [lessonFixture(3)], total: 1, page: 1, limit: 10 } },
    });
    const upcoming = renderRoutes([{ path: '/accounts/schedules', Component: MySchedulesPage }], {
      route: '/accounts/schedules',
    });
    expect(await screen.findByText('Little Robots')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attendance' })).toBeNull();
    upcoming.unmount();

    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('STUDENT')),
      'GET /accounts/schedules': { data: { items: [lessonFixture(-2)], total: 1, page: 1, limit: 10 } },
    });
    renderRoutes([{ path: '/accounts/schedules', Component: MySchedulesPage }], { route: '/accounts/schedules' });
    expect(await screen.findByText('Little Robots')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attendance' })).toBeNull();
  });
});
