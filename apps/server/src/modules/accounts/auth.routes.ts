/** The auth calls of platform spec 7 under /api/auth (methods documented in docs/api.md). */
import {
  authUserResponse,
  confirmAccountPasswordInput,
  forgotPasswordInput,
  forgotPasswordMessage,
  loginInput,
  messageResponse,
  registerInput,
  resetAccountPasswordInput,
  resetPasswordInput,
  secondFactorChallengeResponse,
  sessionListResponse,
  sessionResponse,
  signInOptionsResponse,
  socketTokenResponse,
  twoFactorTexts,
  updateAccountProfileInput,
  verifyPasswordResetInput,
} from '@chalkline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { z } from 'zod';
import { requireViewer, tokenFrom } from '../../http/auth.js';
import { createRateLimit, type RateLimitStore } from '../../http/rate-limit.js';
import { presentAuthUser } from './account.presenter.js';
import { clearSessionCookie, originOf, setSessionCookie } from './auth.cookies.js';
import type { AuthService } from './auth.service.js';
import { googleRoutes } from './google.routes.js';
import type { GoogleService } from './google.service.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { ProfileService } from './profile.service.js';
import type { RegistrationService } from './registration.service.js';
import type { SessionService } from './session.service.js';
import { rememberedDeviceOf, setPendingSignIn } from './two-factor.cookies.js';
import type { TwoFactorService } from './two-factor.service.js';

export interface AuthRouteDeps {
  auth: AuthService;
  registration: RegistrationService;
  resets: PasswordResetService;
  profiles: ProfileService;
  sessions: SessionService;
  twoFactor: TwoFactorService;
  google: GoogleService | null;
  publicUrl?: string;
  cookieDomain?: string;
  /** Production with an https PUBLIC_URL: the session cookie is always Secure (ADR 0032). */
  alwaysSecureCookies?: boolean;
  log: Logger;
  /** Shared counters when several nodes run (ADR 0014). */
  limits?: RateLimitStore;
  /** Unread notifications of a person, for the session's `counts.notifications`. */
  unreadNotifications?: (userId: string) => Promise<number>;
}

/** Password resets (each one a possible argon2 hash) allowed per address in 15 minutes. */
export const resetAttemptsPerWindow = 10;

