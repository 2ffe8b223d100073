/**
 * The media engine's own configuration, parsed from the environment with zod. Defaults are the embedded,
 * single-machine mode: listen and announce on 127.0.0.1, OS-chosen UDP ports, no STUN or TURN.
 */
import { isIPv4 } from 'node:net';
import { z } from 'zod';

const list = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(stun|stuns|turn|turns):/, 'must start with stun:, stuns:, turn: or turns:')));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const ipv4 = z.string().refine((v) => isIPv4(v), 'must be an IPv4 address');
const port = z.coerce.number().int().min(1024).max(65535);

const wsUrls = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^wss?:\/\/[^\s/]+/, 'must be ws:// or wss:// URLs')));

const mediaEnvShape = {
  /** `werift`: the embedded engine in this process; `janus`: Janus VideoRoom instances (JANUS_URLS or local). */
  MEDIA_ENGINE: z.enum(['werift', 'janus']).default('werift'),
  /** werift only: run the engine in a worker thread (default) or, for debugging, on the main thread. */
  MEDIA_WORKER: bool.default(true),
  /** Janus WebSocket API addresses (private network); empty with MEDIA_ENGINE=janus: start a local janus. */
  JANUS_URLS: wsUrls.default([]),
  /** The janus executable the server starts when JANUS_URLS is empty. */
  JANUS_BINARY: z.string().min(1).default('janus'),
  /** Folder with janus's plugins/ and transports/ (found in the usual Debian places when unset). */
  JANUS_LIB_DIR: z.string().min(1).optional(),
  /** Admin API addresses of the JANUS_URLS instances, in the same order, for packet counters (optional). */
  JANUS_ADMIN_URLS: wsUrls.default([]),
  /** The `admin_secret` of those instances. */
  JANUS_ADMIN_SECRET: z.string().min(1).optional(),
  /** Interfaces or addresses the local janus may gather ICE candidates on (tests: `jv0`, see TESTING). */
  JANUS_ICE_ENFORCE_LIST: z.string().min(1).optional(),
  /** The address put in ICE candidates: the server's public IP behind NAT, 127.0.0.1 on one machine. */
  MEDIA_ANNOUNCED_IP: ipv4.default('127.0.0.1'),
  /** The address the UDP sockets bind to; 0.0.0.0 binds every interface. */
  MEDIA_LISTEN_IP: ipv4.default('127.0.0.1'),
  MEDIA_RTC_MIN_PORT: port.optional(),
  MEDIA_RTC_MAX_PORT: port.optional(),
  /** Keep every ICE check on 127.0.0.0/8: remote candidates elsewhere are ignored (tests, CI). */
  MEDIA_LOOPBACK_ONLY: bool.default(false),
  STUN_URLS: list.default([]),
  TURN_URLS: list.default([]),
  /** coturn's `static-auth-secret` (REST API shared-secret scheme). */
  TURN_SECRET: z.string().min(8).optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(172_800).default(3600),
};

const mediaEnvSchema = z.object(mediaEnvShape).superRefine((env, ctx) => {
  if ((env.MEDIA_RTC_MIN_PORT === undefined) !== (env.MEDIA_RTC_MAX_PORT === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_RTC_MAX_PORT'], message: 'set both ends of the port range' });
  } else if (env.MEDIA_RTC_MIN_PORT !== undefined && env.MEDIA_RTC_MIN_PORT >= env.MEDIA_RTC_MAX_PORT!) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_RTC_MAX_PORT'], message: 'must be above MEDIA_RTC_MIN_PORT' });
  }
  if (env.JANUS_URLS.length > 0 && env.MEDIA_ENGINE !== 'janus') {
    ctx.addIssue({ code: 'custom', path: ['JANUS_URLS'], message: 'needs MEDIA_ENGINE=janus' });
  }
  if (env.JANUS_ADMIN_URLS.length > 0 && env.JANUS_ADMIN_URLS.length !== env.JANUS_URLS.length) {
    ctx.addIssue({ code: 'custom', path: ['JANUS_ADMIN_URLS'], message: 'needs one address per JANUS_URLS entry' });
  }
  if (env.JANUS_ADMIN_URLS.length > 0 && !env.JANUS_ADMIN_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['JANUS_ADMIN_SECRET'],
      message: 'JANUS_ADMIN_URLS needs JANUS_ADMIN_SECRET',
    });
  }
  if (env.TURN_URLS.length > 0 && !env.TURN_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['TURN_SECRET'], message: 'TURN_URLS needs TURN_SECRET' });
  }
  if (env.MEDIA_LOOPBACK_ONLY && !env.MEDIA_ANNOUNCED_IP.startsWith('127.')) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_ANNOUNCED_IP'], message: 'must be loopback when loopback-only' });
  }
});

/** Where the Janus engine finds its instances. */
export interface JanusSettings {
  /** Running instances; empty: the server starts and supervises one `janus` process. */
  urls: string[];
  binary: string;
  libDir?: string;
  iceEnforceList?: string;
  /** Admin API of each listed instance (same order as `urls`); a local janus brings its own. */
  admin?: { urls: string[]; secret: string };
}

export interface MediaConfig {
  engine: 'werift' | 'janus';
  /** Whether the werift engine runs in a worker thread (ADR 0023). */
  worker: boolean;
  announcedIp: string;
  listenIp: string;
  portRange?: [number, number];
  loopbackOnly: boolean;
  stunUrls: string[];
  turn?: { urls: string[]; secret: string; ttlSeconds: number };
  janus: JanusSettings;
}

/** Parses the MEDIA_*, STUN_* and TURN_* variables; throws one error naming every bad variable. */
export function loadMediaConfig(env: Record<string, string | undefined> = process.env): MediaConfig {
  const picked = Object.fromEntries(
    Object.keys(mediaEnvShape).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])),
  );
  const parsed = mediaEnvSchema.safeParse(picked);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid media configuration: ${detail}`);
  }
  const e = parsed.data;
  return {
    engine: e.MEDIA_ENGINE,
    worker: e.MEDIA_WORKER,
    announcedIp: e.MEDIA_ANNOUNCED_IP,
    listenIp: e.MEDIA_LISTEN_IP,
    portRange: e.MEDIA_RTC_MIN_PORT ? [e.MEDIA_RTC_MIN_PORT, e.MEDIA_RTC_MAX_PORT!] : undefined,
    loopbackOnly: e.MEDIA_LOOPBACK_ONLY,
    stunUrls: e.STUN_URLS,
    turn:
      e.TURN_SECRET && e.TURN_URLS.length
        ? { urls: e.TURN_URLS, secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_SECONDS }
        : undefined,
    janus: {
      urls: e.JANUS_URLS,
      binary: e.JANUS_BINARY,
      libDir: e.JANUS_LIB_DIR,
      iceEnforceList: e.JANUS_ICE_ENFORCE_LIST,
      admin:
        e.JANUS_ADMIN_URLS.length && e.JANUS_ADMIN_SECRET
          ? { urls: e.JANUS_ADMIN_URLS, secret: e.JANUS_ADMIN_SECRET }
          : undefined,
    },
  };
}
