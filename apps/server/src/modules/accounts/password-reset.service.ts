/** Forgotten passwords: a single-use emailed link, stored hashed, valid for one hour. */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { badRequest } from '../../errors/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import type { AccountEnds } from '../../realtime/account-ends.js';
import { assertUncommonPassword } from './common-passwords.js';
import type { LoginThrottle } from './login-throttle.js';
import { hashPassword } from './password.js';
import type { PasswordResetRepository } from './password-reset.repository.js';
import { hashToken, type SessionService } from './session.service.js';
import type { UserRepository } from './user.repository.js';

export const resetLifetimeMs = 60 * 60 * 1000;
export const invalidResetLink = 'This reset link is invalid or has expired. Please ask for a new one.';

export function createPasswordResetService(deps: {
  users: UserRepository;
  resets: PasswordResetRepository;
  sessions: SessionService;
  throttle: LoginThrottle;
  mailer: Mailer;
  log: Logger;
  /** Ends the person's sockets on every node once the password is reset (ADR 0055). */
  accountEnds?: Pick<AccountEnds, 'end'>;
  now?: () => Date;
}) {
  const { users, resets, sessions, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function sendLink(email: string, origin: string) {
    const user = await users.findByEmail(email);
    if (!user || user.deletedAt) return;
    const token = randomBytes(32).toString('base64url');
    const issued = now();
    await resets.insert({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: issued,
      expiresAt: new Date(issued.getTime() + resetLifetimeMs),
    });
    const link = `${origin}/reset-password?token=${token}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Chalkline password',
      text: `Hello ${user.firstName},\n\nUse this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Use this link within one hour to choose a new password:</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, you can ignore this email.</p>`,
    });
  }

  return {
    /**
     * Answers at once and the same way for any email: the lookup and the mail happen afterwards, so neither
     * the answer nor its timing tells whether the email has an account.
     */
    requestReset(email: string, origin: string) {
      sendLink(email, origin).catch((error) => log.error({ err: error }, 'password reset mail failed'));
    },

    async verify(token: string) {
      if (!(await resets.findUsable(hashToken(token), now())))
        throw badRequest(invalidResetLink, { token: invalidResetLink });
    },

    /** Sets the new password, signs every browser out and ends every socket. A token works once; a bad one never costs a hash. */
    async reset(token: string, password: string) {
      const tokenHash = hashToken(token);
      if (!(await resets.findUsable(tokenHash, now()))) throw badRequest(invalidResetLink, { token: invalidResetLink });
      await assertUncommonPassword(password);
      const passwordHash = await hashPassword(password);
      const used = await resets.consume(tokenHash, now());
      if (!used) throw badRequest(invalidResetLink, { token: invalidResetLink });
      const user = await users.update(used.userId, { passwordHash });
      await sessions.revokeAllForUser(used.userId);
      await deps.accountEnds?.end(used.userId, 'password-changed');
      if (user) await deps.throttle.reset(user.email);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
