/**
 * Issue 15, bad input over every HTTP route: for each route `buildApp` lists, every body, query and path value is
 * replaced by NUL-carrying, over-long and wrongly typed values (and bodies by arrays and scalars), sent as an
 * admin who may call everything. Any 500 fails; a 4xx (or a 2xx a harmless value earned) is the right answer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createWorld } from '../../test/world.js';
import { listDeclaredRoutes } from './openapi.js';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | null =>
  (schema as { _zod?: { def: Def } } | null | undefined)?._zod?.def ?? null;

/** The top-level field names of an object schema (through optional, pipes and unions). */
function fieldsOf(schema: unknown): string[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
    case 'intersection':
      return [...fieldsOf(def.left), ...fieldsOf(def.right)];
    case 'pipe':
      return fieldsOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fieldsOf(def.innerType);
    default:
      return [];
  }
}

const nul = 'bad\u0000value';
/** Longer than any maximum, rich text included, yet under the 1 MB body limit. */
const long = 'x'.repeat(100_001);
/** Long enough for every short field, short enough for a URL. */
const longInUrl = 'y'.repeat(4_000);
const wrongTypes: unknown[] = [12345, -1.5, true, null, {}, [], [['nested']], { $gt: '' }];

const every = (fields: string[], value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));

/** Bodies for a route whose body has these fields: NUL, over-long and wrong types, and not-an-object bodies. */
function badBodies(fields: string[]): unknown[] {
  return [
    [],
    [{}],
    'text',
    42,
    every(fields, nul),
    // A NUL inside an otherwise plausible value gets past format checks to where the database would see it.
    every(fields, 'pupil\u0000@example.test'),
    ...fields.map((f) => ({ [f]: long })),
    ...wrongTypes.map((value) => every(fields, value)),
    { ...every(fields, 'fine'), [`extra${nul}`]: 1 },
  ];
}

/** Query strings: NUL, over-long, repeated (an array) and not-a-number values in every field. */
function badQueries(fields: string[]): string[] {
  const query = (value: (field: string) => string) => fields.map(value).join('&');
  return [
    query((f) => `${f}=a%00b`),
    query((f) => `${f}=${longInUrl}`),
    query((f) => `${f}=1&${f}=2`),
    query((f) => `${f}[a]=1`),
    query((f) => `${f}=-1e309`),
    query((f) => `${f}=`),
  ];
}

describe('bad input over every HTTP route', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await createWorld(t);
    ({ cookie } = await t.signUp('MASTER'));
  });
  afterAll(() => t.close());

  it('answers every malformed request with a 4xx or a harmless success, never a 500', async () => {
    const schemas = new Map(listDeclaredRoutes(t.app).map((r) => [`${r.method} ${r.url}`, r.schema]));
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, payload?: unknown) => {
      sent++;
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      if (res.statusCode >= 500)
        failures.push(`${method} ${url} ${JSON.stringify(payload)?.slice(0, 120)} → ${res.statusCode}`);
    };

    for (const route of t.routes) {
      if (route.url.startsWith('/api/docs') || route.url === '/api/openapi.json') continue;
      const schema = schemas.get(`${route.method} ${route.url}`);
      const path = (value: () => string) => route.url.replace(/:(\w+)/g, () => value());
      const url = path(() => randomUUID());
      const body = fieldsOf(schema?.body);
      const query = fieldsOf(schema?.querystring);
      if (schema?.body) for (const payload of badBodies(body)) await send(route.method, url, payload);
      if (schema?.querystring) for (const q of badQueries(query)) await send(route.method, `${url}?${q}`);
      if (/:\w/.test(route.url)) {
        for (const bad of ['a%00b', longInUrl, '%E0%A4%A', '..%2F..%2Fetc'])
          await send(
            route.method,
            path(() => bad),
          );
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    // The admin's session survived the run, so every request above was really tried as an admin.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
  }, 120_000);
});
