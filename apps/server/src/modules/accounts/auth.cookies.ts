import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PendingSignIn } from './google.service.js';
import { sessionCookieName, sessionLifetimeMs } from './session.service.js';

export const pendingGoogleCookie = 'chalkline_oidc';

/** Where the session cookie is shared (`domain`) and whether it is Secure even when the request looks like http. */
export interface CookieSettings {
  domain?: string;
  /** Production behind an https PUBLIC_URL (config `auth.alwaysSecureCookies`, ADR 0032). */
  alwaysSecure?: boolean;
}

/**
 * Secure when the request came over https (behind a proxy: `TRUST_PROXY=true` and `X-Forwarded-Proto: https`),
 * and always in production with an https public address.
 */
export const secureCookie = (request: FastifyRequest, settings: CookieSettings = {}) =>
  settings.alwaysSecure === true || request.protocol === 'https';

/** HttpOnly, SameSite=Lax, Secure when served over https, 30 days (platform spec §9). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  settings: CookieSettings = {},
) {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, settings),
    path: '/',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
    ...(settings.domain ? { domain: settings.domain } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings = {}) {
  reply.clearCookie(sessionCookieName, {
    path: '/',
    secure: secureCookie(reply.request, settings),
    ...(settings.domain ? { domain: settings.domain } : {}),
  });
}

export function setPendingGoogle(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingSignIn,
  settings: CookieSettings = {},
) {
  reply.setCookie(pendingGoogleCookie, JSON.stringify(pending), {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookie(request, settings),
    path: '/api/auth/google',
    maxAge: 600,
    signed: true,
  });
}

export function takePendingGoogle(request: FastifyRequest, reply: FastifyReply): PendingSignIn | null {
  const raw = request.cookies[pendingGoogleCookie];
  reply.clearCookie(pendingGoogleCookie, { path: '/api/auth/google' });
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    return JSON.parse(unsigned.value) as PendingSignIn;
  } catch {
    return null;
  }
}

/** The address people reach us at: PUBLIC_URL when set, else what the request says. */
export const originOf = (request: FastifyRequest, publicUrl?: string) =>
  publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
