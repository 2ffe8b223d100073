import { describe, expect, it } from 'vitest';
import { httpRouteParts, httpRoutes } from './index.js';

describe('the HTTP route map', () => {
  it('names each route once: no part overrides another when they are put together', () => {
    const keys = Object.values(httpRouteParts).flatMap((part) => Object.keys(part));
    expect(keys.length).toBeGreaterThan(200);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(httpRoutes).length).toBe(keys.length);
  });

  it('keys every route as `METHOD /path` with the path under /api', () => {
    const malformed = Object.keys(httpRoutes).filter((key) => !/^(GET|POST|PUT|PATCH|DELETE) \/[\w\-/:.]*$/.test(key));
    expect(malformed).toEqual([]);
    expect(Object.keys(httpRoutes).filter((key) => key.includes(' /api/'))).toEqual([]);
  });
});
