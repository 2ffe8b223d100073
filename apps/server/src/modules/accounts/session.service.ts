/** Opaque session tokens: random, stored only as a SHA-256 hash, living 30 days (platform spec §9). */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { permissionsOf, platform } from '@chalkline/contracts';
import type { SessionRepository } from './session.repository.js';
import { createSessionCache, type SessionCache, type SessionRevocations } from './session-cache.js';
import { createTicketLedger, type TicketLedger } from './ticket-ledger.js';
import type { UserRow } from './user.repository.js';
import type { Viewer } from './viewer.js';

export { sessionCookieName } from '../../http/session-cookie.js';
export const sessionLifetimeMs = platform.authCookieLifetimeDays * 24 * 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not turn into writes on every request. */
const touchEveryMs = 5 * 60 * 1000;
/** Socket tickets are exchanged for a connection at once; a minute is plenty. */
export const socketTicketLifetimeMs = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toViewer = (user: UserRow, sessionId: string): Viewer => ({
  id: user.id,
  role: user.memberRole,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  sessionId,
  // What the person holds (ADR 0026): all for a master, a manager's grants, none for anyone else.
  permissions: permissionsOf({ role: user.memberRole, permissions: user.adminPermissions }),
});

/**
 * Sessions: start, resolve (through a short-lived cache, ADR 0024), revoke. `revocations` carries revocations to
 * the other nodes when there are several.
 */
export function createSessionService(
  repo: SessionRepository,
  secret: Buffer,
  now: () => Date = () => new Date(),
  sharing: { cache?: SessionCache; revocations?: SessionRevocations; tickets?: TicketLedger } = {},
) {
  const cache = sharing.cache ?? createSessionCache({ now: () => now().getTime() });
  const tickets = sharing.tickets ?? createTicketLedger(null, () => now().getTime());
  // Tickets are spent by their signature, so two issued in one millisecond for one session must still differ.
  let lastExpiry = 0;
  const { revocations } = sharing;
  revocations?.on('session:revoked', (sessionId) => cache.forgetSession(sessionId));
  revocations?.on('session:user-revoked', (userId) => cache.forgetUser(userId));
  revocations?.on('session:user-changed', (userId) => cache.forgetUser(userId));
  const forgetSession = (sessionId: string) => {
    cache.forgetSession(sessionId);
    revocations?.publish('session:revoked', sessionId);
  };
  const forgetUser = (userId: string) => {
    cache.forgetUser(userId);
    revocations?.publish('session:user-revoked', userId);
  };
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

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
      const tokenHash = hashToken(token);
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const at = now();
      const found = await repo.findLive(tokenHash, at);
      if (!found) return null;
      if (at.getTime() - found.session.lastUsedAt.getTime() > touchEveryMs) await repo.touch(found.session.id, at);
      const viewer = toViewer(found.user, found.session.id);
      cache.set(tokenHash, viewer, found.session.expiresAt.getTime());
      return viewer;
    },

    async revoke(sessionId: string) {
      await repo.revoke(sessionId, now());
      forgetSession(sessionId);
    },
    async revokeForUser(sessionId: string, userId: string) {
      const revoked = await repo.revokeForUser(sessionId, userId, now());
      forgetSession(sessionId);
      return revoked;
    },
    /** Ends every session of the user but `exceptId`; cached ones all go (the kept one is simply looked up again). */
    async revokeAllForUser(userId: string, exceptId?: string) {
      await repo.revokeAllForUser(userId, now(), exceptId);
      forgetUser(userId);
    },
    /**
     * The person's sessions stay, but what they may do changed (a master edited a manager's groups): every node
     * forgets their cached viewers, so the next request reads the new grants.
     */
    refreshUser(userId: string) {
      cache.forgetUser(userId);
      revocations?.publish('session:user-changed', userId);
    },
    listForUser: (userId: string) => repo.listLiveForUser(userId, now()),

    /** A signed, short-lived, single-use ticket naming the session, for the real-time handshake. */
    socketTicket(sessionId: string) {
      lastExpiry = Math.max(now().getTime() + socketTicketLifetimeMs, lastExpiry + 1);
      const expiresAt = new Date(lastExpiry);
      const payload = `${sessionId}.${expiresAt.getTime()}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt };
    },

    async resolveSocketTicket(ticket: string): Promise<Viewer | null> {
      const [sessionId, expires, signature] = ticket.split('.');
      if (!sessionId || !expires || !signature) return null;
      const expected = Buffer.from(sign(`${sessionId}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const left = Number(expires) - now().getTime();
      if (!(left >= 0)) return null;
      if (!(await tickets.spend(signature, left))) return null;
      const found = await repo.findLiveById(sessionId, now());
      return found ? toViewer(found.user, found.session.id) : null;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
