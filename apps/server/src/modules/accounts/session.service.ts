/** Opaque session tokens: random, stored only as a SHA-256 hash, living 30 days (platform spec §9). */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type MemberRole, permissionsOf, platform } from '@chalkline/contracts';
import type { SessionRepository } from './session.repository.js';
import { createSessionCache, type SessionCache, type SessionRevocations } from './session-cache.js';
import { createTicketLedger, type TicketLedger } from './ticket-ledger.js';
import type { SessionLimits } from './two-factor.policy.js';
import type { UserRow } from './user.repository.js';
import type { Viewer } from './viewer.js';

export { sessionCookieName } from '../../http/session-cookie.js';
export const sessionLifetimeMs = platform.authCookieLifetimeDays * 24 * 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not turn into writes on every request. */
const touchEveryMs = 5 * 60 * 1000;
/** Socket tickets are exchanged for a connection at once; a minute is plenty. */
export const socketTicketLifetimeMs = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type SessionRow = Awaited<ReturnType<SessionRepository['insert']>>;

const toViewer = (user: UserRow, session: Pick<SessionRow, 'id' | 'verifiedAt'>): Viewer => ({
  id: user.id,
  role: user.memberRole,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  sessionId: session.id,
  twoFactorEnabled: user.totpEnabledAt !== null || user.passkeysEnabledAt !== null,
  verifiedAt: session.verifiedAt.getTime(),
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
  sharing: {
    cache?: SessionCache;
    revocations?: SessionRevocations;
    tickets?: TicketLedger;
    /** The school's idle and absolute limits of a role's sessions (ADR 0056); none: 30 days for everyone. */
    limitsFor?: (role: MemberRole) => Promise<SessionLimits | null>;
  } = {},
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
  /** Whether a limited session is past its idle or absolute end at `at`. */
  const ended = (session: SessionRow, limits: SessionLimits | null, at: number) =>
    limits !== null &&
    (at - session.lastUsedAt.getTime() > limits.idleMs || at - session.signedInAt.getTime() > limits.absoluteMs);
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

  return {
    /**
     * A new session. A renewal passes the old one's `signedInAt` and `verifiedAt`, so renewing neither stretches
     * a staff session's absolute limit nor counts as checking the password again.
     */
    async start(
      userId: string,
      meta: { userAgent?: string; ip?: string } = {},
      carried: { signedInAt?: Date; verifiedAt?: Date } = {},
    ) {
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
        signedInAt: carried.signedInAt ?? issuedAt,
        verifiedAt: carried.verifiedAt ?? issuedAt,
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
      const { session } = found;
      const limits = (await sharing.limitsFor?.(found.user.memberRole)) ?? null;
      if (ended(session, limits, at.getTime())) {
        // Ended by the school's limits: revoked, so it leaves the person's list of browsers too.
        await repo.revoke(session.id, at);
        return null;
      }
      // A limited session is touched more often, so the idle time measured is the time really idle (±10%).
      const touchAfter = limits ? Math.min(touchEveryMs, limits.idleMs / 10) : touchEveryMs;
      if (at.getTime() - session.lastUsedAt.getTime() > touchAfter) await repo.touch(session.id, at);
      const viewer = toViewer(found.user, session);
      const until = limits ? session.signedInAt.getTime() + limits.absoluteMs : session.expiresAt.getTime();
      cache.set(tokenHash, viewer, Math.min(until, session.expiresAt.getTime()));
      return viewer;
    },

    /** The password or second factor was just checked again in this session (step-up, ADR 0056). */
    async markVerified(sessionId: string) {
      await repo.markVerified(sessionId, now());
      forgetSession(sessionId);
    },
    /** The session's row (for a renewal that carries its sign-in times). */
    findLiveById: (sessionId: string) => repo.findLiveById(sessionId, now()),

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
      return found ? toViewer(found.user, found.session) : null;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
