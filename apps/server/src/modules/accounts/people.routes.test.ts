/** Admins managing tutors and students: create, edit, soft delete, suspend and restore (ADR 0029). */
import { peopleTexts } from '@chalkline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { readOutbox } from '../../mail/mailer.js';
import { sessionCookieName } from './session.service.js';

const tag = () => Math.random().toString(36).slice(2, 8);
const password = 'Str0ng!Pass';

export const newStudent = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada${tag()}@example.test`,
  phone: '+234 803 123 4567',
  gender: 'FEMALE',
  country: { label: 'Nigeria', value: 'NG' },
  state: { label: 'Lagos', value: 'LA' },
  age: '10-12',
  class: 'GRADE_5',
  school: 'Sunrise Primary',
  referredBy: 'A friend',
  guardian: { names: 'Anne Byron', email: 'anne@example.test', phone: '+234 803 765 4321', relationship: 'Mother' },
  learningPreferences: {
    language: 'ENGLISH',
    languageInfo: 'Also learning French',
    curriculum: 'British',
    curriculumInfo: 'Key stage 2',
    days: ['MONDAY', 'WEDNESDAY'],
    timezone: 'Africa/Lagos',
    scheduleTime: 'AFTERNOON',
    learningGoals: 'Fractions',
    communicationPreference: 'Email',
  },
  password,
  ...overrides,
});

const newTutor = (overrides: Record<string, unknown> = {}) => ({
  title: 'Mr',
  firstName: 'Charles',
  lastName: 'Babbage',
  email: `charles${tag()}@example.test`,
  phone: '+234 803 111 2222',
  gender: 'MALE',
  country: { label: 'Nigeria', value: 'NG' },
  state: { label: 'Lagos', value: 'LA' },
  ...overrides,
});

describe('people management', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  const login = (email: string) => call('POST', '/api/auth/login', { email, password });
  const signedIn = async (cookie: string) => (await call('GET', '/api/auth/session', undefined, cookie)).status;

  it('creates a student with the admin-only fields, who signs in with the first password', async () => {
    const input = newStudent();
    const created = await call('POST', '/api/students', input, w.admin.cookie);
    expect(created.status).toBe(201);
    expect(created.body.data.person).toMatchObject({ email: input.email, signUpMethod: 'ADMIN', suspended: false });
    expect(created.body.data.person.meetingId).toMatch(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    const key = created.body.data.person.key;

    const profile = (await call('GET', `/api/students/${key}/profile`, undefined, w.admin.cookie)).body.data.profile;
    expect(profile.basic).toMatchObject({ key, email: input.email, referredBy: 'A friend', signUpMethod: 'ADMIN' });
    expect(profile.basic.state).toEqual({ label: 'Lagos', value: 'LA' });
    expect(profile.guardian).toMatchObject({ names: 'Anne Byron', relationship: 'Mother' });
    expect(profile.learningPreferences).toMatchObject({
      languageInfo: 'Also learning French',
      curriculumInfo: 'Key stage 2',
      days: ['MONDAY', 'WEDNESDAY'],
      communicationPreference: 'Email',
    });

    const signIn = await login(input.email);
    expect(signIn.status).toBe(200);
    const listed = await call('GET', `/api/admin/students?search=${input.email}`, undefined, w.admin.cookie);
    expect(listed.body.data.items.map((p: { key: string }) => p.key)).toEqual([key]);
  });

  it('creates a tutor without a password and emails them a link to choose one', async () => {
    const input = newTutor();
    const created = await call('POST', '/api/tutors', input, w.admin.cookie);
    expect(created.status).toBe(201);
    expect(created.body.data.person).toMatchObject({ title: 'Mr', email: input.email, meetingId: null });
    let mail: { text: string } | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => JSON.stringify(m.to).includes(input.email));
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail?.text).toMatch(/reset-password\?token=/);
    expect((await login(input.email)).status).toBe(401);
  });

  it('refuses bad input with field messages, a taken email, and a manager without the group', async () => {
    const bad = await call(
      'POST',
      '/api/students',
      newStudent({ firstName: 'x'.repeat(121), email: 'nope', guardian: undefined, password: 'weak' }),
      w.admin.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      firstName: 'Please use at most 120 characters',
      email: 'Please provide a valid email address',
      guardian: 'Please provide the guardian’s details',
      password: 'Password should have at least one upper and lower case letter, one symbol e.g @, #, %, and a number',
    });
    const taken = await call('POST', '/api/tutors', newTutor({ email: w.tutorA.user.email }), w.admin.cookie);
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toHaveProperty('email');

    const manager = await buildUser(t.database.db, 'MANAGER', { adminPermissions: ['tutors.access', 'tutors.create'] });
    const { token } = await t.modules.accounts.sessions.start(manager.id);
    const cookie = `${sessionCookieName}=${token}`;
    expect((await call('POST', '/api/students', newStudent(), cookie)).status).toBe(403);
    expect((await call('POST', '/api/tutors', newTutor(), cookie)).status).toBe(201);
    expect((await call('POST', '/api/tutors', newTutor(), w.tutorA.cookie)).status).toBe(403);
  });

  it('edits a student’s names, guardian and learning preferences, and a tutor’s details', async () => {
    const key = (await call('POST', '/api/students', newStudent(), w.admin.cookie)).body.data.person.key;
    const edit = await call(
      'PATCH',
      `/api/students/${key}`,
      {
        firstName: 'Augusta',
        guardian: {
          names: 'Lady Byron',
          email: 'byron@example.test',
          phone: '+234 803 765 4321',
          relationship: 'Mother',
        },
        learningPreferences: { language: 'OTHERS', languageInfo: 'Italian', days: ['FRIDAY'] },
      },
      w.admin.cookie,
    );
    expect(edit.status).toBe(200);
    const profile = (await call('GET', `/api/students/${key}/profile`, undefined, w.admin.cookie)).body.data.profile;
    expect(profile.basic.firstName).toBe('Augusta');
    expect(profile.basic.school).toBe('Sunrise Primary');
    expect(profile.guardian.names).toBe('Lady Byron');
    expect(profile.learningPreferences).toMatchObject({
      language: 'OTHERS',
      languageInfo: 'Italian',
      days: ['FRIDAY'],
    });

    expect((await call('PATCH', `/api/students/${key}`, {}, w.admin.cookie)).status).toBe(400);
    // A student's key is not a tutor's.
    expect((await call('PATCH', `/api/tutors/${key}`, { firstName: 'X' }, w.admin.cookie)).status).toBe(404);
    const tutor = await call('PATCH', `/api/tutors/${w.tutorB.user.id}`, { lastName: 'Hopper' }, w.admin.cookie);
    expect(tutor.body.data.person.lastName).toBe('Hopper');
  });

  it('deletes softly: the record stays, the lists hide it, sessions and sign-in end', async () => {
    const input = newStudent();
    const key = (await call('POST', '/api/students', input, w.admin.cookie)).body.data.person.key;
    const session = await login(input.email);
    const cookie = session.cookie!;
    expect(await signedIn(cookie)).toBe(200);

    expect((await call('DELETE', `/api/students/${key}`, undefined, w.tutorA.cookie)).status).toBe(403);
    expect((await call('DELETE', `/api/students/${key}`, undefined, w.admin.cookie)).status).toBe(200);

    expect(await signedIn(cookie)).toBe(401);
    expect((await login(input.email)).status).toBe(401);
    expect((await t.modules.accounts.users.findById(key))?.deletedAt).toBeInstanceOf(Date);
    const lists = [
      await call('GET', `/api/admin/students?search=${input.email}`, undefined, w.admin.cookie),
      await call('GET', `/api/accounts/students?search=${input.email}`, undefined, w.admin.cookie),
    ];
    for (const list of lists) expect(list.body.data.items).toEqual([]);
    expect((await call('DELETE', `/api/students/${key}`, undefined, w.admin.cookie)).status).toBe(404);
  });

  it('suspends: sessions end, sign-in is refused with the message; restoring lets the person in again', async () => {
    const input = newStudent();
    const key = (await call('POST', '/api/students', input, w.admin.cookie)).body.data.person.key;
    const cookie = (await login(input.email)).cookie!;

    const suspend = await call('POST', '/api/accounts/restriction/students', { key, suspended: true }, w.admin.cookie);
    expect(suspend.status).toBe(200);
    expect(suspend.body.data.person.suspended).toBe(true);
    expect(await signedIn(cookie)).toBe(401);
    const refused = await login(input.email);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(peopleTexts.suspendedSignIn);
    const listed = await call('GET', `/api/admin/students?search=${input.email}`, undefined, w.admin.cookie);
    expect(listed.body.data.items[0].suspended).toBe(true);

    // The tutors' route manages tutors only.
    const wrongGroup = await call(
      'POST',
      '/api/accounts/restriction/tutors',
      { key, suspended: false },
      w.admin.cookie,
    );
    expect(wrongGroup.status).toBe(404);
    expect((await call('POST', '/api/accounts/restriction/students', { key }, w.admin.cookie)).status).toBe(400);

    const restore = await call('POST', '/api/accounts/restriction/students', { key, suspended: false }, w.admin.cookie);
    expect(restore.body.data.person.suspended).toBe(false);
    expect((await login(input.email)).status).toBe(200);
  });

  it('never manages an admin through the people routes', async () => {
    const res = await call(
      'POST',
      '/api/accounts/restriction/students',
      { key: w.admin.user.id, suspended: true },
      w.admin.cookie,
    );
    expect(res.status).toBe(404);
  });
});
