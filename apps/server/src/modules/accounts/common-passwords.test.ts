/**
 * The most used passwords are refused wherever a password is set (ADR 0055): the forms checked, then every path
 * (register, change, reset by link, admin creates a person or an admin, the first master) answering 400 with the
 * field's message and setting nothing.
 */
import { messages } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { studentRegistration } from '../../../test/requests.js';
import { createFirstMaster, firstMasterFromEnv } from '../../db/first-master.js';
import { users } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import { isCommonPassword, passwordForms } from './common-passwords.js';

const common = 'P@ssw0rd1';
const tooCommon = { message: messages.passwordTooCommon, fields: { password: messages.passwordTooCommon } };

describe('common passwords', () => {
  it('checks the lower-case form, look-alike swaps undone and one closing symbol dropped', async () => {
    expect(passwordForms('P@ssw0rd!')).toEqual(expect.arrayContaining(['p@ssw0rd!', 'p@ssw0rd', 'password']));
    for (const password of [
      'P@ssw0rd',
      'Password1!',
      'Qwerty123!',
      'Iloveyou1!',
      'Monkey123!',
      'L3tm31n!',
      'P@ssw0rd1',
    ])
      expect(await isCommonPassword(password), password).toBe(true);
    for (const password of ['Str0ng!Pass', 'Chalk#board2026', 'Tr0ub4dor&3', 'Student#2026', 'N3w!Password'])
      expect(await isCommonPassword(password), password).toBe(false);
  });

  describe('on every path that sets a password', () => {
    const { t, call } = useTestApp();

    const expectRefused = (res: { status: number; body: { message: string; fields?: object } }) => {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(tooCommon);
    };

    it('registration', async () => {
      const body = studentRegistration({ password: common, confirmPassword: common });
      expectRefused(await call('POST', '/api/auth/register', body));
      expect(await t.database.db.$count(users, eq(users.email, body.email))).toBe(0);
    });

    it('a signed-in change and a reset by the emailed link', async () => {
      const body = studentRegistration();
      const { cookie } = await call('POST', '/api/auth/register', body);
      const change = { currentPassword: body.password, password: common, confirmPassword: common };
      expectRefused(await call('POST', '/api/auth/reset-account-password', change, cookie));

      await call('POST', '/api/auth/forgot-password', { email: body.email });
      let token = '';
      for (let i = 0; i < 50 && !token; i++) {
        const mail = (await readOutbox(t.config.mail.outboxDir)).find((m) => JSON.stringify(m.to).includes(body.email));
        token = mail?.text.match(/token=([\w-]+)/)?.[1] ?? '';
        if (!token) await new Promise((r) => setTimeout(r, 50));
      }
      expectRefused(
        await call('POST', '/api/auth/reset-password', { token, password: common, confirmPassword: common }),
      );
      // Nothing changed: the old password still signs in, and the link still works for a good password.
      expect((await call('POST', '/api/auth/login', { email: body.email, password: body.password })).status).toBe(200);
      const good = await call('POST', '/api/auth/reset-password', {
        token,
        password: 'N3w!Password',
        confirmPassword: 'N3w!Password',
      });
      expect(good.status).toBe(200);
    });

    it('an admin creating a tutor or an admin', async () => {
      const master = await t.signUp('MASTER');
      const person = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada.common@example.test',
        phone: '+234 803 123 4567',
        gender: 'FEMALE',
        country: { label: 'Nigeria', value: 'NG' },
        state: { label: 'Lagos', value: 'LA' },
      };
      expectRefused(await call('POST', '/api/tutors', { ...person, password: common }, master.cookie));
      const admin = { role: 'MANAGER', firstName: 'Mo', lastName: 'Salah', email: 'mo.common@example.test' };
      expectRefused(await call('POST', '/api/admin/admins', { ...admin, password: common }, master.cookie));
      expect(await t.database.db.$count(users, eq(users.email, admin.email))).toBe(0);
      expect(
        (await call('POST', '/api/admin/admins', { ...admin, password: 'Str0ng!Pass' }, master.cookie)).status,
      ).toBe(201);
    });

    it('the first master from the command line', async () => {
      const env = { MASTER_EMAIL: 'head@example.test', MASTER_FIRST_NAME: 'Grace', MASTER_LAST_NAME: 'Mensah' };
      const result = await createFirstMaster(t.database.db, firstMasterFromEnv({ ...env, MASTER_PASSWORD: common }));
      expect(result).toEqual({ created: false, errors: { password: messages.passwordTooCommon } });
    });
  });
});
