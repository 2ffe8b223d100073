/**
 * The publisher port every module tells people through (issue 31, ADR 0054): one line per event,
 * `events.publish('quiz.graded', { about: { student }, params, key })`. The event's entry in contracts
 * (`notificationEvents`) says whom it concerns, its kind, texts and link; this turns an occurrence into one notice
 * per person concerned, and the notifications service delivers them on every channel (the list and the live
 * bell, the email copy or the digest). Publishing never fails the action that published: what happened has
 * happened, so a failure to tell is logged.
 */
import {
  type AdminPermission,
  type NotificationEventName,
  type NotificationEventParams,
  type NotificationEventSpec,
  notificationEvents,
} from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { NotifyInput } from './notification.service.js';

/**
 * The people an occurrence is about; the event decides which of them are told. The student's guardians are not
 * named here: an event concerning `guardians` reaches every guardian linked to `student`, found by the publisher.
 */
export interface EventSubjects {
  student?: string | null;
  tutors?: readonly string[];
  payer?: string | null;
  person?: string | null;
}

export interface Occurrence<E extends NotificationEventName> {
  about: EventSubjects;
  params: NotificationEventParams<E>;
  /**
   * What makes it once per person (the assignment's key, the invoice's …): published again (a retried job,
   * two nodes) it is not told twice. Absent: every publish tells.
   */
  key?: string;
}

export interface EventPublisher {
  publish<E extends NotificationEventName>(
    event: E,
    occurrences: Occurrence<E> | readonly Occurrence<E>[],
    /** A job publishing passes `rethrow` so that a failure retries the job instead of being only logged. */
    options?: { rethrow?: boolean },
  ): Promise<void>;
}

/** The people an occurrence of `spec` tells: the subjects it concerns, and the admins holding its permission. */
export function recipientsOf(
  spec: Pick<NotificationEventSpec<unknown>, 'concerns'>,
  about: EventSubjects,
  admins: readonly string[] = [],
): string[] {
  const named = spec.concerns.flatMap((concern) => {
    if (concern === 'guardians') return [];
    const who = about[concern];
    return typeof who === 'string' ? [who] : (who ?? []);
  });
  return [...new Set([...named, ...admins])];
}

export function createEventPublisher(deps: {
  notifications: { notifyAll(inputs: readonly NotifyInput[]): Promise<unknown> };
  /** The admins holding a permission, able to sign in. */
  admins: (permission: AdminPermission) => Promise<string[]>;
  /** The guardians linked to each of these students (ADR 0079); absent, events reach no guardian. */
  guardiansOf?: (studentIds: readonly string[]) => Promise<Map<string, string[]>>;
  log: Logger;
}): EventPublisher {
  return {
    async publish(event, occurrences, options) {
      const spec = notificationEvents[event] as NotificationEventSpec<NotificationEventParams<typeof event>>;
      const list = (Array.isArray(occurrences) ? occurrences : [occurrences]) as Occurrence<typeof event>[];
      try {
        const admins = spec.admins ? await deps.admins(spec.admins) : [];
        const students = spec.concerns.includes('guardians')
          ? list.flatMap((o) => (o.about.student ? [o.about.student] : []))
          : [];
        const guardians =
          students.length && deps.guardiansOf ? await deps.guardiansOf(students) : new Map<string, string[]>();
        const inputs = list.flatMap((o): NotifyInput[] => {
          const notice = {
            kind: spec.kind,
            title: spec.title(o.params),
            body: spec.body(o.params),
            plain: true,
            ...(o.key ? { dedupeKey: `${event}:${o.key}` } : {}),
          };
          const named = recipientsOf(spec, o.about, admins);
          // A guardian who is also named otherwise (a parent who teaches) is told once, by the named page.
          const theirs = (guardians.get(o.about.student ?? '') ?? []).filter((id) => !named.includes(id));
          return [
            { ...notice, userIds: named, link: spec.link(o.params) },
            { ...notice, userIds: theirs, link: (spec.guardianLink ?? spec.link)(o.params) },
          ];
        });
        await deps.notifications.notifyAll(inputs.filter((i) => i.userIds.length > 0));
      } catch (error) {
        if (options?.rethrow) throw error;
        deps.log.error({ err: error, event }, 'telling people of an event failed');
      }
    },
  };
}

/** A publisher that tells nobody, for services built without the notifications module (unit tests). */
export const silentPublisher: EventPublisher = { publish: async () => undefined };
