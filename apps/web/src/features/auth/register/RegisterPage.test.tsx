import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsOf, errorAnswer, makeUser, sessionAnswer, stubApi } from '../../../test/apiStub';
import { nigeria } from '../../../test/countries';
import { renderRoutes } from '../../../test/render';
import { RegisterPage } from './RegisterPage';

const setup = (route: string, register?: Response | object) => {
  const fetchMock = stubApi({
    'GET /auth/session': sessionAnswer(null),
    'GET /reference/countries': { data: { countries: [nigeria] } },
    ...(register ? { 'POST /auth/register': register } : {}),
  });
  const view = renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <p>Landed</p> },
    ],
    { route },
  );
  return { fetchMock, ...view };
};

const textbox = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const typePassword = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Picks an option of a native select by its text. */
const choose = async (name: string, option: string) => {
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name });
  const value = (await within(select).findByRole<HTMLOptionElement>('option', { name: option })).value;
  fireEvent.change(select, { target: { value } });
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

const fillAccountStep = async () => {
  type('First name', 'Tola');
  type('Last name', 'Ade');
  type('Email', 'tola@example.com');
  type('Phone number', '+2348031234567');
  await choose('Gender', 'Female');
  await choose('Country', 'Nigeria');
  await choose('State', 'Lagos');
};

describe('RegisterPage', () => {
  it('asks who the account is for, then shows that form', async () => {
    setup('/register');
    fireEvent.click(await screen.findByRole('button', { name: /^Sign up as a tutor/i }));
    expect(await screen.findByRole('form', { name: 'Tutor sign-up' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Change account type/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^Sign up as a student/i }));
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
  });

  it('stops the student form on the first step with the contracts messages', async () => {
    setup('/register?as=student');
    await screen.findByText('Step 1 of 4');
    next();
    for (const message of [
      'Please provide a first name',
      'Please provide a last name',
      'Please provide an email address',
      'Please provide a mobile number',
      'Please select a gender',
      'Please select a country',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    type('Phone number', '12');
    type('Email', 'bad@');
    next();
    expect(await screen.findByText('Please provide a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please provide a valid email address')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('needs a state when the chosen country has states', async () => {
    setup('/register?as=student');
    await screen.findByText('Step 1 of 4');
    type('First name', 'Tola');
    type('Last name', 'Ade');
    type('Email', 'tola@example.com');
    type('Phone number', '+2348031234567');
    await choose('Gender', 'Female');
    await choose('Country', 'Nigeria');
    next();
    expect(await screen.findByText('Please select a state')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('walks the four student steps and sends the whole form; a taken email leads back to step 1', async () => {
    const taken = errorAnswer(409, 'An account with this email already exists', 'CONFLICT', {
      email: 'An account with this email already exists',
    });
    const { fetchMock } = setup('/register?as=student', taken);
    await screen.findByText('Step 1 of 4');
    await fillAccountStep();
    next();

    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    next();
    expect(await screen.findByText('Please provide the guardian’s names')).toBeTruthy();
    type("Guardian's full names", 'Bisi Ade');
    type("Guardian's email", 'bisi@example.com');
    type("Guardian's phone number", '+2348031234568');
    await choose('Relationship to the student', 'Mother');
    next();

    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    next();
    expect(await screen.findByText('Please select an age range')).toBeTruthy();
    expect(screen.getByText('Please select a class')).toBeTruthy();
    await choose('Age range', '8-10 years');
    await choose('Class', 'Grade 4');
    next();

    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    typePassword(/^Password/, 'weakpass');
    typePassword(/^Confirm password/, 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'Password should have at least one upper and lower case letter, one symbol e.g @, #, %, and a number',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Password and Confirm Password do not match')).toBeTruthy();

    typePassword(/^Password/, 'Strong#2026');
    typePassword(/^Confirm password/, 'Strong#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThan(0);
    const sent = callsOf(fetchMock).find(([method, path]) => method === 'POST' && path === '/auth/register');
    expect(sent?.[2]).toMatchObject({
      role: 'STUDENT',
      firstName: 'Tola',
      email: 'tola@example.com',
      gender: 'FEMALE',
      country: { label: 'Nigeria', value: 'NG' },
      state: { label: 'Lagos', value: 'LA' },
      age: '8-10',
      class: 'GRADE_4',
      guardian: { names: 'Bisi Ade', relationship: 'Mother', email: 'bisi@example.com' },
      password: 'Strong#2026',
      confirmPassword: 'Strong#2026',
    });
  });

  it('validates the tutor form on submit and signs the new tutor in', async () => {
    const tutor = makeUser('TUTOR');
    const { router } = setup('/register?as=tutor', { message: 'Welcome to Chalkline!', data: { user: tutor } });
    const submit = await screen.findByRole('button', { name: 'Create tutor account' });
    fireEvent.click(submit);
    expect(await screen.findByText('Set a password for this account')).toBeTruthy();
    expect(screen.getByText('Please provide a first name')).toBeTruthy();
    expect(screen.getByText('Repeat the password here.')).toBeTruthy();

    await fillAccountStep();
    type('Title', 'Mr');
    typePassword(/^Password/, 'Short#1');
    typePassword(/^Confirm password/, 'Short#1');
    fireEvent.click(submit);
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();

    typePassword(/^Password/, 'Teacher#2026');
    typePassword(/^Confirm password/, 'Teacher#2026');
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('signs up a parent or guardian (ADR 0085) with the guardian role and takes them to their site', async () => {
    const parent = makeUser('GUARDIAN');
    const { fetchMock, router } = setup('/register', { message: 'Welcome to Chalkline!', data: { user: parent } });
    fireEvent.click(await screen.findByRole('button', { name: /^Sign up as a parent or guardian/i }));
    const submit = await screen.findByRole('button', { name: 'Create parent account' });
    expect(screen.getByRole('form', { name: 'Parent or guardian sign-up' })).toBeTruthy();
    await fillAccountStep();
    typePassword(/^Password/, 'Parent#2026');
    typePassword(/^Confirm password/, 'Parent#2026');
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    const sent = callsOf(fetchMock).find(([method, path]) => method === 'POST' && path === '/auth/register');
    expect(sent?.[2]).toMatchObject({ role: 'GUARDIAN', firstName: 'Tola', email: 'tola@example.com' });
  });
});
