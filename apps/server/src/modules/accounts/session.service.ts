/** Opaque session tokens: random, stored only as a SHA-256 hash, living 30 days (platform spec §9). */
import { createHash, randomBytes } from 'node:crypto';
import { platform } from '@chalkline/contracts';
import type { SessionRepository } from './session.repository.js';
import type { Viewer } from './viewer.js';

export const sessionCookieName = 'chalkline_session';
export const sessionLifetimeMs = platform.authCookieLifetimeDays * 24 * 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not turn into writes on every request. */
const touchEveryMs = 5 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionService(repo: SessionRepository, now: () => Date = () => new Date()) {
  return {
    async start(userId: string, meta: { userAgent?: string; ip?: string } = {}) {
      const token = randomBytes(32).toString('base64url');
      const issuedAt = now();
      const session = await repo.insert({
        userId,
        tokenHash: hashToken(token),
        userAgent: meta.userAgent?.slice(0, 512),
        ip: meta.ip,
        createdAt: issuedAt,
        lastUsedAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + sessionLifetimeMs),
      });
      return { token, session };
    },

    async resolve(token: string | undefined): Promise<Viewer | null> {
      if (!token || token.length > 200) return null;
      const at = now();
      const found = await repo.findLive(hashToken(token), at);
      if (!found) return null;
      if (at.getTime() - found.session.lastUsedAt.getTime() > touchEveryMs) await repo.touch(found.session.id, at);
      const { user } = found;
      return {
        id: user.id,
        role: user.memberRole,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        sessionId: found.session.id,
      };
    },

    revoke: (sessionId: string) => repo.revoke(sessionId, now()),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
