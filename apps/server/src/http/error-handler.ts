/** Turns every failure into `{ message, code, fields? }` with the right status; never leaks internals. */
import type { ErrorCode, ErrorEnvelope } from '@chalkline/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';

const codeForStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export const validationMessage = 'Please check the highlighted fields';

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let body: ErrorEnvelope;
    if (error instanceof AppError) {
      status = error.status;
      body = { message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        fields[where] ??= issue.message ?? 'Invalid value';
      }
      body = { message: validationMessage, code: 'VALIDATION_FAILED', fields };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { message: error.message, code: codeForStatus[status] ?? 'VALIDATION_FAILED' };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
    }
    if (status >= 400 && status < 500) request.log.info({ code: body.code, status }, body.message);
    return reply.status(status).send(body);
  });
}
