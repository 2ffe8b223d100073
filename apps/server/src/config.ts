/** One validated configuration object; every default is the embedded mode. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { defaultPoolMax } from './db/pool-size.js';
import { loadMediaConfig } from './media/media-config.js';

/** The server package's root folder, found from this file whether it runs from src/ or a bundle in dist/. */
export const serverRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@chalkline/server') return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the @chalkline/server package root');
})();

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .or(z.boolean());

const list = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .or(z.array(z.string()));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    /** A PostgreSQL server; unset, the server runs its own embedded PostgreSQL in DATA_DIR/postgres. */
    DATABASE_URL: z.string().url().optional(),
    /** The connection pool's size; by default from the machine's cores (db/pool-size.ts, ADR 0048). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).optional(),
    PUBLIC_URL: z.string().url().optional(),
    ALLOWED_ORIGINS: list.default([]),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_PRETTY: bool.optional(),
    WEB_DIST: z.string().optional(),
    SEED_ON_START: bool.default(true),
    TRUST_PROXY: bool.default(false),
    SMTP_URL: z.string().optional(),
    /** Signs socket tickets and sign-in state; generated into the data folder when unset. */
    SESSION_SECRET: z.string().min(32).optional(),
    /** Share the session cookie with sibling sites (e.g. `.example.org`). */
    COOKIE_DOMAIN: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
    /** Setting S3_BUCKET moves uploads from DATA_DIR/files to an S3-compatible store. */
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.string().url().default('https://s3.amazonaws.com'),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(true),
    /** Storage each person may fill with uploads, in megabytes (ADR 0032). */
    UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
    MAIL_FROM: z.string().default('Chalkline <no-reply@chalkline.local>'),
    /** Several server nodes: Socket.IO's Redis adapter, shared classroom state and rate limits (ADR 0014). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('chalkline:'),
    /** Turns on GET /api/metrics for callers sending it as a bearer token (ADR 0053). */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .superRefine((e, ctx) => {
    // A secret generated per node would make each node refuse the others' socket tickets and sign-in state.
    if (e.NODE_ENV === 'production' && e.REDIS_URL && !e.SESSION_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required with REDIS_URL in production: every node must sign with the same secret',
      });
  });

export type Env = z.input<typeof envSchema>;

/**
 * The embedded PostgreSQL server on a data folder (`pgliteDir`: where a former PGlite database would be, to
 * refuse starting beside it; `durable: false` skips fsync, for throw-away clusters), PostgreSQL by URL, or
 * PGlite (in a folder, or in memory optionally from a snapshot): the benchmark's baseline, not a server mode.
 */
export type DatabaseConfig =
  | { kind: 'embedded'; dir: string; pgliteDir?: string; durable?: boolean; poolMax?: number }
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dir?: string; snapshot?: Blob };

/** Development origins of the Vite dev server, allowed to open sockets in development only. */
const devOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export function loadConfig(env: Record<string, unknown> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    /** The embedded PostgreSQL lives in the data folder unless a PostgreSQL URL is given. */
    database: (e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX ?? defaultPoolMax() }
      : {
          kind: 'embedded',
          dir: path.join(dataDir, 'postgres'),
          pgliteDir: path.join(dataDir, 'pglite'),
          poolMax: e.DATABASE_POOL_MAX ?? defaultPoolMax(),
        }) as DatabaseConfig,
    publicUrl: e.PUBLIC_URL,
    allowedOrigins: [
      ...e.ALLOWED_ORIGINS,
      ...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).origin] : []),
      ...(e.NODE_ENV === 'development' ? devOrigins : []),
    ],
    log: { level: e.LOG_LEVEL, pretty: e.LOG_PRETTY ?? (e.NODE_ENV === 'development' && process.stdout.isTTY) },
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    seedOnStart: e.SEED_ON_START,
    trustProxy: e.TRUST_PROXY,
    files: {
      dir: path.join(dataDir, 'files'),
      quotaBytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    auth: {
      secret: e.SESSION_SECRET,
      secretFile: path.join(dataDir, 'secret.key'),
      cookieDomain: e.COOKIE_DOMAIN,
      /** In production behind an https address, cookies are Secure whatever a proxy in front says (ADR 0032). */
      alwaysSecureCookies: e.NODE_ENV === 'production' && e.PUBLIC_URL?.startsWith('https:') === true,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : null,
    migrationsDir: path.join(serverRoot, 'drizzle'),
    media: loadMediaConfig(env as Record<string, string | undefined>),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    metrics: { token: e.METRICS_TOKEN },
  };
}

export type Config = ReturnType<typeof loadConfig>;
