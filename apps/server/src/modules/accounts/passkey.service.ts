/**
 * Passkeys as a second factor (ADR 0070): registration on the settings page, the list and removal, and the
 * sign-in's second step with a passkey instead of an authenticator code. Challenges live on the server, bound to
 * the person and the ceremony, are spent by the first answer and expire; counters must grow.
 */
import { maxPasskeysPerPerson, type PasskeySummary, passkeyChallengeMinutes, passkeyTexts } from '@chalkline/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { AppError, badRequest, forbidden } from '../../errors/app-error.js';
import type { PasskeyPurpose, PasskeyRepository, PasskeyRow } from './passkey.repository.js';
import type { TwoFactorService } from './two-factor.service.js';
import type { UserRepository, UserRow } from './user.repository.js';
import type { Viewer } from './viewer.js';

/** The relying party: the site's host name (the RP ID) and its origin, from PUBLIC_URL or the request. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

export const relyingPartyOf = (origin: string): RelyingParty => ({ rpID: new URL(origin).hostname, origin });

const challengeMs = passkeyChallengeMinutes * 60_000;
/** ES256, RS256, EdDSA: what platform authenticators and security keys sign with. */
const algorithms = [-7, -257, -8];

const present = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * The WebAuthn library, loaded at the first ceremony: with its certificate parsers it is the heaviest import of the
 * server's main thread, and most processes (every test file, most nodes between sign-ins) never use it.
 */
const webauthn = () => import('@simplewebauthn/server');

const failed = () => badRequest(passkeyTexts.failed, { response: passkeyTexts.failed });

export function createPasskeyService(deps: {
  repo: PasskeyRepository;
  users: UserRepository;
  twoFactor: Pick<TwoFactorService, 'required' | 'totpOn' | 'issueRecoveryCodes'>;
  siteName: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function findUser(id: string) {
    const user = await deps.users.findById(id);
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue');
    return user;
  }

  /** Keeps the challenge of options just made, for this person and purpose, for a few minutes. */
  async function remember<T extends { challenge: string }>(userId: string, purpose: PasskeyPurpose, options: T) {
    const at = now();
    await repo.saveChallenge(userId, purpose, options.challenge, new Date(at.getTime() + challengeMs), at);
    // WebAuthn's JSON options, passed through to the browser as they are.
    return options as T & Record<string, unknown>;
  }

  /** Spends the challenge the browser signed: true once, for a live challenge of this person and purpose. */
  const spend = (userId: string, purpose: PasskeyPurpose) => (challenge: string) =>
    repo.takeChallenge(userId, purpose, challenge, now());

  return {
    list: async (viewer: Viewer) => (await repo.listForUser(viewer.id)).map(present),

    /** The options for `navigator.credentials.create()`; the person's passkeys are excluded. */
    async registrationOptions(viewer: Viewer, rp: RelyingParty) {
      const user = await findUser(viewer.id);
      const existing = await repo.listForUser(user.id);
      if (existing.length >= maxPasskeysPerPerson) throw new AppError(409, 'CONFLICT', passkeyTexts.tooMany);
      const options = await (await webauthn()).generateRegistrationOptions({
        rpName: deps.siteName,
        rpID: rp.rpID,
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
        supportedAlgorithmIDs: algorithms,
        timeout: challengeMs,
      });
      return remember(user.id, 'register', options);
    },

    /**
     * Checks the browser's answer against a live registration challenge of this person and keeps the passkey. When it
     * is the person's first second factor (no app, no passkey before), `recoveryCodes` are made for them, shown once.
     */
    async add(viewer: Viewer, name: string, response: RegistrationResponseJSON, rp: RelyingParty) {
      const user = await findUser(viewer.id);
      if ((await repo.countForUser(viewer.id)) >= maxPasskeysPerPerson)
        throw new AppError(409, 'CONFLICT', passkeyTexts.tooMany);
      const verified = await (await webauthn())
        .verifyRegistrationResponse({
          response,
          expectedChallenge: spend(viewer.id, 'register'),
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: false,
          supportedAlgorithmIDs: algorithms,
        })
        .catch(() => null);
      if (!verified?.verified) throw failed();
      const { credential } = verified.registrationInfo;
      if (await repo.findByCredentialId(credential.id)) throw failed();
      const { row, first } = await repo.insert({
        userId: viewer.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? response.response.transports ?? []).slice(0, 10),
        name,
        createdAt: now(),
      });
      // The app's set-up made codes already; a passkey that alone turns two-factor sign-in on makes its own.
      const turnedOn = first && !deps.twoFactor.totpOn(user);
      return {
        passkey: present(row),
        turnedOn,
        recoveryCodes: turnedOn ? await deps.twoFactor.issueRecoveryCodes(user.id) : undefined,
      };
    },

    /** Removes one of the person's own passkeys; not the last second factor a school requires. */
    async remove(viewer: Viewer, id: string) {
      const user = await findUser(viewer.id);
      const mine = await repo.listForUser(user.id);
      if (!mine.some((p) => p.id === id)) throw new AppError(404, 'NOT_FOUND', passkeyTexts.notFound);
      if (mine.length === 1 && !deps.twoFactor.totpOn(user) && (await deps.twoFactor.required(user)))
        throw forbidden(passkeyTexts.lastRequired);
      if (!(await repo.remove(user.id, id, deps.twoFactor.totpOn(user))))
        throw new AppError(404, 'NOT_FOUND', passkeyTexts.notFound);
    },

    /**
     * The options for `navigator.credentials.get()` at the sign-in's second step, or at a step-up: only this person's
     * passkeys; the challenge is good for that purpose alone.
     */
    async authenticationOptions(userId: string, rp: RelyingParty, purpose: PasskeyPurpose = 'authenticate') {
      const mine = await repo.listForUser(userId);
      if (mine.length === 0) throw new AppError(404, 'NOT_FOUND', passkeyTexts.noPasskeys);
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports })),
        userVerification: 'preferred',
        timeout: challengeMs,
      });
      return remember(userId, purpose, options);
    },

    /**
     * Whether `response` is a fresh signature by one of `user`'s passkeys over a live challenge issued to them, from
     * our origin, with a counter above the stored one (then stored). Another person's passkey never counts.
     */
    async verify(
      user: UserRow,
      response: AuthenticationResponseJSON,
      rp: RelyingParty,
      purpose: PasskeyPurpose = 'authenticate',
    ): Promise<boolean> {
      const passkey = await repo.findByCredentialId(response.id);
      if (!passkey || passkey.userId !== user.id) return false;
      const verified = await (await webauthn())
        .verifyAuthenticationResponse({
          response,
          expectedChallenge: spend(user.id, purpose),
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        })
        .catch(() => null);
      if (!verified?.verified) return false;
      return repo.acceptCounter(passkey.id, passkey.counter, verified.authenticationInfo.newCounter, now());
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
