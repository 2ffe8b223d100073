/** Signing in and out, session rotation and listing, and password checks for the signed-in person. */
import { type LoginInput, messages, peopleTexts, twoFactorTexts } from '@chalkline/contracts';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { AccountEnds } from '../../realtime/account-ends.js';
import { assertUncommonPassword } from './common-passwords.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';
import type { TwoFactorService } from './two-factor.service.js';
import type { UserRepository, UserRow } from './user.repository.js';
import type { Viewer } from './viewer.js';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export const wrongCredentials = 'The email or password is incorrect';

/** Verifying against this when no account matches keeps the answer time the same either way. */
const dummyHash = hashPassword('not-a-real-password-9!A');

/** A sign-in that went through (a session), or one whose second factor is still due (a pending token). */
export type SignInStep =
  | { user: UserRow; token: string; pending?: undefined }
  | { user: UserRow; pending: string; token?: undefined };

export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionService;
  throttle: LoginThrottle;
  /** Ends the person's sockets of other sessions on every node when their password changes or 2FA goes on (ADR 0055). */
  accountEnds?: Pick<AccountEnds, 'end'>;
  twoFactor: TwoFactorService;
}) {
  const { users, sessions, throttle, twoFactor } = deps;

  /**
   * After the first factor: a session, unless the person has a second factor and this browser is not one they
   * asked to remember (`remembered`, the cookie's token); then a pending token for the code page.
   */
  async function afterPassword(user: UserRow, meta: ClientMeta, remembered: string | undefined): Promise<SignInStep> {
    if (twoFactor.enabled(user) && !twoFactor.isRemembered(user, remembered))
      return { user, pending: twoFactor.pendingToken(user.id) };
    const { token } = await sessions.start(user.id, meta);
    return { user, token };
  }

  /** The person of a live pending sign-in, or a 401 when it is forged, expired, or they can no longer sign in. */
  async function pendingUser(pendingToken: string | undefined) {
    const userId = twoFactor.pendingUserId(pendingToken);
    const user = userId ? await users.findById(userId) : null;
    if (!user || user.deletedAt || user.suspended)
      throw new AppError(401, 'UNAUTHENTICATED', twoFactorTexts.noPendingSignIn);
    return user;
  }

  /**
   * Completes a pending sign-in when `check` accepts the second factor (a code, or a passkey: ADR 0070); a refusal
   * counts as a failed sign-in and answers `wrong` under `field`.
   */
  async function secondFactorWith(
    pendingToken: string | undefined,
    meta: ClientMeta,
    check: (user: UserRow) => Promise<boolean>,
    wrong: string,
    field = 'code',
  ) {
    const user = await pendingUser(pendingToken);
    const email = user.email.toLowerCase();
    await throttle.check(email, meta.ip);
    if (!(await check(user))) {
      await throttle.fail(email, meta.ip);
      throw badRequest(wrong, { [field]: wrong });
    }
    await throttle.succeed(email);
    const { token } = await sessions.start(user.id, meta);
    return { user, token };
  }

  return {
    afterPassword,
    pendingUser,

    /** The second step: a code of the person's app or a recovery code. Wrong codes count as failed sign-ins. */
    secondFactor: (pendingToken: string | undefined, code: string, meta: ClientMeta) =>
      secondFactorWith(pendingToken, meta, (user) => twoFactor.verifyCode(user, code), twoFactorTexts.wrongCode),

    secondFactorWith,

    /**
     * Step-up (ADR 0056): the password or a second-factor code once more marks this session as freshly checked.
     * Wrong answers count as failed sign-ins, like a failed password confirmation.
     */
    async reauthenticate(viewer: Viewer, input: { password?: string; code?: string }, ip: string) {
      if (input.password) {
        await this.confirmPassword(viewer, input.password, ip);
        await sessions.markVerified(viewer.sessionId);
      } else
        await this.reauthenticateWith(
          viewer,
          ip,
          (user) => twoFactor.verifyCode(user, input.code ?? ''),
          twoFactorTexts.wrongCode,
        );
    },

    /** Step-up with a second factor `check` accepts (a code, a passkey: ADR 0070); a refusal counts as a failed sign-in. */
    async reauthenticateWith(
      viewer: Viewer,
      ip: string,
      check: (user: UserRow) => Promise<boolean>,
      wrong: string,
      field = 'code',
    ) {
      const email = viewer.email.toLowerCase();
      await throttle.check(email, ip);
      const user = await users.findById(viewer.id);
      if (!user || !(await check(user))) {
        await throttle.fail(email, ip);
        throw badRequest(wrong, { [field]: wrong });
      }
      await sessions.markVerified(viewer.sessionId);
    },

    /**
     * Two-factor sign-in was just turned on (ADR 0056): every other browser signs in again, with the second factor,
     * and its sockets end on every node; this browser's session and sockets stay.
     */
    async endOtherSessions(viewer: Viewer) {
      await sessions.revokeAllForUser(viewer.id, viewer.sessionId);
      await deps.accountEnds?.end(viewer.id, 'two-factor-on', viewer.sessionId);
    },

    /** New recovery codes replace the old ones, after the password (a stolen session alone cannot read them). */
    async newRecoveryCodes(viewer: Viewer, password: string, ip: string) {
      await this.confirmPassword(viewer, password, ip);
      return twoFactor.newRecoveryCodes(viewer.id);
    },

    async login(input: LoginInput, meta: ClientMeta, remembered?: string): Promise<SignInStep> {
      await throttle.check(input.email, meta.ip);
      const user = await users.findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user?.passwordHash || !ok || user.deletedAt) {
        await throttle.fail(input.email, meta.ip);
        throw new AppError(401, 'UNAUTHENTICATED', wrongCredentials);
      }
      if (user.suspended) throw new AppError(403, 'FORBIDDEN', peopleTexts.suspendedSignIn);
      await throttle.succeed(input.email);
      return afterPassword(user, meta, remembered);
    },

    logout: (viewer: Viewer) => sessions.revoke(viewer.sessionId),

    /** A new token replaces the current one, which stops working at once. */
    async refresh(viewer: Viewer, meta: ClientMeta) {
      const user = await users.findById(viewer.id);
      const current = await sessions.findLiveById(viewer.sessionId);
      if (!user || !current) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
      const { signedInAt, verifiedAt } = current.session;
      const { token } = await sessions.start(user.id, meta, { signedInAt, verifiedAt });
      await sessions.revoke(viewer.sessionId);
      return { user, token };
    },

    /** Failed confirmations count as failed sign-ins, so a stolen cookie cannot guess the password unchecked. */
    async confirmPassword(viewer: Viewer, password: string, ip: string) {
      const email = viewer.email.toLowerCase();
      await throttle.check(email, ip);
      const user = await users.findById(viewer.id);
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
        await throttle.fail(email, ip);
        throw badRequest('The password is incorrect', { password: 'The password is incorrect' });
      }
    },

    /**
     * Changing the password signs every other browser out and ends its sockets; this one gets a fresh session. A wrong current password
     * counts as a failed sign-in, like a failed confirmation.
     */
    async changePassword(viewer: Viewer, currentPassword: string, password: string, meta: ClientMeta) {
      const email = viewer.email.toLowerCase();
      await throttle.check(email, meta.ip);
      const user = await users.findById(viewer.id);
      if (user?.passwordHash && !(await verifyPassword(user.passwordHash, currentPassword))) {
        await throttle.fail(email, meta.ip);
        throw badRequest('The current password is incorrect', { currentPassword: 'The current password is incorrect' });
      }
      if (!password) throw badRequest(messages.passwordRequired, { password: messages.passwordRequired });
      await assertUncommonPassword(password);
      await users.update(viewer.id, { passwordHash: await hashPassword(password) });
      await sessions.revokeAllForUser(viewer.id);
      // This browser's open sockets stay (it gets the fresh session below); every other browser's end now.
      await deps.accountEnds?.end(viewer.id, 'password-changed', viewer.sessionId);
      return sessions.start(viewer.id, meta);
    },

    async listSessions(viewer: Viewer) {
      const rows = await sessions.listForUser(viewer.id);
      return rows.map((s) => ({
        id: s.id,
        userAgent: s.userAgent,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        current: s.id === viewer.sessionId,
      }));
    },

    async revokeSession(viewer: Viewer, sessionId: string) {
      if (!(await sessions.revokeForUser(sessionId, viewer.id)))
        throw new AppError(404, 'NOT_FOUND', 'Session not found');
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
