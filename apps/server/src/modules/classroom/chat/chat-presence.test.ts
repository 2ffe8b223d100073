/** The presence rule (platform spec 3.1): which status wins when several facts hold. */
import { describe, expect, it } from 'vitest';
import { presenceTiming, statusOf } from './chat-presence.js';

const now = new Date('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none = { connected: false, busy: false, onCall: false, lastSeenAt: null };

describe('statusOf', () => {
  it('is ON_CALL in a classroom, before anything else', () => {
    expect(statusOf({ ...none, onCall: true, connected: true, busy: true }, now)).toBe('ON_CALL');
    expect(statusOf({ ...none, onCall: true }, now)).toBe('ON_CALL');
  });
  it('is BUSY when connected and chose busy, else ONLINE', () => {
    expect(statusOf({ ...none, connected: true, busy: true }, now)).toBe('BUSY');
    expect(statusOf({ ...none, connected: true }, now)).toBe('ONLINE');
  });
  it('is RECENTLY_ONLINE for a while after leaving, then OFFLINE', () => {
    expect(statusOf({ ...none, lastSeenAt: ago(60_000) }, now)).toBe('RECENTLY_ONLINE');
    expect(statusOf({ ...none, lastSeenAt: ago(presenceTiming.recentlyOnlineMs + 1) }, now)).toBe('OFFLINE');
    expect(statusOf(none, now)).toBe('OFFLINE');
    // Busy only counts while connected.
    expect(statusOf({ ...none, busy: true }, now)).toBe('OFFLINE');
  });
});
