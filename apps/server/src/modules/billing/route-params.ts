import { z } from 'zod';

/** `:key` of a billing resource (a plan's program, a subscription, an invoice, a coupon, a shared card). */
export const byKey = z.object({ key: z.uuid('Not found') });
