/** Signing in and out, session rotation and listing, and password checks for the signed-in person. */
import { type LoginInput, messages, peopleTexts } from '@chalkline/contracts';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { AccountEnds } from '../../realtime/account-ends.js';
import { assertUncommonPassword } from './common-passwords.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import type { SessionService } from './session.service.js';
import type { UserRepository } from './user.repository.js';
import type { Viewer } from './viewer.js';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export const wrongCredentials = 'The email or password is incorrect';

/** Verifying against this when no account matches keeps the answer time the same either way. */
const dummyHash = hashPassword('not-a-real-password-9!A');

export function createAuthService(deps: {
  users: UserRepository;
  sessions: SessionService;
  throttle: LoginThrottle;
  /** Ends the person's sockets of other sessions on every node when their password changes (ADR 0055). */
  accountEnds?: Pick<AccountEnds, 'end'>;
}) {
  const { users, sessions, throttle } = deps;

  return {
    async login(input: LoginInput, meta: ClientMeta) {
      await throttle.check(input.email, meta.ip);
      const user = await users.findByEmail(input.email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user?.passwordHash || !ok || user.deletedAt) {
        await throttle.fail(input.email, meta.ip);
        throw new AppError(401, 'UNAUTHENTICATED', wrongCredentials);
      }
      if (user.suspended) throw new AppError(403, 'FORBIDDEN', peopleTexts.suspendedSignIn);
      await throttle.succeed(input.email);
      const { token } = await sessions.start(user.id, meta);
      return { user, token };
    },

    logout: (viewer: Viewer) => sessions.revoke(viewer.sessionId),

    /** A new token replaces the current one, which stops working at once. */
    async refresh(viewer: Viewer, meta: ClientMeta) {
      const user = await users.findById(viewer.id);
      if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
      const { token } = await sessions.start(user.id, meta);
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
