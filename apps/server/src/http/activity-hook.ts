/**
 * Records every admin action that comes over HTTP in the activity log (platform spec 6.1, ADR 0028): a
 * successful (2xx) non-GET request to a route whose `config.permission` is an admin permission writes one entry
 * with the signed-in admin, the permission as the action and the target. Routes name a better target with
 * `request.activityTarget = { kind: 'student', id, label: 'Ada Lovelace' }`; without it the route's `:key`/`:id`
 * param is the target. A route declaring a rule action (`schedules.mark`) is recorded when an admin passed it
 * through the rule's admin permission (`schedules.edit`): that was an admin action too; a tutor's is not. A non-GET admin route that changes nothing (a search posted as a body) sets
 * `config: { activity: false }`.
 */
import {
  type AdminPermission,
  activityVerbOf,
  adminPermissions,
  canAsAdmin,
  type RuleAction,
  ruleActions,
} from '@chalkline/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityRecord, ActivityTarget } from '../modules/activity/activity.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the admin action acted on, for its activity-log entry; `verb` overrides what `{verb}` reads as. */
    activityTarget?: ActivityTarget & { verb?: string; details?: Record<string, unknown> };
  }
  interface FastifyContextConfig {
    /** `false`: a non-GET admin route that changes nothing, so nothing is recorded. */
    activity?: false;
  }
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The kind of thing an admin action is about: its permission group (`tutors.update` → `tutors`). */
const kindOf = (action: AdminPermission) => action.slice(0, action.indexOf('.'));
const isAdminPermission = (p: unknown): p is AdminPermission =>
  typeof p === 'string' && (adminPermissions as readonly string[]).includes(p);

/** The admin permission that decided the request, if one did. */
function adminActionOf(request: FastifyRequest): AdminPermission | null {
  const permission = request.routeOptions.config?.permission;
  if (isAdminPermission(permission)) return permission;
  if (typeof permission !== 'string' || !(permission in ruleActions) || !request.viewer) return null;
  const admin = (ruleActions[permission as RuleAction] as { admin?: string }).admin;
  return isAdminPermission(admin) && canAsAdmin(request.viewer, permission as RuleAction) ? admin : null;
}

/** The target the route's params name when the handler named none: `:key`, `:id`, or its only param. */
function targetFromParams(request: FastifyRequest, action: AdminPermission): ActivityTarget | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const values = Object.values(params).filter((v): v is string => typeof v === 'string');
  const id =
    [params.key, params.id].find((v): v is string => typeof v === 'string') ??
    (values.length === 1 ? values[0] : undefined);
  return id ? { kind: kindOf(action), id } : null;
}

/** What the hook would record for this request, or null when it records nothing. */
export function activityOf(request: FastifyRequest, statusCode: number): ActivityRecord | null {
  if (readOnly.has(request.method) || statusCode < 200 || statusCode >= 300) return null;
  if (request.routeOptions.config?.activity === false) return null;
  const action = adminActionOf(request);
  if (!action) return null;
  const named = request.activityTarget;
  const { verb, details, ...target } = named ?? { kind: kindOf(action) };
  return {
    actor: request.viewer,
    action,
    target: named ? target : targetFromParams(request, action),
    verb: verb ?? activityVerbOf(request.method),
    details: details ?? null,
    requestId: request.id,
    ip: request.ip,
  };
}

/**
 * Adds the recording hook to `app` (register it before the routes, beside `registerRoutePermissions`). The
 * entry is written before the answer leaves, so a client that saw the 2xx finds it in the log. A failed write is
 * logged, not turned into a failed answer: the action itself has already happened.
 */
export function registerActivityLog(app: FastifyInstance, log: { record(entry: ActivityRecord): Promise<unknown> }) {
  app.decorateRequest('activityTarget', undefined);
  app.addHook('onSend', async (request, reply, payload) => {
    const entry = activityOf(request, reply.statusCode);
    if (entry) {
      try {
        await log.record(entry);
      } catch (error) {
        request.log.error({ err: error, action: entry.action }, 'could not write the activity log entry');
      }
    }
    return payload;
  });
}
