/** The HTTP side: Fastify with its plugins and hooks, then under `/api` the viewer, permissions and every module's routes, then the web app. */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { registerActivityLog } from '../http/activity-hook.js';
import { registerViewer } from '../http/auth.js';
import { registerCsrfGuard } from '../http/csrf.js';
import { registerErrorHandling } from '../http/error-handler.js';
import { registerNulGuard } from '../http/nul-guard.js';
import { registerOpenApi } from '../http/openapi.js';
import { registerOverloadGuard } from '../http/overload-guard.js';
import { createPageMetaResolver } from '../http/page-meta.js';
import { type DeclaredRoute, registerRoutePermissions } from '../http/route-permission.js';
import { registerSecurityHeaders } from '../http/security-headers.js';
import { registerWebApp } from '../http/static.js';
import { needsStepUp } from '../modules/accounts/two-factor.policy.js';
import type { Infrastructure } from './infrastructure.js';
import type { Modules } from './modules.js';

/** The modules that serve routes, in the order they register under `/api`. */
const routed = (m: Modules) => [
  m.metrics,
  m.system,
  m.reference,
  m.files,
  m.accounts,
  m.programs,
  m.articles,
  m.teaching,
  m.schedules,
  m.notifications,
  m.meetings,
  m.search,
  m.chat,
  m.assessments,
  m.dashboards,
  m.classroom,
  m.recordings,
  m.activity,
  m.school,
  m.quizzes,
  m.billing,
  m.website,
  m.forms,
  m.mailing,
  m.calendar,
  m.lessonReports,
  m.privacy,
  m.families,
];

/** Builds the HTTP app with every route; answers it with the routes and the permission each declared. */
export async function createHttp(infra: Infrastructure, modules: Modules) {
  const { config, log, secret } = infra;
  const { accounts, activity, articles, programs } = modules;
  const app = await createHttpApp(config, log, secret);
  // Before the API's own hooks: a refusal for load costs no session lookup, no body parsing (ADR 0069).
  registerOverloadGuard(app, infra.overload);
  let routes: readonly DeclaredRoute[] = [];
  await app.register(
    async (api) => {
      registerViewer(api, accounts.sessions);
      routes = registerRoutePermissions(api, {
        mustEnrol: (viewer) => accounts.twoFactor.mustEnrol(viewer),
        needsStepUp: (viewer, now) => needsStepUp(viewer.verifiedAt, now),
      });
      registerActivityLog(api, activity.service);
      await registerOpenApi(api);
      for (const module of routed(modules)) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDist, {
    resolve: createPageMetaResolver({ articles: articles.service, programs: programs.service }),
    publicUrl: config.publicUrl,
  });
  return { app, routes };
}

/** Fastify with zod schemas, request ids, the error envelope, security headers, signed cookies and uploads. */
async function createHttpApp(config: Config, log: Logger, secret: Buffer) {
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  registerNulGuard(app);
  await app.register(fastifyCookie, { secret });
  registerCsrfGuard(app, config.allowedOrigins);
  await registerSecurityHeaders(app, { production: config.env === 'production' });
  await app.register(fastifyMultipart);
  return app;
}
