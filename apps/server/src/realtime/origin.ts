import type { IncomingMessage } from 'node:http';

/**
 * Cross-site WebSocket hijacking guard: a browser always names its page's origin, which must be this
 * server's own host or one configured. Clients that send no Origin (native apps, same-origin polling) pass.
 */
export function isAllowedOrigin(request: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
