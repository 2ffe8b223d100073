/**
 * Google sign-in: OpenID Connect authorization-code flow with PKCE (openid-client). The verifier, state and
 * nonce travel in a signed, HttpOnly cookie between the start and the callback.
 */
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { newMeetingId } from '../../db/seed.js';
import type { UserRepository } from './user.repository.js';

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface PendingSignIn {
  verifier: string;
  state: string;
  nonce: string;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export function createGoogleService(config: GoogleConfig, users: UserRepository, log: Logger) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    const issuer = new URL(config.issuer);
    discovered ??= oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, {
      // A provider on this machine (tests, local development) is allowed over plain HTTP; any other is not.
      ...(isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    discovered.catch(() => {
      discovered = undefined;
    });
    return discovered;
  };

  return {
    async start(redirectUri: string): Promise<{ href: string; pending: PendingSignIn }> {
      const pending = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { href: url.toString(), pending };
    },

    /** Exchanges the code, then finds the person by Google subject or verified email, or creates a student. */
    async finish(callbackUrl: URL, pending: PendingSignIn) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The provider sent no ID token');
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
      const verified = claims.email_verified === true;
      const known = await users.findByGoogleSubject(claims.sub);
      if (known) return known;
      if (!email || !verified) throw new Error('Google did not confirm an email address for this account');
      const byEmail = await users.findByEmail(email);
      if (byEmail) return (await users.update(byEmail.id, { googleSubject: claims.sub })) ?? byEmail;
      log.info({ email }, 'new account from Google sign-in');
      // A new person arriving through Google starts as a student who still has to finish onboarding.
      return users.insertStudent(
        {
          email,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : email.split('@')[0]!,
          lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
          memberRole: 'STUDENT',
          signUpMethod: 'GOOGLE',
          googleSubject: claims.sub,
          meetingId: newMeetingId(),
        },
        { onboarded: false },
      );
    },
  };
}
export type GoogleService = ReturnType<typeof createGoogleService>;
