/**
 * The HTTP route map in contracts (`httpRoutes`, ADR 0060) is what the web client types its calls with, so it must
 * say what the server does: every entry is a route the server registers, with the same method and path (parameter
 * names included), parsing its query and body with the very schemas the entry names and answering its successes
 * with the ones it names. A route renamed, removed or given another schema on one side fails here.
 */
import { httpRoutes, multipart, type RouteSpec } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { type DeclaredRoute, listDeclaredRoutes } from './openapi.js';

type Schemas = { body?: unknown; querystring?: unknown; response?: Record<string, unknown> };

/** The schemas a route answers a success (2xx) with. */
const successSchemas = (route: DeclaredRoute) =>
  Object.entries((route.schema as Schemas | undefined)?.response ?? {})
    .filter(([status]) => status.startsWith('2'))
    .map(([, schema]) => schema);

const entries = Object.entries(httpRoutes) as [string, RouteSpec][];

/**
 * Routes of /api outside the map, each with why: none answers JSON to the typed client (documents, files, redirects,
 * raw bytes, or callers that are not our pages).
 */
const notCalledByPages = new Map<string, string>([
  ['GET /api/openapi.json', 'the OpenAPI document, for API readers'],
  ['GET /api/docs', 'the API reference page'],
  ['GET /api/docs/static/index.html', 'the API reference page'],
  ['GET /api/docs/static/swagger-initializer.js', 'the API reference page'],
  ['GET /api/docs/json', 'the API reference page'],
  ['GET /api/docs/yaml', 'the API reference page'],
  ['GET /api/docs/static/*', 'the API reference page'],
  ['GET /api/metrics', 'Prometheus, with its token'],
  ['GET /api/download/file', 'a file, opened as a link or an image source'],
  ['GET /api/website/download', 'a file, opened as a link'],
  ['GET /api/accounts/children/:key/lesson-reports/:report/files/:file', 'a report’s image or file (ADR 0079)'],
  ['POST /api/auth/google', 'answers a redirect the sign-in button follows'],
  ['GET /api/auth/google/callback', 'Google sends the browser back here'],
  ['PUT /api/recordings/:key/chunks/:seq', 'raw video bytes from the recorder (putBytes)'],
  ['PUT /api/recordings/:key/thumbnail', 'raw image bytes from the recorder (putBytes)'],
  ['GET /api/recordings/:key/file', 'the video, played by the player'],
  ['GET /api/recordings/:key/thumbnail', 'an image source'],
  ['PUT /api/recordings/:key/captions', 'raw WebVTT bytes from a host (putBytes)'],
  ['GET /api/recordings/:key/captions', "the player's caption track source"],
  ['GET /api/accounts/children/:key/recordings/:recording/file', 'a child’s recording, played by the player'],
  ['GET /api/accounts/children/:key/recordings/:recording/thumbnail', 'an image source (a child’s recording)'],
  ['GET /api/accounts/children/:key/recordings/:recording/captions', "the player's caption track source"],
  ['PUT /api/quiz/proctoring/:key/:kind/:seq', 'raw image bytes from a proctored quiz page (putBytes, ADR 0082)'],
  ['GET /api/quiz/proctoring/:key/:kind/:seq', 'a proctoring frame, an image source on the review'],
  ['POST /api/payments/webhooks/stripe', 'Stripe calls it, signed'],
  ['GET /api/calendar/:file', 'an iCalendar feed, read by calendar apps with the token in its address'],
  ['GET /api/accounts/schedules/:key/calendar.ics', 'an iCalendar file, downloaded from a link'],
  ['POST /api/admin/people/:key/export', 'a zip of a person’s data, downloaded as a file (ADR 0072)'],
  ['GET /api/accounts/data-requests/:key/export', 'a guardian’s completed export, downloaded as a zip (ADR 0085)'],
  ['GET /api/meet/polls/export.csv', 'a CSV file, downloaded from a link'],
]);

describe('the contracts route map against the server', () => {
  let t: TestApp;
  let registered: Map<string, DeclaredRoute>;
  beforeAll(async () => {
    t = await createTestApp();
    registered = new Map(listDeclaredRoutes(t.app).map((route) => [`${route.method} ${route.url}`, route]));
  });
  afterAll(() => t.close());

  it('finds every entry among the registered routes, same method and path', () => {
    expect(entries.length).toBeGreaterThan(200);
    const missing = entries.map(([key]) => key).filter((key) => !registered.has(key.replace(' /', ' /api/')));
    expect(missing, 'the map names routes the server does not have').toEqual([]);
  });

  it('names the schemas each route parses its query and body with', () => {
    const differ: string[] = [];
    for (const [key, spec] of entries) {
      const schema = registered.get(key.replace(' /', ' /api/'))?.schema as Schemas | undefined;
      if (!schema) continue;
      if (spec.query !== schema.querystring) differ.push(`${key}: query`);
      // An upload is multipart: the route reads its parts itself and declares no body schema.
      const body = spec.body === multipart ? undefined : spec.body;
      if (body !== schema.body) differ.push(`${key}: body`);
    }
    expect(differ).toEqual([]);
  });

  it('names the schemas each route answers a success with, all of them', () => {
    const differ: string[] = [];
    for (const [key, spec] of entries) {
      const route = registered.get(key.replace(' /', ' /api/'));
      if (!route) continue;
      const named: unknown[] = Array.isArray(spec.response) ? [...spec.response] : [spec.response];
      const served = successSchemas(route);
      if (named.length !== served.length || named.some((schema) => !served.includes(schema))) differ.push(key);
    }
    expect(differ).toEqual([]);
  });

  it('holds every route the server registers under /api, but for the few no page calls', () => {
    const mapped = new Set(entries.map(([key]) => key.replace(' /', ' /api/')));
    const unmapped = [...registered.keys()].filter(
      (key) => key.includes(' /api/') && !mapped.has(key) && !notCalledByPages.has(key),
    );
    expect(unmapped, 'routes a page could call without a type').toEqual([]);
    for (const key of notCalledByPages.keys()) expect(registered.has(key), key).toBe(true);
  });

  it('would notice a route the server does not register', () => {
    expect(registered.has('GET /api/programs/:slug')).toBe(true);
    expect(registered.has('GET /api/programs/:id')).toBe(false);
  });
});
