import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, stubApi } from '../../test/apiStub';
import { lessonFixture } from '../../test/lessons';
import { person } from '../../test/people';
import { renderWithProviders } from '../../test/render';
import { AdminDashboard } from './AdminDashboard';
import { TutorDashboard } from './TutorDashboard';

afterEach(() => vi.unstubAllGlobals());

const lesson = lessonFixture(1);

describe('tutor and admin dashboards', () => {
  it('shows the tutor’s upcoming classes with the student and a Join link, their students and programs', async () => {
    stubApi({
      'GET /accounts/dashboard': {
        data: {
          upcoming: [lesson],
          students: [
            { ...person('s1', 'Dami', 'Bello'), meetingId: 'abc', programs: [{ key: 'p1', title: 'Little Robots' }] },
          ],
          studentsTotal: 7,
          programs: [],
        },
      },
    });
    renderWithProviders(<TutorDashboard user={makeUser('TUTOR')} />);
    expect((await screen.findByRole('link', { name: 'Join Little Robots' })).getAttribute('href')).toBe(
      lesson.classroomLink,
    );
    expect(screen.getByText('Student: Dami Bello')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My students (7)' })).toBeTruthy();
    expect(screen.getByText('No programs are assigned to you yet.')).toBeTruthy();
  });

  it('shows the admin the account statistics from /admin/statistics', async () => {
    stubApi({
      'GET /admin/statistics': {
        data: {
          accounts: { students: 12, tutors: 4, managers: 1, masters: 2 },
          programs: 5,
          categories: 2,
          activeEnrolments: 15,
          schedules: { upcoming: 9, today: 3, overdue: 1 },
        },
      },
    });
    renderWithProviders(<AdminDashboard user={makeUser('MASTER')} />);
    for (const label of ['Students: 12', 'Tutors: 4', 'Admins: 3', 'Active enrolments: 15', 'Overdue lessons: 1']) {
      expect(await screen.findByLabelText(label)).toBeTruthy();
    }
  });
});
