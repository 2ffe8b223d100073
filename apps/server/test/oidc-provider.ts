/**
 * A local OpenID provider on loopback standing in for Google in server tests and browser journeys
 * (oidc-provider, dev interactions on: any login name signs in, then a consent screen).
 */

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Any login name signs in as `{name}@example.test`, with a verified email and given/family names. */
export async function startLocalProvider(redirectUris: string[]): Promise<LocalProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'chalkline-test';
  const clientSecret = 'chalkline-test-secret-chalkline-test-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@example.test`,
        email_verified: true,
        given_name: sub.charAt(0).toUpperCase() + sub.slice(1),
        family_name: 'Google',
      }),
    }),
    features: { devInteractions: { enabled: true } },
    // Put email and names in the ID token, as Google does (the server reads them from there).
    conformIdTokenClaims: false,
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
