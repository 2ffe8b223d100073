/** Google sign-in (platform spec 7): start, and the callback that signs the person in or asks for the second factor. */
import { emptyResponse, homePathFor, redirectResponse, secondFactorPagePath } from '@chalkline/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.js';
import { originOf, setPendingGoogle, setSessionCookie, takePendingGoogle } from './auth.cookies.js';
import { type AuthRouteDeps, meta } from './auth.routes.js';
import { rememberedDeviceOf, setPendingSignIn } from './two-factor.cookies.js';

export const googleRoutes =
  (deps: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth, google } = deps;
    const cookie = { domain: deps.cookieDomain, alwaysSecure: deps.alwaysSecureCookies };
    const redirectUri = (request: FastifyRequest) => `${originOf(request, deps.publicUrl)}/api/auth/google/callback`;

    app.post(
      '/auth/google',
      { config: { permission: 'public' }, schema: { response: { 307: redirectResponse } } },
      async (request, reply) => {
        if (!google) throw new AppError(503, 'INTERNAL', 'Google sign-in is not available right now');
        const { href, pending } = await google.start(redirectUri(request));
        setPendingGoogle(request, reply, pending, cookie);
        // 307 with the address in the body: the client follows data.href (platform spec 7).
        return reply.status(307).send({ message: 'Continue with Google', data: { href } });
      },
    );

    app.get(
      '/auth/google/callback',
      {
        config: { permission: 'public' },
        schema: { response: { 302: emptyResponse('Back to the app: the home page, or the sign-in page on failure') } },
      },
      async (request, reply) => {
        const pending = takePendingGoogle(request, reply);
        try {
          if (!google || !pending) throw new Error('No Google sign-in was started from this browser');
          const url = new URL(request.url, redirectUri(request));
          const user = await google.finish(url, pending);
          if (user.suspended || user.deletedAt) throw new Error('This account may not sign in');
          const step = await auth.afterPassword(user, meta(request), rememberedDeviceOf(request));
          if (step.pending !== undefined) {
            // Google stands for the password; a person with a second factor still gives it (ADR 0056).
            setPendingSignIn(request, reply, step.pending, cookie);
            return reply.redirect(secondFactorPagePath);
          }
          setSessionCookie(request, reply, step.token, cookie);
          return reply.redirect(homePathFor(user.memberRole));
        } catch (error) {
          // The spec's client only logs a Google failure; the server logs it too and sends the person back.
          deps.log.warn({ err: error }, 'Google sign-in failed');
          return reply.redirect('/login?error=google');
        }
      },
    );
  };
