import { describe, expect, it } from 'vitest';
import { loadMediaConfig } from './media-config.js';

describe('loadMediaConfig', () => {
  it('defaults to the embedded single-machine mode', () => {
    expect(loadMediaConfig({})).toEqual({
      engine: 'werift',
      worker: true,
      announcedIp: '127.0.0.1',
      listenIp: '127.0.0.1',
      portRange: undefined,
      loopbackOnly: false,
      stunUrls: [],
      turn: undefined,
      janus: { urls: [], binary: 'janus', libDir: undefined, iceEnforceList: undefined, admin: undefined },
    });
  });

  it('runs werift in a worker thread unless MEDIA_WORKER is false', () => {
    expect(loadMediaConfig({ MEDIA_WORKER: 'false' }).worker).toBe(false);
    expect(loadMediaConfig({ MEDIA_WORKER: '1' }).worker).toBe(true);
    expect(() => loadMediaConfig({ MEDIA_WORKER: 'maybe' })).toThrow('MEDIA_WORKER');
  });

  it('selects Janus: listed instances, or a local janus with its ICE interfaces', () => {
    expect(
      loadMediaConfig({ MEDIA_ENGINE: 'janus', JANUS_URLS: 'ws://10.0.0.5:8188, ws://10.0.0.6:8188/' }),
    ).toMatchObject({ engine: 'janus', janus: { urls: ['ws://10.0.0.5:8188', 'ws://10.0.0.6:8188/'] } });
    expect(
      loadMediaConfig({ MEDIA_ENGINE: 'janus', JANUS_BINARY: '/opt/janus/bin/janus', JANUS_ICE_ENFORCE_LIST: 'jv0' })
        .janus,
    ).toEqual({
      urls: [],
      binary: '/opt/janus/bin/janus',
      libDir: undefined,
      iceEnforceList: 'jv0',
      admin: undefined,
    });
  });

  it('pairs each listed Janus with its Admin API, and refuses a list that does not match', () => {
    const janus = { MEDIA_ENGINE: 'janus', JANUS_URLS: 'ws://10.0.0.5:8188,ws://10.0.0.6:8188' };
    expect(
      loadMediaConfig({
        ...janus,
        JANUS_ADMIN_URLS: 'ws://10.0.0.5:7188,ws://10.0.0.6:7188',
        JANUS_ADMIN_SECRET: 'admin-secret',
      }).janus.admin,
    ).toEqual({ urls: ['ws://10.0.0.5:7188', 'ws://10.0.0.6:7188'], secret: 'admin-secret' });
    expect(() =>
      loadMediaConfig({ ...janus, JANUS_ADMIN_URLS: 'ws://10.0.0.5:7188', JANUS_ADMIN_SECRET: 'admin-secret' }),
    ).toThrow('JANUS_ADMIN_URLS: needs one address per JANUS_URLS entry');
    expect(() => loadMediaConfig({ ...janus, JANUS_ADMIN_URLS: 'ws://10.0.0.5:7188,ws://10.0.0.6:7188' })).toThrow(
      'JANUS_ADMIN_SECRET: JANUS_ADMIN_URLS needs JANUS_ADMIN_SECRET',
    );
  });

  it('reads a deployment: announced address, port range, STUN and TURN', () => {
    const config = loadMediaConfig({
      MEDIA_ANNOUNCED_IP: '203.0.113.7',
      MEDIA_LISTEN_IP: '0.0.0.0',
      MEDIA_RTC_MIN_PORT: '40000',
      MEDIA_RTC_MAX_PORT: '40100',
      STUN_URLS: 'stun:stun.example.org:3478, stun:stun2.example.org',
      TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
      TURN_SECRET: 'a-long-shared-secret',
      TURN_TTL_SECONDS: '600',
      UNRELATED: 'ignored',
    });
    expect(config).toMatchObject({
      announcedIp: '203.0.113.7',
      listenIp: '0.0.0.0',
      portRange: [40000, 40100],
      stunUrls: ['stun:stun.example.org:3478', 'stun:stun2.example.org'],
      turn: {
        urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
        secret: 'a-long-shared-secret',
        ttlSeconds: 600,
      },
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadMediaConfig({ MEDIA_ANNOUNCED_IP: '', STUN_URLS: '' }).announcedIp).toBe('127.0.0.1');
  });

  it.each([
    [{ MEDIA_ANNOUNCED_IP: 'example.org' }, 'MEDIA_ANNOUNCED_IP: must be an IPv4 address'],
    [{ MEDIA_RTC_MIN_PORT: '40000' }, 'MEDIA_RTC_MAX_PORT: set both ends'],
    [{ MEDIA_RTC_MIN_PORT: '40000', MEDIA_RTC_MAX_PORT: '40000' }, 'must be above MEDIA_RTC_MIN_PORT'],
    [{ MEDIA_RTC_MIN_PORT: '80', MEDIA_RTC_MAX_PORT: '90' }, 'MEDIA_RTC_MIN_PORT'],
    [{ TURN_URLS: 'turn:turn.example.org' }, 'TURN_SECRET: TURN_URLS needs TURN_SECRET'],
    [{ STUN_URLS: 'http://stun.example.org' }, 'must start with stun:'],
    [{ MEDIA_LOOPBACK_ONLY: 'true', MEDIA_ANNOUNCED_IP: '203.0.113.7' }, 'must be loopback'],
    [{ MEDIA_ENGINE: 'mediasoup' }, 'MEDIA_ENGINE'],
    [{ MEDIA_ENGINE: 'janus', JANUS_URLS: 'http://10.0.0.5:8088' }, 'JANUS_URLS.0: must be ws:// or wss:// URLs'],
    [{ JANUS_URLS: 'ws://10.0.0.5:8188' }, 'JANUS_URLS: needs MEDIA_ENGINE=janus'],
  ])('refuses %o', (env, message) => {
    expect(() => loadMediaConfig(env)).toThrow(message);
  });
});
