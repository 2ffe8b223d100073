/**
 * Every API route declares who may call it (`config: { permission }`), and this hook enforces the part a route
 * can decide on its own before anything else runs (401 before 403 before 400), ADR 0027:
 *
 * - an admin permission of platform spec 6.1 (`'coupons.create'`): signed in and holding it, or 401/403;
 * - a role-and-ownership rule (`'student.read'`): signed in; the service decides the relation through its policy;
 * - `'signedIn'`: any signed-in person (their own things: profile, settings, sessions; or a membership the
 *   service checks, such as a classroom's chat);
 * - `'public'`: anyone, signed in or not.
 *
 * Two more checks follow, both ADR 0056: a person the school requires to use a second factor and who has none
 * is refused everything but their own things (`public` and `signedIn` routes) with `TWO_FACTOR_REQUIRED`, so they
 * enrol first; and a route that declares `stepUp: true` (a sensitive admin action) answers `STEP_UP_REQUIRED`
 * when the session's last check of the password or second factor is older than ten minutes.
 *
 * A route that declared nothing is treated as `'signedIn'` (closed, not open) and fails the route-permission
 * test. It answers the list of routes registered after it with what each declared (`buildApp` hands it out as
 * `routes`), so tests walk every route, present and future.
 */
import {
  type AdminPermission,
  adminPermissionGroups,
  adminPermissions,
  can,
  type Permission,
  ruleActions,
  twoFactorTexts,
} from '@chalkline/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, forbidden, unauthenticated } from '../errors/app-error.js';
import type { Viewer } from '../modules/accounts/viewer.js';

export type RoutePermission = Permission | 'public' | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** A sensitive action: the password or second factor must have been checked in the last ten minutes. */
    stepUp?: boolean;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
  stepUp: boolean;
}

/** The second-factor checks of the hook (ADR 0056); without them only permissions are checked. */
export interface SignInGuards {
  /** Whether the viewer must enrol a second factor before acting on anyone else's data. */
  mustEnrol(viewer: Viewer): Promise<boolean>;
  /** Whether the viewer's last password or code check is too old for a `stepUp` route (ADR 0056). */
  needsStepUp(viewer: Viewer, now: number): boolean;
  now?: () => number;
}

/** Everything a route may declare: the admin permissions, the rule actions, `public` and `signedIn`. */
export const routePermissions: readonly RoutePermission[] = [
  ...adminPermissions,
  ...(Object.keys(ruleActions) as (keyof typeof ruleActions)[]),
  'public',
  'signedIn',
];

export const isRoutePermission = (p: unknown): p is RoutePermission =>
  typeof p === 'string' && (routePermissions as readonly string[]).includes(p);

export const isAdminPermission = (p: RoutePermission | undefined): p is AdminPermission =>
  p !== undefined && (adminPermissions as readonly string[]).includes(p);

/** The 403 of the hook names what is missing in the group table's words, e.g. “Create schedules”. */
export function missingPermissionMessage(permission: AdminPermission): string {
  const [group, action] = permission.split('.') as [keyof typeof adminPermissionGroups, string];
  const label = (adminPermissionGroups[group].actions as Record<string, string>)[action];
  return `You do not have the “${label}” permission`;
}

/** Plugin-made documentation routes are public (the OpenAPI description and its viewer). */
const documentationRoute = (url: string) => url.startsWith('/api/docs') || url === '/api/openapi.json';

export function registerRoutePermissions(app: FastifyInstance, guards?: SignInGuards): readonly DeclaredRoute[] {
  const now = guards?.now ?? Date.now;
  const routes: DeclaredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD')) return;
    let permission = route.config?.permission;
    // A typo in plain JavaScript or behind a cast would otherwise open the route or close it by accident.
    if (permission !== undefined && !isRoutePermission(permission))
      throw new Error(`${methods.join(',')} ${route.url} declares an unknown permission '${String(permission)}'`);
    if (!permission && documentationRoute(route.url)) {
      permission = 'public';
      route.config = { ...route.config, permission };
    }
    const stepUp = route.config?.stepUp === true;
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, permission, stepUp });
  });
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (permission === 'public') return;
    // Undeclared (a 404 has no route options either): signed in at least; unknown paths keep their 404.
    if (!permission && !request.routeOptions.url) return;
    if (!request.viewer) throw unauthenticated();
    const viewer = request.viewer;
    if (isAdminPermission(permission) && !can(viewer, permission))
      throw forbidden(missingPermissionMessage(permission));
    if (permission && permission !== 'signedIn' && (await guards?.mustEnrol(viewer)))
      throw new AppError(403, 'TWO_FACTOR_REQUIRED', twoFactorTexts.mustEnrol);
    if (request.routeOptions.config?.stepUp && guards?.needsStepUp(viewer, now()))
      throw new AppError(403, 'STEP_UP_REQUIRED', twoFactorTexts.stepUp);
  });
  return routes;
}
