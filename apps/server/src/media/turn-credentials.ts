/**
 * Short-lived TURN credentials in coturn's REST API shared-secret scheme (`use-auth-secret` +
 * `static-auth-secret`): username `expiry:userId` where expiry is a Unix time in seconds, credential
 * base64(HMAC-SHA1(secret, username)). coturn recomputes the HMAC and refuses the username once expired.
 */
import { createHmac } from 'node:crypto';
import type { MediaConfig } from './media-config.js';
import type { IceServer } from './media-types.js';

export interface TurnCredential {
  username: string;
  credential: string;
  expiresAt: number;
}

export function turnCredential(secret: string, userId: string, ttlSeconds: number, nowMs = Date.now()): TurnCredential {
  const expiresAt = Math.floor(nowMs / 1000) + ttlSeconds;
  // A colon in the id would shift coturn's split of `expiry:user`; keep the id opaque but colon-free.
  const username = `${expiresAt}:${userId.replaceAll(':', '_')}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt };
}

/** The `iceServers` a client puts in its RTCPeerConnection: STUN as configured, TURN with fresh credentials. */
export function iceServersFor(
  config: Pick<MediaConfig, 'stunUrls' | 'turn'>,
  userId: string,
  nowMs = Date.now(),
): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: [...config.stunUrls] });
  if (config.turn) {
    const { username, credential } = turnCredential(config.turn.secret, userId, config.turn.ttlSeconds, nowMs);
    servers.push({ urls: [...config.turn.urls], username, credential });
  }
  return servers;
}
