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

const mediaEnvShape = {
  MEDIA_ENGINE: z.enum(['werift']).default('werift'),
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
  if (env.TURN_URLS.length > 0 && !env.TURN_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['TURN_SECRET'], message: 'TURN_URLS needs TURN_SECRET' });
  }
  if (env.MEDIA_LOOPBACK_ONLY && !env.MEDIA_ANNOUNCED_IP.startsWith('127.')) {
    ctx.addIssue({ code: 'custom', path: ['MEDIA_ANNOUNCED_IP'], message: 'must be loopback when loopback-only' });
  }
});

export interface MediaConfig {
  engine: 'werift';
  announcedIp: string;
  listenIp: string;
  portRange?: [number, number];
  loopbackOnly: boolean;
  stunUrls: string[];
  turn?: { urls: string[]; secret: string; ttlSeconds: number };
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
    announcedIp: e.MEDIA_ANNOUNCED_IP,
    listenIp: e.MEDIA_LISTEN_IP,
    portRange: e.MEDIA_RTC_MIN_PORT ? [e.MEDIA_RTC_MIN_PORT, e.MEDIA_RTC_MAX_PORT!] : undefined,
    loopbackOnly: e.MEDIA_LOOPBACK_ONLY,
    stunUrls: e.STUN_URLS,
    turn:
      e.TURN_SECRET && e.TURN_URLS.length
        ? { urls: e.TURN_URLS, secret: e.TURN_SECRET, ttlSeconds: e.TURN_TTL_SECONDS }
        : undefined,
  };
}
