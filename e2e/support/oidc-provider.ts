/**
 * A local OpenID provider standing in for Google in browser journeys. It is the server harness's
 * `apps/server/test/oidc-provider.ts` with one difference: `conformIdTokenClaims: false`, so the ID token
 * carries email, email_verified and the names as Google's does. The server reads them from the ID token;
 * in its default conform mode oidc-provider only puts them in the userinfo answer, and sign-in then fails
 * with "Google did not confirm an email address for this account".
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
  const clientId = 'chalkline-e2e';
  const clientSecret = 'chalkline-e2e-secret-chalkline-e2e-secret';
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
    conformIdTokenClaims: false,
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
