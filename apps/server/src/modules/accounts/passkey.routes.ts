/**
 * Passkeys over HTTP (ADR 0070): the settings page's list, registration and removal; the sign-in's passkey step; a
 * passkey's step-up before a sensitive action.
 */
import {
  addPasskeyInput,
  authUserResponse,
  messageResponse,
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyReauthenticateInput,
  passkeySavedResponse,
  passkeySecondFactorInput,
  passkeyTexts,
  twoFactorTexts,
} from '@chalkline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors/app-error.js';
import { requireViewer } from '../../http/auth.js';
import { presentAuthUser } from './account.presenter.js';
import { type CookieSettings, originOf, setSessionCookie } from './auth.cookies.js';
import { meta } from './auth.routes.js';
import type { AuthService } from './auth.service.js';
import { type PasskeyService, relyingPartyOf } from './passkey.service.js';
import type { SessionService } from './session.service.js';
import { clearPendingSignIn, pendingSignInOf, setRememberedDevice } from './two-factor.cookies.js';
import type { TwoFactorService } from './two-factor.service.js';

export const passkeyRoutes =
  (deps: {
    auth: AuthService;
    passkeys: PasskeyService;
    twoFactor: TwoFactorService;
    sessions: SessionService;
    cookie: CookieSettings;
    /** The relying party is PUBLIC_URL's host when set (what a passkey is bound to), else the request's. */
    publicUrl?: string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, passkeys, twoFactor, sessions, cookie } = deps;
    const rp = (request: FastifyRequest) => relyingPartyOf(originOf(request, deps.publicUrl));

    app.get(
      '/auth/passkeys',
      { config: { permission: 'signedIn' }, schema: { response: { 200: passkeyListResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await passkeys.list(requireViewer(request)) };
      },
    );

    app.post(
      '/auth/passkeys/options',
      { config: { permission: 'signedIn', stepUp: true }, schema: { response: { 200: passkeyOptionsResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await passkeys.registrationOptions(requireViewer(request), rp(request)) };
      },
    );

    app.post(
      '/auth/passkeys',
      {
        config: { permission: 'signedIn', stepUp: true },
        schema: { body: addPasskeyInput, response: { 200: passkeySavedResponse } },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const added = await passkeys.add(viewer, request.body.name, request.body.response, rp(request));
        // A first second factor signs every other browser out (ADR 0056); else the cached viewers just learn of it.
        if (added.turnedOn) await auth.endOtherSessions(viewer);
        else sessions.refreshUser(viewer.id);
        reply.header('cache-control', 'no-store');
        return { message: passkeyTexts.added, data: added.passkey, recoveryCodes: added.recoveryCodes };
      },
    );

    app.delete(
      '/auth/passkeys/:id',
      {
        config: { permission: 'signedIn', stepUp: true },
        schema: { params: z.object({ id: z.uuid(passkeyTexts.notFound) }), response: { 200: messageResponse } },
      },
      async (request) => {
        const viewer = requireViewer(request);
        await passkeys.remove(viewer, request.params.id);
        sessions.refreshUser(viewer.id);
        return { message: passkeyTexts.removed };
      },
    );

    app.post(
      '/auth/second-factor/passkey/options',
      { config: { permission: 'public' }, schema: { response: { 200: passkeyOptionsResponse } } },
      async (request, reply) => {
        // A public route answers a missing or expired sign-in with a 400 (the route table's rule: public is never 401).
        const userId = twoFactor.pendingUserId(pendingSignInOf(request));
        if (!userId) throw badRequest(twoFactorTexts.noPendingSignIn);
        const user = await auth.pendingUser(pendingSignInOf(request));
        reply.header('cache-control', 'no-store');
        return { data: await passkeys.authenticationOptions(user.id, rp(request)) };
      },
    );

    app.post(
      '/auth/second-factor/passkey',
      {
        config: { permission: 'public' },
        schema: { body: passkeySecondFactorInput, response: { 200: authUserResponse } },
      },
      async (request, reply) => {
        const { response, remember } = request.body;
        const { user, token } = await auth.secondFactorWith(
          pendingSignInOf(request),
          meta(request),
          (person) => passkeys.verify(person, response, rp(request)),
          passkeyTexts.failed,
          'response',
        );
        clearPendingSignIn(reply);
        setSessionCookie(request, reply, token, cookie);
        if (remember) setRememberedDevice(request, reply, twoFactor.rememberToken(user), cookie);
        return { message: 'Welcome back!', data: { user: presentAuthUser(user) } };
      },
    );

    app.post(
      '/auth/reauthenticate/passkey/options',
      { config: { permission: 'signedIn' }, schema: { response: { 200: passkeyOptionsResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await passkeys.authenticationOptions(requireViewer(request).id, rp(request), 'step-up') };
      },
    );

    app.post(
      '/auth/reauthenticate/passkey',
      {
        config: { permission: 'signedIn' },
        schema: { body: passkeyReauthenticateInput, response: { 200: messageResponse } },
      },
      async (request) => {
        const { response } = request.body;
        await auth.reauthenticateWith(
          requireViewer(request),
          request.ip,
          (user) => passkeys.verify(user, response, rp(request), 'step-up'),
          passkeyTexts.failed,
          'response',
        );
        return { message: twoFactorTexts.confirmed };
      },
    );
  };
