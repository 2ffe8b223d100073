/**
 * OpenAPI 3.1 of the HTTP API, generated from the contracts schemas every route declares (ADR 0018):
 * `/api/openapi.json` always, and a self-hosted Swagger UI at `/api/docs` (no CDN, no external validator).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  /** Serve the Swagger UI at `/docs` below the prefix (on by default). */
  docs?: boolean;
  /** The API's version as the document states it. */
  version?: string;
}

/** A route as it was declared: what the route-schema test checks. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema: (FastifySchema & { hide?: boolean }) | undefined;
  handler: RouteOptions['handler'];
}

/** Groups the document by the path's first word: `/api/meet/rating` → `meet`. */
const tagOf = (url: string) => url.split('/').filter(Boolean)[1] ?? 'api';

const declaredRoutes = new WeakMap<object, DeclaredRoute[]>();

/** The routes declared after `registerOpenApi` in its scope, as declared (HEAD twins left out). */
export const listDeclaredRoutes = (app: FastifyInstance): DeclaredRoute[] => declaredRoutes.get(app.server) ?? [];

/**
 * Registers the generator on `api`, the `/api` scope. Call it before the routes: it collects them as they are
 * added, so only the routes registered afterwards in this scope (or its children) appear in the document.
 */
export async function registerOpenApi(api: FastifyInstance, options: OpenApiOptions = {}) {
  await api.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chalkline API',
        description:
          'Every answer of a successful call is listed per route; a failing call answers with the error envelope ' +
          '`{ message, code, fields? }` (docs/api.md). Sessions are an HttpOnly cookie set by /api/auth/login.',
        version: options.version ?? '0.1.0',
      },
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      if (!transformed.schema || transformed.schema.hide) return transformed;
      return { ...transformed, schema: { ...transformed.schema, tags: [tagOf(route.url)] } };
    },
  });

  const routes: DeclaredRoute[] = [];
  declaredRoutes.set(api.server, routes);
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema, handler: route.handler });
    }
  });

  api.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return api.swagger();
  });

  if (options.docs ?? true) {
    await api.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      // Links in the page served at /api/docs (no trailing slash) are absolute and need the scope's prefix.
      indexPrefix: api.prefix,
      // Swagger UI's default would send the document to validator.swagger.io: no other hosts from our pages.
      uiConfig: { validatorUrl: null },
    });
  }
}
