/**
 * Refuses NUL characters at the edge: PostgreSQL cannot store `\u0000` in text, so a string carrying one would
 * otherwise fail deep in a query with a 500. One hook covers body, query and params of every route.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors/app-error.js';
import { validationMessage } from './error-handler.js';

export const nulMessage = 'must not contain NUL characters';

/** The path of the first string (or object key) in `value` that contains `\u0000`; `null` if none. */
export function findNul(value: unknown): string[] | null {
  // Iterative, with parent links instead of copied paths, so deep nesting costs neither stack nor quadratic time.
  type Visit = { value: unknown; key: string | null; parent: Visit | null };
  const pathOf = (visit: Visit | null, last?: string) => {
    const path = last === undefined ? [] : [last];
    for (let at = visit; at?.key != null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, key: String(index), parent: visit });
      });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return pathOf(visit, key.replaceAll('\u0000', ''));
        stack.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}

/** Adds the `preValidation` hook answering 400 with `fields: { <path>: nulMessage }` for any NUL in a request. */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path) throw badRequest(validationMessage, { [path.join('.') || context]: nulMessage });
    }
  });
}
