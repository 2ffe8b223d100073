import type { ManagedPerson } from '@chalkline/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsOf, errorAnswer, makeUser, type StubRequest, sessionAnswer, stubApi } from '../../../test/apiStub';
import { nigeria } from '../../../test/countries';
import { renderWithProviders } from '../../../test/render';
import { AdminStudentsPage, AdminTutorsPage } from './ManagePeoplePage';

afterEach(() => vi.unstubAllGlobals());

const tutor = (key: string, firstName: string, lastName: string, suspended = false): ManagedPerson => ({
  key,
  title: 'Mr',
  firstName,
  lastName,
  otherNames: null,
  email: `${firstName.toLowerCase()}@example.test`,
  phone: '+2348031234567',
  gender: 'MALE',
  avatar: null,
  country: { label: 'Nigeria', value: 'NG' },
  state: { label: 'Lagos', value: 'LA' },
  signUpMethod: 'EMAIL',
  suspended,
  createdAt: '2026-01-05T10:00:00.000Z',
  meetingId: null,
});

const page = (items: ManagedPerson[]) => ({ data: { items, total: items.length, page: 1, limit: 20 } });
const textbox = (name: string) => screen.getByRole('textbox', { name });
const choose = async (name: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('ManagePeoplePage', () => {
  it('lists tutors server-paged from the address, marks the suspended, and suspends one after confirming', async () => {
    const people = [tutor('t1', 'Chidi', 'Eze'), tutor('t2', 'Musa', 'Bello', true)];
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/tutors': (request: StubRequest) => {
        expect(request.search.get('page')).toBe('2');
        expect(request.search.get('limit')).toBe('10');
        return page(people);
      },
      'POST /accounts/restriction/tutors': (request: StubRequest) => {
        people[0] = { ...people[0]!, suspended: true };
        expect(request.body).toEqual({ key: 't1', suspended: true });
        return { message: 'The tutor is suspended', data: { person: people[0] } };
      },
    });
    renderWithProviders(<AdminTutorsPage />, { route: '/admin/tutors?page=2&limit=10' });
    const grid = await screen.findByRole('table', { name: 'Tutors' });
    expect(await within(grid).findByText('Chidi Eze')).toBeTruthy();
    expect(within(grid).getAllByText('Suspended')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Chidi Eze' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Chidi Eze?' });
    expect(within(dialog).getByText(/signed out everywhere at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(within(grid).getAllByText('Suspended')).toHaveLength(2));
    expect(callsOf(fetchMock).filter(([m]) => m === 'POST')).toHaveLength(1);
  });

  it('hides the actions a manager does not hold', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MANAGER', { permissions: ['tutors.access'] })),
      'GET /admin/tutors': page([tutor('t1', 'Chidi', 'Eze')]),
    });
    renderWithProviders(<AdminTutorsPage />, { route: '/admin/tutors' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Chidi Eze' }));
    expect(screen.queryByRole('button', { name: 'Add tutor' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('creates a tutor with the contracts’ checks and shows the server’s field message', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/tutors': page([]),
      'GET /reference/countries': { data: { countries: [nigeria] } },
      'POST /tutors': errorAnswer(409, 'An account with this email already exists.', 'CONFLICT', {
        email: 'An account with this email already exists.',
      }),
    });
    renderWithProviders(<AdminTutorsPage />, { route: '/admin/tutors' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add tutor' }));
    const form = await screen.findByRole('form', { name: 'Create tutor' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create tutor' }));
    expect(await within(form).findByText('Please provide a first name')).toBeTruthy();
    expect(within(form).getByText('Please provide a mobile number')).toBeTruthy();

    fireEvent.change(textbox('First name'), { target: { value: 'Grace' } });
    fireEvent.change(textbox('Last name'), { target: { value: 'Hopper' } });
    fireEvent.change(textbox('Email'), { target: { value: 'grace@example.test' } });
    fireEvent.change(textbox('Phone number'), { target: { value: '+2348031234567' } });
    await choose('Gender', 'Female');
    await choose('Country', 'Nigeria');
    await choose('State', 'Lagos');
    fireEvent.click(within(form).getByRole('button', { name: 'Create tutor' }));
    expect(await within(form).findAllByText('An account with this email already exists.')).not.toHaveLength(0);
    const post = callsOf(fetchMock).find(([m]) => m === 'POST');
    expect(post?.[2]).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
      gender: 'FEMALE',
      country: { label: 'Nigeria', value: 'NG' },
      state: { label: 'Lagos', value: 'LA' },
    });
    expect(post?.[2]).not.toHaveProperty('password');
  });

  it('edits a tutor from their row, starting from what the list shows', async () => {
    const fetchMock = stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/tutors': page([tutor('t1', 'Chidi', 'Eze')]),
      'GET /reference/countries': { data: { countries: [nigeria] } },
      'PATCH /tutors/t1': (request: StubRequest) => ({
        message: 'Tutor saved',
        data: { person: { ...tutor('t1', 'Chidi', 'Okoro'), ...(request.body as object) } },
      }),
    });
    renderWithProviders(<AdminTutorsPage />, { route: '/admin/tutors' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Chidi Eze' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit tutor' });
    expect((textbox('Email') as HTMLInputElement).value).toBe('chidi@example.test');
    fireEvent.change(textbox('Last name'), { target: { value: 'Okoro' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit tutor' })).toBeNull());
    const patch = callsOf(fetchMock).find(([m]) => m === 'PATCH');
    expect(patch?.[2]).toMatchObject({ title: 'Mr', lastName: 'Okoro', state: { label: 'Lagos', value: 'LA' } });
  });

  it('opens a student’s profile with the admin-only fields, enrolments and tutors', async () => {
    stubApi({
      'GET /auth/session': sessionAnswer(makeUser('MASTER')),
      'GET /admin/students': page([{ ...tutor('s1', 'Dami', 'Bello'), title: null, meetingId: 'abc-defg-hij' }]),
      'GET /students/s1/profile': {
        data: {
          profile: {
            basic: {
              firstName: 'Dami',
              lastName: 'Bello',
              otherNames: null,
              preferredNames: null,
              gender: 'FEMALE',
              age: '10-12',
              country: null,
              state: null,
              school: 'Sunrise',
              class: 'GRADE_5',
              avatar: null,
              meetingId: 'abc-defg-hij',
              key: 's1',
              email: 'dami@example.test',
              phone: { international: '+234 803 123 4567' },
              signUpMethod: 'ADMIN',
              referredBy: 'A friend',
              referee: null,
              onboarded: false,
              suspended: true,
              deleted: false,
              createdAt: '2026-01-05T10:00:00.000Z',
              updatedAt: '2026-01-06T10:00:00.000Z',
            },
            guardian: {
              names: 'Kemi Bello',
              email: 'kemi@example.test',
              phone: null,
              occupation: null,
              relationship: 'Mother',
            },
            learningPreferences: {
              language: 'ENGLISH',
              curriculum: null,
              days: [],
              timezone: null,
              scheduleTime: null,
              learningGoals: null,
              specialNeeds: null,
              languageInfo: 'Also French',
              curriculumInfo: null,
              communicationPreference: 'Email',
            },
          },
        },
      },
      'GET /accounts/program-enrollments': { data: { enrollments: [] } },
      'GET /tutors/student-relationships': { data: { items: [], total: 0, page: 1, limit: 100 } },
    });
    renderWithProviders(<AdminStudentsPage />, { route: '/admin/students' });
    fireEvent.click(await screen.findByRole('button', { name: 'Dami Bello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dami Bello' });
    const basic = await within(dialog).findByRole('region', { name: 'Basic info' });
    for (const label of ['Student ID', 'Email', 'Sign-up method', 'Referred by', 'Suspended', 'Joined'])
      expect(within(basic).getByText(label)).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Guardian info' })).toBeTruthy();
    expect(within(dialog).getByText('Also French')).toBeTruthy();
    expect(within(dialog).getByText('Communication preference')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Programs and tutors' })).toBeTruthy();
    expect(await within(dialog).findByText('No enrolments yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Actions for Dami Bello' }));
    expect(await screen.findByRole('menuitem', { name: 'Restore' })).toBeTruthy();
  });
});
