import { z } from 'zod';
import { platform } from '../constants.js';

/** The one error envelope every failing HTTP call answers with. `fields` maps a field path to its message. */
export const errorEnvelope = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Error codes the server uses in the envelope. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  /** A person the school requires to use two-factor sign-in has not set it up yet (ADR 0056). */
  'TWO_FACTOR_REQUIRED',
  /** A sensitive action needs the password or the second factor again (the last check is too old, ADR 0056). */
  'STEP_UP_REQUIRED',
  /**
   * A recording cannot start while a present student has no recording consent from a guardian; the host may start
   * it leaving them out (ADR 0079).
   */
  'CONSENT_REQUIRED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Server-paged lists: page is one-based (platform spec 2.7). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (platform.pageSizeOptions as readonly number[]).includes(n), {
      message: `Limit must be one of ${platform.pageSizeOptions.join(', ')}`,
    })
    .default(platform.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
export type Paged<T> = { items: T[]; total: number; page: number; limit: number };

/** Successful answers carry their payload under `data` (platform spec 7.1 reads data.keys, data.href …). */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string().optional(), data });

/** The answer of a change that reports what it did (`message`, for a toast) and the result (`data`). */
export const savedEnvelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** The answer of calls that only confirm what they did (delete, sign out, mark …). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** One page of `item` under `data`. */
export const pagedResponse = <T extends z.ZodType>(item: T) => dataEnvelope(paged(item));

/** A reply without a body (redirects, 304): OpenAPI lists it without content. */
export const emptyResponse = (description: string) => z.null().describe(description);
