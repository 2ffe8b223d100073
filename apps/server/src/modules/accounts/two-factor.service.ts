/**
 * Two-factor sign-in (ADR 0056, passkeys ADR 0070): enrolment with a TOTP app, the second step of signing in (a code or a one-time
 * recovery code), remembered browsers, turning it off, and a master's reset of another admin's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { recoveryCodeCount, rememberDeviceDays, type SchoolSettings, twoFactorTexts } from '@chalkline/contracts';
import { AppError, forbidden } from '../../errors/app-error.js';
import {
  checkTotp,
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  normalizeRecoveryCode,
  totpQrCode,
  totpUri,
} from './totp.js';
import { twoFactorRequiredFor } from './two-factor.policy.js';
import type { TwoFactorRepository } from './two-factor.repository.js';
import type { UserRepository, UserRow } from './user.repository.js';
import type { Viewer } from './viewer.js';

/** A password checked, a code still due: this long to enter it. */
export const pendingSignInMs = 10 * 60_000;
export const rememberDeviceMs = rememberDeviceDays * 24 * 3_600_000;

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

export function createTwoFactorService(deps: {
  users: UserRepository;
  repo: TwoFactorRepository;
  policies: () => Promise<SchoolSettings>;
  secret: Buffer;
  now?: () => Date;
}) {
  const { users, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const sign = (purpose: string, payload: string) =>
    createHmac('sha256', deps.secret).update(`2fa:${purpose}:${payload}`).digest('base64url');
  const signed = (purpose: string, payload: string) => `${payload}.${sign(purpose, payload)}`;
  /** The parts of a token signed for `purpose`, or null when the signature does not match. */
  const unsign = (purpose: string, token: string | undefined): string[] | null => {
    if (!token || token.length > 300) return null;
    const at = token.lastIndexOf('.');
    const payload = token.slice(0, at);
    const given = Buffer.from(token.slice(at + 1));
    const expected = Buffer.from(sign(purpose, payload));
    if (at < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return payload.split('.');
  };

  const required = async (user: Pick<UserRow, 'memberRole'>) =>
    twoFactorRequiredFor(user.memberRole, await deps.policies());
  /** Whether the authenticator app is on. */
  const totpOn = (user: Pick<UserRow, 'totpEnabledAt' | 'totpSecret'>) =>
    user.totpEnabledAt !== null && user.totpSecret !== null;
  /** Whether the person has a second factor: the app, or at least one passkey (ADR 0070). */
  const enabled = (user: Pick<UserRow, 'totpEnabledAt' | 'totpSecret' | 'passkeysEnabledAt'>) =>
    totpOn(user) || user.passkeysEnabledAt !== null;
  /** When the person's current second factor began; remembered browsers are bound to it. */
  const since = (user: Pick<UserRow, 'totpEnabledAt' | 'passkeysEnabledAt'>) =>
    user.totpEnabledAt ?? user.passkeysEnabledAt;

  async function findUser(id: string) {
    const user = await users.findById(id);
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
    return user;
  }

  /**
   * A code of the app (spent with its time step) or an unused recovery code (spent for good). Recovery codes work
   * for a person with passkeys alone too (ADR 0070).
   */
  async function verifyCode(user: UserRow, code: string): Promise<boolean> {
    if (!enabled(user)) return false;
    if (totpOn(user)) {
      const step = await checkTotp(user.totpSecret!, code, now(), user.totpLastStep);
      if (step !== null) return repo.acceptStep(user.id, step, user.totpLastStep);
    }
    if (normalizeRecoveryCode(code).length !== 10) return false;
    return repo.spendRecoveryCode(user.id, hashRecoveryCode(code), now());
  }

  /** Fresh recovery codes replace the person's old ones; answered this once, kept only hashed. */
  async function issueRecoveryCodes(userId: string) {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await repo.replaceRecoveryCodes(userId, codes.map(hashRecoveryCode), now());
    return codes;
  }

  return {
    enabled,
    totpOn,
    issueRecoveryCodes,
    required,
    verifyCode,

    /** Whether this person must set two-factor sign-in up before they may act on anyone else's data. */
    async mustEnrol(viewer: Pick<Viewer, 'role' | 'twoFactorEnabled'>) {
      return !viewer.twoFactorEnabled && twoFactorRequiredFor(viewer.role, await deps.policies());
    },

    async status(viewer: Viewer) {
      const user = await findUser(viewer.id);
      return {
        enabled: totpOn(user),
        required: await required(user),
        recoveryCodesLeft: enabled(user) ? await repo.recoveryCodesLeft(user.id) : 0,
        passkeys: await repo.passkeyCount(user.id),
      };
    },

    /** A new secret to scan; it does nothing until a code from it is confirmed (`enable`). */
    async setup(viewer: Viewer) {
      const user = await findUser(viewer.id);
      if (totpOn(user)) throw conflict(twoFactorTexts.alreadyEnabled);
      const secret = newTotpSecret();
      await repo.setPendingSecret(user.id, secret);
      const uri = totpUri(secret, user.email);
      return { secret, uri, qrCode: await totpQrCode(uri) };
    },

    /** Confirms the app with its first code; answers the recovery codes, shown this once and kept only hashed. */
    async enable(viewer: Viewer, code: string) {
      const user = await findUser(viewer.id);
      if (totpOn(user)) throw conflict(twoFactorTexts.alreadyEnabled);
      if (!user.totpSecret) throw conflict(twoFactorTexts.notStarted);
      const step = await checkTotp(user.totpSecret, code, now(), null);
      if (step === null)
        throw new AppError(400, 'VALIDATION_FAILED', twoFactorTexts.wrongCode, { code: twoFactorTexts.wrongCode });
      const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
      await repo.enable(user.id, now(), step, codes.map(hashRecoveryCode));
      return codes;
    },

    /**
     * Turns one's own authenticator app off, unless the school requires a second factor and no passkey is left. With
     * passkeys left, the recovery codes stay: they are the way in when those devices are lost.
     */
    async disable(viewer: Viewer) {
      const user = await findUser(viewer.id);
      if (user.passkeysEnabledAt === null && (await required(user))) throw forbidden(twoFactorTexts.stillRequired);
      await repo.clearTotp(user.id, user.passkeysEnabledAt !== null);
    },

    /** New recovery codes for a person with a second factor (the caller has checked the password). */
    async newRecoveryCodes(userId: string) {
      const user = await findUser(userId);
      if (!enabled(user)) throw conflict(twoFactorTexts.noSecondFactor);
      return issueRecoveryCodes(user.id);
    },

    /** A master's reset of another admin's second factor, app and passkeys (the policy is checked by the caller). */
    reset: (userId: string) => repo.clear(userId),

    /** The short-lived token of a sign-in whose password was right and whose code is still due. */
    pendingToken: (userId: string) => signed('pending', `${userId}.${now().getTime() + pendingSignInMs}`),
    /** The user id of a pending sign-in, or null when it is forged or expired. */
    pendingUserId(token: string | undefined): string | null {
      const parts = unsign('pending', token);
      if (parts?.length !== 2 || !(Number(parts[1]) > now().getTime())) return null;
      return parts[0]!;
    },

    /** A remembered browser's token: bound to the user and to when they turned 2FA on, so a reset forgets it. */
    rememberToken: (user: UserRow) =>
      signed('device', `${user.id}.${since(user)?.getTime()}.${now().getTime() + rememberDeviceMs}`),
    isRemembered(user: UserRow, token: string | undefined): boolean {
      const parts = unsign('device', token);
      const began = since(user);
      if (parts?.length !== 3 || !began) return false;
      const [userId, enabledAt, expires] = parts;
      return userId === user.id && Number(enabledAt) === began.getTime() && Number(expires) > now().getTime();
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
