import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), uptime: z.number() });
export type HealthResponse = z.infer<typeof healthResponse>;

export const readyResponse = z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean() });
export type ReadyResponse = z.infer<typeof readyResponse>;

/**
 * GET /admin/info: what the platform runs on, for administrators (issue 22). Kinds and states only, never an
 * address, a key or a secret.
 */
export const adminInfoResponse = z.object({
  data: z.object({
    version: z.string(),
    environment: z.enum(['development', 'production', 'test']),
    /** The embedded PostgreSQL in the data folder, or a PostgreSQL server named by DATABASE_URL. */
    database: z.enum(['embedded', 'postgres', 'pglite']),
    /** werift: the engine inside this server process; janus: Janus VideoRoom instances. */
    mediaEngine: z.enum(['werift', 'janus']),
    /** single: one node, in-memory state; redis: several nodes may share state through Redis. */
    nodes: z.enum(['single', 'redis']),
    storage: z.enum(['local', 's3']),
    /** SMTP configured, or the development outbox in the data folder. */
    mail: z.enum(['smtp', 'outbox']),
    googleSignIn: z.boolean(),
    /** No payment provider is built yet: always `none`. */
    payments: z.enum(['manual', 'stripe']),
    /** No background job runner exists yet: an empty list. */
    backgroundJobs: z.array(z.object({ name: z.string(), state: z.string() })),
    uptimeSeconds: z.number(),
    apiDocs: z.string(),
    deploymentGuide: z.string(),
  }),
});
export type AdminInfoResponse = z.infer<typeof adminInfoResponse>;
