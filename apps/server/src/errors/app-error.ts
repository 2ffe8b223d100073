/** Typed errors that services and socket handlers throw; the HTTP layer and socket acks turn them into one error envelope. */
import type { ErrorCode } from '@chalkline/contracts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fields);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedType = (message: string, fields?: Record<string, string>) =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, fields);
