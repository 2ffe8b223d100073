/**
 * Cross-site request forgery guard (ADR 0032). A state-changing request (POST, PUT, PATCH, DELETE) that carries
 * the session cookie must come from one of our own pages: its `Origin` is this server's own origin or one of the
 * allowed origins; without `Origin`, `Sec-Fetch-Site` must not say another site sent it. Bearer-token clients and
 * requests without the cookie have nothing a foreign page could borrow, so they pass untouched.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors/app-error.js';
import { sessionCookieName } from './session-cookie.js';

export const crossSiteMessage =
  'This request came from another site and was refused. Please use Chalkline from its own address.';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request comes from a page of ours; `allowed` are full origins such as `https://school.example`. */
export function isSameSiteRequest(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (allowed.has(origin)) return true;
    // Our own origin, by host: behind a proxy without TRUST_PROXY the scheme we see may differ from the browser's.
    // The Host header is read with the origin's scheme, so a default port (`:80`, `:443`) compares equal.
    try {
      const from = new URL(origin);
      return origin !== 'null' && from.host === new URL(`${from.protocol}//${request.host}`).host;
    } catch {
      return false;
    }
  }
  // No Origin: an older browser's same-origin request, or no browser at all (curl, scripts).
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/** Adds the `onRequest` hook answering 403 to cookie-authenticated state changes from another site. */
export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (!request.cookies[sessionCookieName]) return;
    if (!isSameSiteRequest(request, allowed)) throw forbidden(crossSiteMessage);
  });
}
