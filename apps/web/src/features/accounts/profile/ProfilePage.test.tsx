import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router';
import { makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { renderRoutes } from '../../../test/render';

const student = makeUser('STUDENT', { title: null, otherNames: 'Ife' });

const basic = {
  firstName: 'Dami',
  lastName: 'Bello',
  otherNames: 'Ife',
  preferredNames: null,
  gender: 'FEMALE',
  age: '8-10',
  country: { label: 'Nigeria', value: 'NG' },
  state: { label: 'Lagos', value: 'LA' },
  school: 'Sunrise School',
  class: 'GRADE_4',
  avatar: null,
  meetingId: 'abc-defg-hij',
};
const learningPreferences = {
  language: 'ENGLISH',
  curriculum: null,
  days: ['MONDAY', 'WEDNESDAY'],
  timezone: 'Africa/Lagos',
  scheduleTime: 'AFTERNOON',
  learningGoals: null,
  specialNeeds: null,
};

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('ProfilePage', () => {
  it('shows a student the sections the server sent, without guardian info when it was left out', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(student),
      [`GET /students/${student.key}/profile`]: { data: { profile: { basic, learningPreferences } } },
    });
    renderRoutes(routes, { route: '/accounts/profile' });
    expect(await screen.findByRole('region', { name: 'Basic info' })).toBeTruthy();
    expect(screen.getByText('Dami Ife Bello')).toBeTruthy();
    expect(section('Basic info').getByText('Grade 4')).toBeTruthy();
    expect(section('Basic info').getByText('Lagos')).toBeTruthy();
    expect(section('Basic info').getByText('8-10 years')).toBeTruthy();
    expect(section('Learning preferences').getByText('Monday, Wednesday')).toBeTruthy();
    expect(section('Learning preferences').getByText('Afternoon (Between 12pm & 3pm)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Guardian info' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/accounts/profile/settings');
  });

  it('shows guardian info and the admin fields when the server sends them', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(student),
      [`GET /students/${student.key}/profile`]: {
        data: {
          profile: {
            basic: {
              ...basic,
              key: student.key,
              email: student.email,
              phone: { international: '+234 803 123 4567' },
              onboarded: false,
            },
            guardian: {
              names: 'Bisi Bello',
              email: 'bisi@example.com',
              phone: { international: '+234 803 000 0000' },
              occupation: null,
              relationship: 'Mother',
            },
            learningPreferences,
          },
        },
      },
    });
    renderRoutes(routes, { route: '/accounts/profile' });
    const guardian = within(await screen.findByRole('region', { name: 'Guardian info' }));
    expect(guardian.getByText('Bisi Bello')).toBeTruthy();
    expect(guardian.getByText('+234 803 000 0000')).toBeTruthy();
    expect(section('Basic info').getByText('+234 803 123 4567')).toBeTruthy();
    expect(section('Basic info').getByText('Student ID')).toBeTruthy();
    expect(section('Basic info').getByText('No')).toBeTruthy();
  });

  it('shows an admin the account fields only', async () => {
    const fetchMock = stubApi({ 'GET /auth/session': sessionAnswer(makeUser('MANAGER', { title: 'Mrs' })) });
    renderRoutes(routes, { route: '/admin/profile' });
    expect(await screen.findByText('Mrs Bola Adeyemi')).toBeTruthy();
    expect(screen.getAllByText('MANAGER ADMIN').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/admin/profile/settings');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/students/'))).toBe(false);
  });
});
