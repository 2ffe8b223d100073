/**
 * Registers a socket event whose payload is validated by its contracts schema. A bad payload or a failing
 * handler answers `{ error }` through the ack and never reaches the process.
 */
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';

type AckFn = (response: unknown) => void;

export function onEvent<S extends z.ZodType, R>(
  socket: Socket,
  event: string,
  schema: S,
  handler: (payload: z.infer<S>) => Promise<R> | R,
  log: Logger,
) {
  socket.on(event, async (...args: unknown[]) => {
    const last = args.at(-1);
    const ack: AckFn = typeof last === 'function' ? (last as AckFn) : () => {};
    const hasAck = typeof last === 'function';
    const payload = hasAck && args.length === 1 ? undefined : args[0];
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      ack({ error: parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ') });
      return;
    }
    try {
      ack((await handler(parsed.data)) ?? {});
    } catch (error) {
      if (error instanceof AppError) ack({ error: error.message });
      else {
        log.error({ err: error, event }, 'socket handler failed');
        ack({ error: 'Something went wrong on our side. Please try again.' });
      }
    }
  });
}
