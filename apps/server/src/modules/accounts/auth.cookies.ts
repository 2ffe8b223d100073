import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PendingSignIn } from './google.service.js';
import { sessionCookieName, sessionLifetimeMs } from './session.service.js';

export const pendingGoogleCookie = 'chalkline_oidc';

/** HttpOnly, SameSite=Lax, Secure when served over https, 30 days (platform spec §9). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, domain?: string) {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.floor(sessionLifetimeMs / 1000),
    ...(domain ? { domain } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, domain?: string) {
  reply.clearCookie(sessionCookieName, { path: '/', ...(domain ? { domain } : {}) });
}

export function setPendingGoogle(request: FastifyRequest, reply: FastifyReply, pending: PendingSignIn) {
  reply.setCookie(pendingGoogleCookie, JSON.stringify(pending), {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
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