export const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes =
  (deps: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, registration, resets, profiles, sessions, google } = deps;
    const cookie = { domain: deps.cookieDomain, alwaysSecure: deps.alwaysSecureCookies };
    const registerLimit = createRateLimit(
      20,
      60 * 60,
      'Too many sign-ups from this address. Please try again later.',
      deps.limits,
      'register',
    );
    const forgotLimit = createRateLimit(
      10,
      15 * 60,
      'Too many reset requests. Please try again later.',
      deps.limits,
      'forgot-password',
    );
    const resetLimit = createRateLimit(
      resetAttemptsPerWindow,
      15 * 60,
      'Too many password reset attempts. Please try again later.',
      deps.limits,
      'reset-password',
    );

    app.post(
      '/auth/register',
      { config: { permission: 'public' }, schema: { body: registerInput, response: { 201: authUserResponse } } },
      async (request, reply) => {
        await registerLimit(request.ip);
        const user = await registration.register(request.body);
        const { token } = await sessions.start(user.id, meta(request));
        setSessionCookie(request, reply, token, cookie);
        return reply.status(201).send({ message: 'Welcome to Chalkline!', data: { user: presentAuthUser(user) } });
      },
    );

    app.post(
      '/auth/login',
      {
        config: { permission: 'public' },
        schema: { body: loginInput, response: { 200: authUserResponse, 202: secondFactorChallengeResponse } },
      },
      async (request, reply) => {
        const step = await auth.login(request.body, meta(request), rememberedDeviceOf(request));
        if (step.pending !== undefined) {
          // The password was right; the session starts only after the second factor (ADR 0056).
          setPendingSignIn(request, reply, step.pending, cookie);
          return reply.status(202).send({ message: twoFactorTexts.challenge, data: { secondFactor: true } });
        }
        setSessionCookie(request, reply, step.token, cookie);
        return { message: 'Welcome back!', data: { user: presentAuthUser(step.user) } };
      },
    );

    app.post(
      '/auth/logout',
      { config: { permission: 'public' }, schema: { response: { 200: messageResponse } } },
      async (request, reply) => {
        if (request.viewer) await auth.logout(request.viewer);
        clearSessionCookie(reply, cookie);
        return { message: 'You have signed out' };
      },
    );

    app.post(
      '/auth/refresh',
      { config: { permission: 'signedIn' }, schema: { response: { 200: authUserResponse } } },
      async (request, reply) => {
        const { user, token } = await auth.refresh(requireViewer(request), meta(request));
        setSessionCookie(request, reply, token, cookie);
        return { message: 'Session renewed', data: { user: presentAuthUser(user) } };
      },
    );

    app.get(
      '/auth/session',
      { config: { permission: 'public' }, schema: { response: { 200: sessionResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // A visitor with no session gets null; a session that was presented and no longer works stays a 401.
        if (!request.viewer && !tokenFrom(request)) return { data: { user: null } };
        const viewer = requireViewer(request);
        const [user, unread] = await Promise.all([
          profiles.account(viewer),
          deps.unreadNotifications?.(viewer.id) ?? Promise.resolve(0),
        ]);
        const twoFactor = { enabled: deps.twoFactor.enabled(user), required: await deps.twoFactor.required(user) };
        return { data: { user: { ...presentAuthUser(user, unread), twoFactor } } };
      },
    );

    app.get(
      '/auth/options',
      { config: { permission: 'public' }, schema: { response: { 200: signInOptionsResponse } } },
      async () => ({ data: { google: google !== null } }),
    );

    app.post(
      '/auth/forgot-password',
      { config: { permission: 'public' }, schema: { body: forgotPasswordInput, response: { 200: messageResponse } } },
      async (request) => {
        await forgotLimit(request.ip);
        resets.requestReset(request.body.email, originOf(request, deps.publicUrl));
        return { message: forgotPasswordMessage };
      },
    );

    app.post(
      '/auth/verify-password-reset',
      {
        config: { permission: 'public' },
        schema: { body: verifyPasswordResetInput, response: { 200: messageResponse } },
      },
      async (request) => {
        await resets.verify(request.body.token);
        return { message: 'This reset link is valid' };
      },
    );

    app.post(
      '/auth/reset-password',
      { config: { permission: 'public' }, schema: { body: resetPasswordInput, response: { 200: messageResponse } } },
      async (request, reply) => {
        await resetLimit(request.ip);
        await resets.reset(request.body.token, request.body.password);
        clearSessionCookie(reply, cookie);
        return { message: 'Your password has been changed. Please sign in with the new password.' };
      },
    );

    app.patch(
      '/auth/update-account-profile',
      {
        config: { permission: 'signedIn' },
        schema: { body: updateAccountProfileInput, response: { 200: authUserResponse } },
      },
      async (request) => {
        const user = await profiles.updateAccount(requireViewer(request), request.body);
        return { message: 'Your profile has been updated', data: { user: presentAuthUser(user) } };
      },
    );

    app.post(
      '/auth/confirm-account-password',
      {
        config: { permission: 'signedIn' },
        schema: { body: confirmAccountPasswordInput, response: { 200: messageResponse } },
      },
      async (request) => {
        await auth.confirmPassword(requireViewer(request), request.body.password, request.ip);
        return { message: 'Password confirmed' };
      },
    );

    app.post(
      '/auth/reset-account-password',
      {
        config: { permission: 'signedIn' },
        schema: { body: resetAccountPasswordInput, response: { 200: messageResponse } },
      },
      async (request, reply) => {
        const { currentPassword, password } = request.body;
        const { token } = await auth.changePassword(requireViewer(request), currentPassword, password, meta(request));
        setSessionCookie(request, reply, token, cookie);
        return { message: 'Your password has been changed. Other browsers have been signed out.' };
      },
    );

    app.get(
      '/auth/sessions',
      { config: { permission: 'signedIn' }, schema: { response: { 200: sessionListResponse } } },
      async (request) => ({
        data: { sessions: await auth.listSessions(requireViewer(request)) },
      }),
    );

    app.delete(
      '/auth/sessions/:id',
      {
        config: { permission: 'signedIn' },
        schema: { params: z.object({ id: z.uuid('Unknown session') }), response: { 200: messageResponse } },
      },
      async (request) => {
        await auth.revokeSession(requireViewer(request), request.params.id);
        return { message: 'That browser has been signed out' };
      },
    );

    app.get(
      '/auth/socket-token',
      { config: { permission: 'signedIn' }, schema: { response: { 200: socketTokenResponse } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { token, expiresAt } = sessions.socketTicket(requireViewer(request).sessionId);
        return { data: { token, expiresAt: expiresAt.toISOString() } };
      },
    );

    await app.register(googleRoutes(deps));
  };
