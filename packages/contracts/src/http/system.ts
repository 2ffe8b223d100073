import { z } from 'zod';

export const healthResponse = z.object({ status: z.literal('ok'), uptime: z.number() });
export type HealthResponse = z.infer<typeof healthResponse>;

export const readyResponse = z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean() });
export type ReadyResponse = z.infer<typeof readyResponse>;
