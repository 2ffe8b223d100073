import { forgotPasswordMessage, messages } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { studentRegistration } from '../../../test/requests.js';
import {
  passwordResets,
  programCategories,
  programs,
  studentProfiles,
  tutorStudentLinks,
  users,
} from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import { wrongCredentials } from './auth.service.js';
import { invalidResetLink } from './password-reset.service.js';

describe('auth calls', () => {
  const { t, call } = useTestApp();

  const register = async (overrides: Record<string, unknown> = {}) => {
    const body = studentRegistration(overrides);
    const res = await call('POST', '/api/auth/register', body);
    return { ...res, email: body.email as string, password: body.password as string };
  };
  const resetLinkFor = async (email: string) => {
    for (let i = 0; i < 50; i++) {
      const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => JSON.stringify(m.to).includes(email));
      if (mail) return mail.text.match(/token=([\w-]+)/)![1]!;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no reset mail for ${email}`);
  };

  describe('registration', () => {
    it('creates a student with guardian and address, and signs them in with a safe cookie', async () => {
      const res = await register();
      expect(res.status).toBe(201);
      expect(res.body.data.user).toMatchObject({ email: res.email, memberRole: 'STUDENT', firstName: 'Tobi' });
      expect(res.body.data.user.meetingId).toMatch(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      const me = await call('GET', '/api/auth/session', undefined, res.cookie);
      expect(me.body.data.user.email).toBe(res.email);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, res.email));
      expect(row).toMatchObject({ countryCode: 'NG', stateName: 'Lagos', signUpMethod: 'EMAIL' });
      const [profile] = await t.database.db.select().from(studentProfiles).where(eq(studentProfiles.userId, row!.id));
      expect(profile).toMatchObject({ guardianNames: 'Kemi Ade', age: '10-12', grade: 'GRADE_5' });
    });

    it('registers a tutor', async () => {
      const { guardian: _g, age: _a, class: _c, school: _s, ...rest } = studentRegistration();
      const res = await call('POST', '/api/auth/register', {
        ...rest,
        role: 'TUTOR',
        country: { label: 'Ghana', value: 'GH' },
        state: undefined,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('state');
      const ok = await call('POST', '/api/auth/register', {
        ...rest,
        role: 'TUTOR',
        country: { label: 'Ghana', value: 'GH' },
        state: { label: 'Greater Accra', value: 'AA' },
      });
      expect(ok.status).toBe(201);
      expect(ok.body.data.user.memberRole).toBe('TUTOR');
    });

    it('answers bad input with the validators’ messages and stores nothing', async () => {
      const before = (await t.database.db.select().from(users)).length;
      const res = await register({
        password: 'weak',
        confirmPassword: 'other',
        guardian: { names: '', email: 'x', phone: '1', relationship: '' },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toMatchObject({
        password: messages.passwordComposition,
        confirmPassword: messages.confirmPasswordMismatch,
        'guardian.email': messages.emailInvalid,
        'guardian.phone': messages.phoneInvalid,
      });
      const badState = await register({ state: { label: 'California', value: 'CA' } });
      expect(badState.status).toBe(400);
      expect(badState.body.fields).toEqual({ state: 'Please select a state' });
      expect((await t.database.db.select().from(users)).length).toBe(before);
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      const first = await register();
      const again = await register({ email: first.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.fields).toHaveProperty('email');
    });
  });

  describe('signing in and out', () => {
    it('signs in, and answers a wrong password and an unknown email identically', async () => {
      const { email, password } = await register();
      const ok = await call('POST', '/api/auth/login', { email, password });
      expect(ok.status).toBe(200);
      expect(ok.cookie).toBeTruthy();
      const wrong = await call('POST', '/api/auth/login', { email, password: 'Wr0ng!Pass' });
      const unknown = await call('POST', '/api/auth/login', {
        email: `nobody-${Date.now()}@example.test`,
        password: 'Wr0ng!Pass',
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ message: wrongCredentials, code: 'UNAUTHENTICATED' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('throttles an account after ten wrong passwords, even for the right one', async () => {
      const { email, password } = await register();
      for (let i = 0; i < 10; i++) {
        expect((await call('POST', '/api/auth/login', { email, password: `Wr0ng!${i}xx` })).status).toBe(401);
      }
      const blocked = await call('POST', '/api/auth/login', { email, password });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
      expect(blocked.cookie).toBeNull();
    });

    it('throttles an address that tries many accounts', async () => {
      const attempts = Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.9.8.7',
          payload: { email: `guess${i}@example.test`, password: 'Wr0ng!Pass' },
        }),
      );
      for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(401);
      const next = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.8.7',
        payload: { email: 'another@example.test', password: 'Wr0ng!Pass' },
      });
      expect(next.statusCode).toBe(429);
    });

    it('logout revokes the session and clears the cookie', async () => {
      const { cookie } = await register();
      const out = await call('POST', '/api/auth/logout', undefined, cookie);
      expect(out.status).toBe(200);
      expect(String(out.headers['set-cookie'])).toContain('chalkline_session=;');
      expect((await call('GET', '/api/auth/session', undefined, cookie)).status).toBe(401);
    });

    it('refresh rotates the token: the old one stops working', async () => {
      const { cookie } = await register();
      const fresh = await call('POST', '/api/auth/refresh', undefined, cookie);
      expect(fresh.status).toBe(200);
      expect(fresh.cookie).not.toBe(cookie);
      expect((await call('GET', '/api/auth/session', undefined, cookie)).status).toBe(401);
      expect((await call('GET', '/api/auth/session', undefined, fresh.cookie)).status).toBe(200);
    });

    it('lists a person’s sessions and revokes another browser', async () => {
      const { email, password, cookie } = await register();
      const other = await call('POST', '/api/auth/login', { email, password });
      const list = await call('GET', '/api/auth/sessions', undefined, cookie);
      expect(list.body.data.sessions).toHaveLength(2);
      const otherSession = list.body.data.sessions.find((s: { current: boolean }) => !s.current);
      expect((await call('DELETE', `/api/auth/sessions/${otherSession.id}`, undefined, cookie)).status).toBe(200);
      expect((await call('GET', '/api/auth/session', undefined, other.cookie)).status).toBe(401);
      const stranger = await register();
      const mine = list.body.data.sessions.find((s: { current: boolean }) => s.current);
      expect((await call('DELETE', `/api/auth/sessions/${mine.id}`, undefined, stranger.cookie)).status).toBe(404);
    });
  });

  describe('forgotten password', () => {
    it('answers the same whether or not the email has an account', async () => {
      const { email } = await register();
      const known = await call('POST', '/api/auth/forgot-password', { email });
      const unknown = await call('POST', '/api/auth/forgot-password', { email: `ghost-${Date.now()}@example.test` });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({ message: forgotPasswordMessage });
      expect(unknown.body).toEqual(known.body);
    });

    it('resets through the emailed link once, revoking every session', async () => {
      const { email, cookie } = await register();
      await call('POST', '/api/auth/forgot-password', { email });
      const token = await resetLinkFor(email);
      const [stored] = await t.database.db.select().from(passwordResets);
      expect(stored!.tokenHash).not.toBe(token);
      expect((await call('POST', '/api/auth/verify-password-reset', { token })).status).toBe(200);
      const reset = await call('POST', '/api/auth/reset-password', {
        token,
        password: 'N3w!Password',
        confirmPassword: 'N3w!Password',
      });
      expect(reset.status).toBe(200);
      expect((await call('GET', '/api/auth/session', undefined, cookie)).status).toBe(401);
      expect((await call('POST', '/api/auth/login', { email, password: 'N3w!Password' })).status).toBe(200);
      const reused = await call('POST', '/api/auth/reset-password', {
        token,
        password: 'An0ther!Pass',
        confirmPassword: 'An0ther!Pass',
      });
      expect(reused.status).toBe(400);
      expect(reused.body.message).toBe(invalidResetLink);
      expect((await call('POST', '/api/auth/verify-password-reset', { token })).status).toBe(400);
    });

    it('refuses an expired link', async () => {
      const { email } = await register();
      await call('POST', '/api/auth/forgot-password', { email });
      const token = await resetLinkFor(email);
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      await t.database.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, user!.id));
      const res = await call('POST', '/api/auth/reset-password', {
        token,
        password: 'N3w!Password',
        confirmPassword: 'N3w!Password',
      });
      expect(res.status).toBe(400);
      expect((await call('POST', '/api/auth/login', { email, password: 'N3w!Password' })).status).toBe(401);
    });
  });

  describe('the signed-in account', () => {
    it('confirms and changes the password, signing other browsers out', async () => {
      const { email, password, cookie } = await register();
      const elsewhere = await call('POST', '/api/auth/login', { email, password });
      expect((await call('POST', '/api/auth/confirm-account-password', { password: 'nope' }, cookie)).status).toBe(400);
      expect((await call('POST', '/api/auth/confirm-account-password', { password }, cookie)).status).toBe(200);
      const wrong = await call(
        'POST',
        '/api/auth/reset-account-password',
        { currentPassword: 'nope', password: 'N3w!Password', confirmPassword: 'N3w!Password' },
        cookie,
      );
      expect(wrong.status).toBe(400);
      const changed = await call(
        'POST',
        '/api/auth/reset-account-password',
        { currentPassword: password, password: 'N3w!Password', confirmPassword: 'N3w!Password' },
        cookie,
      );
      expect(changed.status).toBe(200);
      expect((await call('GET', '/api/auth/session', undefined, elsewhere.cookie)).status).toBe(401);
      expect((await call('GET', '/api/auth/session', undefined, cookie)).status).toBe(401);
      expect((await call('GET', '/api/auth/session', undefined, changed.cookie)).status).toBe(200);
    });

    it('updates the profile, taking only the person’s own uploaded image as avatar', async () => {
      const { cookie } = await register();
      const res = await call(
        'PATCH',
        '/api/auth/update-account-profile',
        { firstName: 'Tobiloba', title: 'Master', gender: 'FEMALE' },
        cookie,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({ firstName: 'Tobiloba', title: 'Master', gender: 'FEMALE' });
      const someoneElse = await t.signUp('STUDENT');
      const [file] = await t.modules.files.service.upload(
        { id: someoneElse.user.id, role: 'STUDENT', email: '', firstName: '', lastName: '', sessionId: '' },
        { folder: 'avatars' },
        [
          {
            filename: 'a.png',
            content: Buffer.from(
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
              'base64',
            ),
          },
        ],
      );
      const stolen = await call('PATCH', '/api/auth/update-account-profile', { avatar: file }, cookie);
      expect(stolen.status).toBe(400);
      expect(stolen.body.fields).toHaveProperty('avatar');
      const own = await call('PATCH', '/api/auth/update-account-profile', { avatar: file }, someoneElse.cookie);
      expect(own.body.data.user.avatar).toBe(`/api/download/file?file=${encodeURIComponent(file!)}`);
    });

    it('issues socket tickets only to signed-in people', async () => {
      const { cookie } = await register();
      const res = await call('GET', '/api/auth/socket-token', undefined, cookie);
      expect(res.status).toBe(200);
      expect(res.body.data.token.split('.')).toHaveLength(3);
    });
  });

  describe('protected routes', () => {
    it('answers a visitor asking who they are with no user, and an ended session with a 401', async () => {
      const visitor = await call('GET', '/api/auth/session');
      expect(visitor.status).toBe(200);
      expect(visitor.body).toEqual({ data: { user: null } });
      const ended = await call('GET', '/api/auth/session', undefined, 'chalkline_session=not-a-session');
      expect(ended.status).toBe(401);
    });

    const signedInOnly: [string, string, unknown?][] = [
      ['POST', '/api/auth/refresh'],
      ['GET', '/api/auth/sessions'],
      ['GET', '/api/auth/socket-token'],
      ['PATCH', '/api/auth/update-account-profile', { firstName: 'X' }],
      ['POST', '/api/auth/confirm-account-password', { password: 'x' }],
      [
        'POST',
        '/api/auth/reset-account-password',
        { currentPassword: 'x', password: 'N3w!Password', confirmPassword: 'N3w!Password' },
      ],
      ['DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/admins'],
      [
        'POST',
        '/api/admin/admins',
        { role: 'MANAGER', firstName: 'A', lastName: 'B', email: 'a@b.co', password: 'Str0ng!Pass' },
      ],
      ['GET', '/api/students/00000000-0000-4000-8000-000000000000/profile'],
      ['POST', '/api/files/upload'],
    ];
    it.each(signedInOnly)('%s %s refuses anonymous callers', async (method, url, body) => {
      const res = await call(method as 'GET', url, body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });

    it('lets only a master create admins, and the new admin can sign in', async () => {
      const admin = {
        role: 'MANAGER',
        firstName: 'Mo',
        lastName: 'Salah',
        email: `mgr-${Date.now()}@example.test`,
        password: 'Str0ng!Pass',
      };
      for (const role of ['STUDENT', 'TUTOR', 'MANAGER'] as const) {
        const person = await t.signUp(role);
        const res = await call('POST', '/api/admin/admins', admin, person.cookie);
        expect(res.status).toBe(403);
      }
      const master = await t.signUp('MASTER');
      const created = await call('POST', '/api/admin/admins', admin, master.cookie);
      expect(created.status).toBe(201);
      expect((await call('POST', '/api/auth/login', { email: admin.email, password: admin.password })).status).toBe(
        200,
      );
      const tutor = await t.signUp('TUTOR');
      expect((await call('GET', '/api/admin/admins', undefined, tutor.cookie)).status).toBe(403);
      const list = await call('GET', '/api/admin/admins', undefined, master.cookie);
      expect(list.body.data.admins.map((a: { email: string }) => a.email)).toContain(admin.email);
    });

    it('shows a student profile to admins in full, to the student and linked tutors without admin fields, and to no one else', async () => {
      const student = await register();
      const studentId = student.body.data.user.key;
      const url = `/api/students/${studentId}/profile`;
      const admin = await t.signUp('MANAGER');
      const full = await call('GET', url, undefined, admin.cookie);
      expect(full.status).toBe(200);
      expect(full.body.data.profile.guardian).toMatchObject({ names: 'Kemi Ade' });
      expect(full.body.data.profile.basic).toMatchObject({
        email: student.email,
        key: studentId,
        signUpMethod: 'EMAIL',
      });

      const own = await call('GET', url, undefined, student.cookie);
      expect(own.status).toBe(200);
      expect(own.body.data.profile).not.toHaveProperty('guardian');
      expect(own.body.data.profile.basic).not.toHaveProperty('email');
      expect(own.body.data.profile.basic).not.toHaveProperty('phone');
      expect(JSON.stringify(own.body)).not.toContain('kemi@example.test');

      const linked = await t.signUp('TUTOR');
      const [category] = await t.database.db
        .insert(programCategories)
        .values({ title: 'Science', slug: `sci-${Date.now()}` })
        .returning();
      const [program] = await t.database.db
        .insert(programs)
        .values({ title: 'Physics', slug: `physics-${Date.now()}`, categoryId: category!.id })
        .returning();
      await t.database.db
        .insert(tutorStudentLinks)
        .values({ tutorId: linked.user.id, studentId, programId: program!.id });
      const asTutor = await call('GET', url, undefined, linked.cookie);
      expect(asTutor.status).toBe(200);
      expect(asTutor.body.data.profile.basic.firstName).toBe('Tobi');
      expect(asTutor.body.data.profile).not.toHaveProperty('guardian');

      const unlinked = await t.signUp('TUTOR');
      expect((await call('GET', url, undefined, unlinked.cookie)).status).toBe(403);
      const otherStudent = await t.signUp('STUDENT');
      expect((await call('GET', url, undefined, otherStudent.cookie)).status).toBe(403);
    });
  });
});
