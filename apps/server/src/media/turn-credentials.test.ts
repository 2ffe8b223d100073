import { describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './turn-credentials.js';

const now = 1_700_000_000_000;

describe('TURN REST credentials (coturn shared secret)', () => {
  it('signs `expiry:user` with HMAC-SHA1 in base64, as coturn recomputes it', () => {
    // Vector from: printf '1700003600:alice' | openssl dgst -sha1 -hmac north-secret -binary | base64
    expect(turnCredential('north-secret', 'alice', 3600, now)).toEqual({
      username: '1700003600:alice',
      credential: 'Ji4axghh2/aljHmsPgH9mtDGVLw=',
      expiresAt: 1_700_003_600,
    });
  });

  it('expires after the TTL and keeps colons out of the user part', () => {
    const { username, expiresAt } = turnCredential('north-secret', 'a:b', 60, now);
    expect(username).toBe('1700000060:a_b');
    expect(expiresAt - now / 1000).toBe(60);
    expect(turnCredential('other-secret', 'alice', 3600, now).credential).not.toBe('Ji4axghh2/aljHmsPgH9mtDGVLw=');
  });

  it('gives STUN as configured and TURN with fresh credentials, or nothing when unset', () => {
    expect(iceServersFor({ stunUrls: [], turn: undefined }, 'u1', now)).toEqual([]);
    const servers = iceServersFor(
      {
        stunUrls: ['stun:stun.example.org:3478'],
        turn: { urls: ['turn:turn.example.org:3478?transport=udp'], secret: 'north-secret', ttlSeconds: 3600 },
      },
      'alice',
      now,
    );
    expect(servers).toEqual([
      { urls: ['stun:stun.example.org:3478'] },
      {
        urls: ['turn:turn.example.org:3478?transport=udp'],
        username: '1700003600:alice',
        credential: 'Ji4axghh2/aljHmsPgH9mtDGVLw=',
      },
    ]);
  });
});
