/** Two-factor sign-in over HTTP (ADR 0056): the second step of signing in, enrolment, and re-authentication. */
import {
  authUserResponse,
  confirmAccountPasswordInput,
  enableTwoFactorInput,
  messageResponse,
  reauthenticateInput,
  recoveryCodesResponse,
  secondFactorInput,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
  twoFactorTexts,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../http/auth.js';
import { presentAuthUser } from './account.presenter.js';
import { type CookieSettings, setSessionCookie } from './auth.cookies.js';
import { meta } from './auth.routes.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from './session.service.js';
import { clearPendingSignIn, pendingSignInOf, setRememberedDevice } from './two-factor.cookies.js';
import type { TwoFactorService } from './two-factor.service.js';

export const twoFactorRoutes =
  (deps: {
    auth: AuthService;
    twoFactor: TwoFactorService;
    sessions: SessionService;
    cookie: CookieSettings;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, twoFactor, sessions, cookie } = deps;

    app.post(
      '/auth/second-factor',
      {
        config: { permission: 'public' },
        schema: { body: secondFactorInput, response: { 200: authUserResponse } },
      },
      async (request, reply) => {
        const { user, token } = await auth.secondFactor(pendingSignInOf(request), request.body.code, meta(request));
        clearPendingSignIn(reply);
        setSessionCookie(request, reply, token, cookie);
        if (request.body.remember) setRememberedDevice(request, reply, twoFactor.rememberToken(user), cookie);
        return { message: 'Welcome back!', data: { user: presentAuthUser(user) } };
      },
    );

    app.get(
      '/auth/two-factor',
      { config: { permission: 'signedIn' }, schema: { response: { 200: twoFactorStatusResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await twoFactor.status(requireViewer(request)) };
      },
    );

    app.post(
      '/auth/two-factor/setup',
      { config: { permission: 'signedIn' }, schema: { response: { 200: twoFactorSetupResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await twoFactor.setup(requireViewer(request)) };
      },
    );

    app.post(
      '/auth/two-factor/enable',
      {
        config: { permission: 'signedIn' },
        schema: { body: enableTwoFactorInput, response: { 200: recoveryCodesResponse } },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const recoveryCodes = await twoFactor.enable(viewer, request.body.code);
        // The code just given is a fresh check; every other browser signs in again, now with the second factor.
        await sessions.markVerified(viewer.sessionId);
        await auth.endOtherSessions(viewer);
        reply.header('cache-control', 'no-store');
        return { message: twoFactorTexts.enabled, data: { recoveryCodes } };
      },
    );

    app.delete(
      '/auth/two-factor',
      { config: { permission: 'signedIn', stepUp: true }, schema: { response: { 200: messageResponse } } },
      async (request) => {
        const viewer = requireViewer(request);
        await twoFactor.disable(viewer);
        sessions.refreshUser(viewer.id);
        return { message: twoFactorTexts.disabled };
      },
    );

    app.post(
      '/auth/two-factor/recovery-codes',
      {
        config: { permission: 'signedIn' },
        schema: { body: confirmAccountPasswordInput, response: { 200: recoveryCodesResponse } },
      },
      async (request, reply) => {
        const recoveryCodes = await auth.newRecoveryCodes(requireViewer(request), request.body.password, request.ip);
        reply.header('cache-control', 'no-store');
        return { message: twoFactorTexts.recoveryCodesNew, data: { recoveryCodes } };
      },
    );

    app.post(
      '/auth/reauthenticate',
      {
        config: { permission: 'signedIn' },
        schema: { body: reauthenticateInput, response: { 200: messageResponse } },
      },
      async (request) => {
        await auth.reauthenticate(requireViewer(request), request.body, request.ip);
        return { message: twoFactorTexts.confirmed };
      },
    );
  };
