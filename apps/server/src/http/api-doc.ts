/**
 * `docs/api.md`, generated from the app's own route table (`npm run docs:api`): every `/api` route with the
 * permission it declared (`config.permission`, ADR 0027) and a summary of its request and answers taken from the
 * OpenAPI document its schemas produce (ADR 0018), then who may send each socket event (`eventPermissions`).
 * `api-doc.test.ts` regenerates it and fails when the committed file differs, so the page cannot drift.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../config.js';
import { renderSocketEvents } from './api-doc-events.js';
import { apiDocIntro, describeWho, permissionLegend } from './api-doc-permissions.js';
import { type JsonSchema, summariseSchema } from './api-doc-schema.js';
import type { DeclaredRoute } from './route-permission.js';

type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** A route as the page lists it. */
export interface DocumentedRoute extends DeclaredRoute {
  /** The folder under `apps/server/src` whose code declares it: `modules/programs`, `modules/classroom`, `http`, … */
  owner: string;
  request: string;
  answer: string;
}

/** Path parameters compared by position only: `:key` (Fastify) and `{key}` (OpenAPI) alike. */
const normalise = (url: string) => url.replace(/\{\w+\}/g, ':').replace(/:\w+(\|:\w+)*/g, ':');

/** The source files that may declare routes (tests and the docs generator itself left out). */
function sourceFiles(folder: string): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    if (entry.name.startsWith('api-doc')) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file: path.relative(folder, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/** `modules/classroom/chat/x.ts` → `modules/classroom`; `http/x.ts` → `http`. */
const ownerOfFile = (file: string) => {
  const parts = file.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : (parts[0] ?? 'other');
};

/** A template literal's path as a pattern: `` `/accounts/restriction/${group}` `` matches `/accounts/restriction/tutors`. */
const templatePatterns = (text: string) =>
  [...text.matchAll(/`(\/\w[^`]*)`/g)].map(
    ([, t]) =>
      new RegExp(
        `^${(t ?? '')
          .split(/\$\{[^}]*\}/)
          .map(escapeRegExp)
          .join('[^/]+')}$`,
      ),
  );
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which folder declares a route (the route table does not say which module registered it, the source does):
 * a `*.routes.ts` file naming its path, as a string or a template; else the routes file naming its longest base
 * (`base: '/blogs'` joined with `/:slug`); else any file naming it; `undefined` when none does, and
 * `collectRoutes` gives it to the owner of its nearest sibling.
 */
export function createOwnerFinder(srcFolder = path.join(serverRoot, 'src')) {
  const files = sourceFiles(srcFolder).map((f) => ({ ...f, templates: templatePatterns(f.text) }));
  const routeFiles = files.filter((f) => f.file.endsWith('.routes.ts'));
  const names = (f: { text: string }, p: string) => quotes.some((q) => f.text.includes(q + p + q));
  return (url: string): string | undefined => {
    const local = url.replace(/^\/api/, '');
    const segments = local.split('/');
    const bases = segments.map((_, n) => segments.slice(0, segments.length - n).join('/')).slice(1, -1);
    const file =
      routeFiles.find((f) => names(f, local)) ??
      routeFiles.find((f) => f.templates.some((t) => t.test(local))) ??
      bases.flatMap((base) => routeFiles.filter((f) => names(f, base)))[0] ??
      files.find((f) => names(f, local));
    return file ? ownerOfFile(file.file) : undefined;
  };
}

const quotes = ["'", '"', '`'];

/** How many leading path segments two urls share. */
const sharedSegments = (a: string, b: string) => {
  const [x, y] = [a.split('/'), b.split('/')];
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
};

/**
 * The owner of a route whose path is built at run time: the owner of the found route sharing the most leading
 * segments beyond `/api` (ties: the first registered); plugin-made routes (the OpenAPI viewer) share none: `http`.
 */
function nearestOwner(url: string, found: readonly { url: string; owner: string }[]): string {
  let best = { owner: 'http', shared: 2 };
  for (const other of found) {
    const shared = sharedSegments(url, other.url);
    if (shared > best.shared) best = { owner: other.owner, shared };
  }
  return best.owner;
}

const code = (text: string) => `\`${text}\``;

function requestOf(operation: Operation | undefined): string {
  if (!operation) return '–';
  const parts: string[] = [];
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (query.length) parts.push(`query ${code(query.map((p) => p.name + (p.required ? '' : '?')).join(', '))}`);
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (json) parts.push(`body ${code(summariseSchema(json))}`);
  else if (Object.keys(content).length) parts.push(Object.keys(content).join(', '));
  return parts.join('; ') || '–';
}

function answerOf(operation: Operation | undefined): string {
  if (!operation?.responses) return '–';
  return Object.entries(operation.responses)
    .map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      if (schema) return `${status} ${code(summariseSchema(schema))}`;
      const kinds = Object.keys(response.content ?? {});
      return kinds.length ? `${status} ${kinds.join(', ')}` : status;
    })
    .join('<br>');
}

/** Every route of the built app with its owner and summaries, in the order the app registered them. */
export async function collectRoutes(
  built: { app: FastifyInstance; routes: readonly DeclaredRoute[] },
  ownerOf = createOwnerFinder(),
): Promise<DocumentedRoute[]> {
  const response = await built.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  const spec = response.json<OpenApi>();
  const operations = new Map<string, Operation>();
  for (const [url, methods] of Object.entries(spec.paths))
    for (const [method, operation] of Object.entries(methods))
      operations.set(`${method.toUpperCase()} ${normalise(url)}`, operation);
  const owners = built.routes.map((route) => ownerOf(route.url));
  const found = built.routes.flatMap((route, i) => (owners[i] ? [{ url: route.url, owner: owners[i] }] : []));
  return built.routes.map((route, i) => {
    const operation = operations.get(`${route.method} ${normalise(route.url)}`);
    const owner = owners[i] ?? nearestOwner(route.url, found);
    return { ...route, owner, request: requestOf(operation), answer: answerOf(operation) };
  });
}

/** A table cell: pipes escaped, never empty. */
const cell = (text: string) => text.replace(/\|/g, '\\|') || '–';

/** The whole page. */
export function renderApiDoc(routes: readonly DocumentedRoute[]): string {
  const groups = new Map<string, DocumentedRoute[]>();
  for (const route of routes) groups.set(route.owner, [...(groups.get(route.owner) ?? []), route]);
  const lines = [...apiDocIntro, `## Routes (${routes.length})`, ''];
  for (const [owner, members] of groups) {
    const title = owner.replace(/^modules\//, '');
    lines.push(`### ${title}`, '', `Declared in ${code(`apps/server/src/${owner}/`)}.`, '');
    lines.push('| Method | Path | Who | Request | Answer |', '| --- | --- | --- | --- | --- |');
    for (const r of members)
      lines.push(
        `| ${r.method} | ${code(r.url)} | ${cell(describeWho(r.permission))} | ${cell(r.request)} | ${cell(r.answer)} |`,
      );
    lines.push('');
  }
  lines.push(...permissionLegend(routes.map((r) => r.permission)), ...renderSocketEvents());
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Where the page lives. */
export const apiDocPath = path.join(serverRoot, '..', '..', 'docs', 'api.md');
