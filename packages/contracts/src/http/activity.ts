/**
 * The activity log (platform spec 6.1, `/admin/logs`): every admin action, who did it, to what and when, in the
 * action's wording. Entries are append-only; the list is server-paged (spec 2.7) and filtered by actor, action
 * and a date range.
 */
import { z } from 'zod';
import { adminPermissionGroups } from '../admin-permission-groups.js';
import { type AdminPermission, adminPermissions } from '../permissions.js';
import { dataEnvelope, pagedResponse, pageQuery } from './common.js';

type ActivityText = { wording: string; description: string };

const split = (permission: string) => {
  const dot = permission.indexOf('.');
  return [permission.slice(0, dot), permission.slice(dot + 1)] as const;
};

/** The group label, action label, wording and description of an admin permission (spec 6.1). */
export function activityTextOf(permission: AdminPermission): ActivityText & { group: string; label: string } {
  const [groupName, action] = split(permission);
  const group = adminPermissionGroups[groupName as keyof typeof adminPermissionGroups];
  const label = (group.actions as Record<string, string>)[action] ?? permission;
  const text = (group as { activity?: Record<string, ActivityText> }).activity?.[action];
  return {
    group: group.label,
    label,
    // An action added without its own wording still reads sensibly.
    wording: text?.wording ?? `{actor} {verb} {target} (${label})`,
    description: text?.description ?? label,
  };
}

/** The verb `{verb}` stands for when the handler names none: what the HTTP method did. */
export const activityVerbOf = (method: string): string =>
  ({ POST: 'created', PUT: 'updated', PATCH: 'updated', DELETE: 'deleted' })[method.toUpperCase()] ?? 'changed';

/** Fills an action's wording: `{actor}` the admin's name, `{target}` what was acted on, `{verb}` what happened. */
export function renderActivityWording(
  permission: AdminPermission,
  parts: { actor: string; target?: string | null; verb: string },
): string {
  return activityTextOf(permission)
    .wording.replaceAll('{actor}', parts.actor)
    .replaceAll('{verb}', parts.verb)
    .replaceAll('{target}', parts.target ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const adminPermissionSchema = z.enum(adminPermissions as [AdminPermission, ...AdminPermission[]], {
  error: 'Please choose an action from the list',
});

/** `GET /admin/logs`: entries newest first; `from` inclusive, `to` exclusive (the web sends day boundaries). */
export const activityListQuery = pageQuery
  .extend({
    actor: z.uuid('Please choose an admin from the list').optional(),
    action: adminPermissionSchema.optional(),
    from: z.iso.datetime({ offset: true, error: 'Please enter a valid From date' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'Please enter a valid To date' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && Date.parse(q.from) > Date.parse(q.to)) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'From cannot be after To' });
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To cannot be before From' });
    }
  });
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const activityEntry = z.object({
  key: z.string(),
  /** When it happened (ISO instant). */
  at: z.string(),
  /** Who did it, as they were then; `key` is null for work the system did on an admin's behalf. */
  actor: z.object({ key: z.string().nullable(), name: z.string(), email: z.string().nullable() }),
  /** The admin permission the action was decided by (`programs.create`). */
  action: z.string(),
  target: z.object({ kind: z.string().nullable(), key: z.string().nullable(), label: z.string().nullable() }),
  /** The action's wording, filled when the entry was written. */
  wording: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const activityListResponse = pagedResponse(activityEntry);
export type ActivityListResponse = z.infer<typeof activityListResponse>;

/** `GET /admin/logs/actors`: everyone who has an entry in the log, for the actor filter. */
export const activityActorsResponse = dataEnvelope(
  z.object({ actors: z.array(z.object({ key: z.string(), name: z.string(), email: z.string().nullable() })) }),
);
export type ActivityActorsResponse = z.infer<typeof activityActorsResponse>;
