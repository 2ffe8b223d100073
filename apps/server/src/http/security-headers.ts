/**
 * Helmet's headers with the Content Security Policy of a same-origin app (sockets, media blobs, no framing), a
 * per-response script nonce for pages, HSTS in production and a Permissions-Policy that lets only the classroom
 * and quiz-taking pages use the camera, microphone and screen capture (ADR 0055).
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { isMediaPagePath } from '@chalkline/contracts';
import type { FastifyInstance } from 'fastify';

/** A response's script nonce, set on the raw response by the onRequest hook below; pages read it (static.ts). */
const nonceKey = Symbol('cspNonce');
type WithNonce = ServerResponse & { [nonceKey]?: string };
export const cspNonceOf = (res: ServerResponse): string | undefined => (res as WithNonce)[nonceKey];

/**
 * Everything loads from this origin: children's pages never call other hosts. Scripts need this origin or the
 * response's nonce (no inline script runs without it); 'wasm-unsafe-eval' lets this origin's WebAssembly compile (the
 * classroom's noise suppression and background blur, ADR 0086) and allows no JavaScript eval. Styles keep 'unsafe-inline': MUI's emotion writes <style>
 * elements at run time and components set style attributes (ADR 0055 gives the reasoning).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'", (_req: IncomingMessage, res: ServerResponse) => nonceSource(res)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'worker-src': ["'self'", 'blob:'],
  // The product frames none of its own pages, so no page may be framed, by anyone.
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // The server may be reached over plain http (a laptop on the local network): upgrading would break every request.
  'upgrade-insecure-requests': null,
};

// A directive value may not be empty: without a nonce (API answers, files) the source is 'self' again.
const nonceSource = (res: ServerResponse) => {
  const nonce = cspNonceOf(res);
  return nonce ? `'nonce-${nonce}'` : "'self'";
};

/** Camera, microphone and screen capture on the classroom and quiz-taking pages only; never in a frame. */
export const permissionsPolicyFor = (pathname: string) => {
  const allowed = isMediaPagePath(pathname) ? '(self)' : '()';
  return `camera=${allowed}, microphone=${allowed}, display-capture=${allowed}, geolocation=(), payment=(), usb=()`;
};

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: Error) => void) => void;
type Helmet = (options: Record<string, unknown>) => HelmetMiddleware;

// `helmet` is @fastify/helmet's own dependency: resolved from there, so the two never differ.
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as Helmet;

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io');

/**
 * The same headers @fastify/helmet set (helmet with these options on every route), from one helmet middleware
 * built at start-up: the plugin built a new one, parsing the policy again, on every request (ADR 0048).
 * `production`: HSTS is sent (a year, subdomains); elsewhere the server is often plain http on a laptop.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: true, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    // Only a page can carry inline script; API answers and files need no nonce.
    if (request.method === 'GET' && !isApiPath(pathname)) (reply.raw as WithNonce)[nonceKey] = nonce();
    reply.raw.setHeader('permissions-policy', permissionsPolicyFor(pathname));
    setHeaders(request.raw, reply.raw, done);
  });
}

const nonce = () => randomBytes(16).toString('base64');

/** Gives every <script> element of a page the response's nonce (the built app's and those the server adds). */
export const withScriptNonce = (html: string, nonce: string | undefined) =>
  nonce ? html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`) : html;
