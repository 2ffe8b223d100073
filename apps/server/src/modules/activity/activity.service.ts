/** The activity log: admin actions are recorded in their wording (platform spec 6.1) and read by log holders. */
import {
  type ActivityEntry,
  type ActivityListQuery,
  type AdminPermission,
  activityTextOf,
  renderActivityWording,
} from '@chalkline/contracts';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { UserRepository } from '../accounts/user.repository.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorize } from './activity.policy.js';
import type { ActivityRepository, ActivityRow } from './activity.repository.js';

/** What an entry is about; `label` is what people read (a name or title), `id` the record's key. */
export interface ActivityTarget {
  kind: string;
  id?: string;
  label?: string;
}

/** One admin action to record. `actor` null: the system acting on an admin's behalf (a job). */
export interface ActivityRecord {
  actor: Pick<Viewer, 'id' | 'firstName' | 'lastName' | 'email' | 'role'> | null;
  action: AdminPermission;
  target?: ActivityTarget | null;
  /** What `{verb}` reads as (`created`, `booked` …); HTTP writes derive it from the method. */
  verb?: string;
  details?: Record<string, unknown> | null;
  requestId?: string | null;
  ip?: string | null;
}

const systemActor = 'Chalkline';
const nameOf = (actor: ActivityRecord['actor']) =>
  actor ? `${actor.firstName} ${actor.lastName}`.trim() || actor.email : systemActor;
/** The group name stands for the target kind when the caller names none (`programs` → `program`). */

const present = (row: ActivityRow): ActivityEntry => ({
  key: row.id,
  at: row.at.toISOString(),
  actor: { key: row.actorId, name: row.actorName, email: row.actorEmail },
  action: row.action,
  target: { kind: row.targetKind, key: row.targetId, label: row.targetLabel },
  wording: row.wording,
  details: row.details ?? null,
  requestId: row.requestId,
  ip: row.ip,
});

/** Target kinds that are people: an entry about one without a label reads their name. */
const personKinds = new Set(['tutors', 'students', 'admins', 'tutor', 'student', 'admin']);

export function createActivityService(deps: { repo: ActivityRepository; users: Pick<UserRepository, 'findById'> }) {
  const { repo, users } = deps;

  /** The target as the entry should name it: a person's name looked up when only their key is known. */
  async function labelled(target: ActivityTarget | null | undefined): Promise<ActivityTarget | null> {
    if (!target?.id || target.label || !personKinds.has(target.kind)) return target ?? null;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(target.id);
    const person = uuid ? await users.findById(target.id) : null;
    return person ? { ...target, label: `${person.firstName} ${person.lastName}`.trim() } : target;
  }

  return {
    /**
     * Writes one entry. Admin HTTP routes are recorded by `http/activity-hook.ts`; call this for admin actions
     * that do not go through such a route (socket admin actions, jobs).
     */
    async record(entry: ActivityRecord): Promise<ActivityEntry> {
      const actorName = nameOf(entry.actor);
      const target = await labelled(entry.target);
      const row = await repo.append({
        actorId: entry.actor?.id ?? null,
        actorName,
        actorEmail: entry.actor?.email ?? null,
        actorRole: entry.actor?.role ?? null,
        action: entry.action,
        targetKind: target?.kind ?? null,
        targetId: target?.id ?? null,
        targetLabel: target?.label ?? null,
        wording: renderActivityWording(entry.action, {
          actor: actorName,
          target: target?.label ?? target?.id ?? null,
          verb: entry.verb ?? 'changed',
        }),
        details: entry.details ?? null,
        requestId: entry.requestId ?? null,
        ip: entry.ip ?? null,
      });
      return present(row);
    },

    /** One page of the log, newest first, filtered by actor, action and a date range. */
    async list(viewer: Viewer, query: ActivityListQuery) {
      authorize(viewer, 'activityLogs.access');
      const { rows, total } = await repo.list(
        {
          actorId: query.actor,
          action: query.action,
          from: query.from ? new Date(query.from) : undefined,
          to: query.to ? new Date(query.to) : undefined,
        },
        query.limit,
        offsetOf(query),
      );
      return pageOf(rows.map(present), total, query);
    },

    /** Everyone who appears in the log, by name, for the actor filter. */
    async actors(viewer: Viewer) {
      authorize(viewer, 'activityLogs.access');
      const rows = await repo.actors();
      return rows
        .map((r) => ({ key: r.id!, name: r.name, email: r.email }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** The label and description of an action, as the log shows them. */
    describe: activityTextOf,
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;
