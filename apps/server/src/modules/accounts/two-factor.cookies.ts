/** The cookies of two-factor sign-in (ADR 0056): a pending sign-in, and a remembered browser. Both httpOnly. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CookieSettings, secureCookie } from './auth.cookies.js';
import { pendingSignInMs, rememberDeviceMs } from './two-factor.service.js';

/** A sign-in whose password was right and whose code is due (the token is signed by the service). */
export const pendingSignInCookie = 'chalkline_2fa_pending';
/** A browser the person asked to remember for 30 days (signed, bound to the user and their enrolment). */
export const rememberedDeviceCookie = 'chalkline_2fa_device';
/** Only the sign-in calls read them. */
const path = '/api/auth';

const options = (request: FastifyRequest, settings: CookieSettings, maxAgeMs: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secureCookie(request, settings),
  path,
  maxAge: Math.floor(maxAgeMs / 1000),
});

export function setPendingSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  settings: CookieSettings,
) {
  reply.setCookie(pendingSignInCookie, token, options(request, settings, pendingSignInMs));
}

export const pendingSignInOf = (request: FastifyRequest) => request.cookies[pendingSignInCookie];

export function clearPendingSignIn(reply: FastifyReply) {
  reply.clearCookie(pendingSignInCookie, { path });
}

export function setRememberedDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  settings: CookieSettings,
) {
  reply.setCookie(rememberedDeviceCookie, token, options(request, settings, rememberDeviceMs));
}

export const rememberedDeviceOf = (request: FastifyRequest) => request.cookies[rememberedDeviceCookie];
