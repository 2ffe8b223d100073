/**
 * Every API route declares who may call it (`config: { permission }`), and this hook enforces the part a route
 * can decide on its own before anything else runs (401 before 403 before 400):
 *
 * - an admin permission of platform spec 6.1 (`'coupons.create'`): signed in and holding it, or 401/403;
 * - a role-and-ownership rule (`'student.read'`): signed in; the service decides the relation through its policy;
 * - `'signedIn'`: any signed-in person (their own things: profile, settings, sessions);
 * - `'public'`: anyone, signed in or not.
 *
 * It answers the list of routes registered after it with what each declared (`buildApp` hands it out as
 * `routes`), so a test can fail on a route that declared nothing.
 */
import { adminPermissions, can, type Permission } from '@chalkline/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden, unauthenticated } from '../errors/app-error.js';

export type RoutePermission = Permission | 'public' | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}

const isAdminPermission = (p: RoutePermission): p is (typeof adminPermissions)[number] =>
  (adminPermissions as readonly string[]).includes(p);

/** Plugin-made documentation routes are public (the OpenAPI description and its viewer). */
const documentationRoute = (url: string) => url.startsWith('/api/docs') || url === '/api/openapi.json';

export function registerRoutePermissions(app: FastifyInstance): readonly DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD')) return;
    let permission = route.config?.permission;
    if (!permission && documentationRoute(route.url)) {
      permission = 'public';
      route.config = { ...route.config, permission };
    }
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
  });
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    if (!request.viewer) throw unauthenticated();
    if (isAdminPermission(permission) && !can(request.viewer, permission)) throw forbidden();
  });
  return routes;
}
