/**
 * The demo notices' shape and their rows (ADR 0067): each notice of `seed-school-notices.ts` written with the
 * vocabulary's own title, text and link, to the people it concerns who may see it.
 */
import {
  type NotificationEventName,
  type NotificationEventParams,
  type NotificationEventSpec,
  notificationEvents,
} from '@chalkline/contracts';
import type { SeedContext } from './seed-areas.js';

export type User = SeedContext['tutor'];
interface Notice<E extends NotificationEventName> {
  to: User[];
  params: NotificationEventParams<E>;
  /** Minutes ago. */
  ago: number;
  read?: boolean;
  /** The occurrence's key, as its publisher gives it (the notice is then not told again). */
  key?: string;
}
/** One notice per event of the vocabulary: an event without a demo notice fails the type check. */
export type Notices = { [E in NotificationEventName]: Notice<E> };

export function noticeRows(notices: Notices, now: Date) {
  return (Object.keys(notices) as NotificationEventName[]).flatMap((event) => {
    const notice = notices[event] as Notice<typeof event>;
    const spec = notificationEvents[event] as unknown as NotificationEventSpec<typeof notice.params>;
    // The admins' notices reach only those holding the event's permission (a master holds them all).
    const to = notice.to.filter(
      (u) => u.memberRole !== 'MANAGER' || (spec.admins && u.adminPermissions.includes(spec.admins)),
    );
    const createdAt = new Date(now.getTime() - notice.ago * 60_000);
    return to.map((u) => ({
      userId: u.id,
      kind: spec.kind,
      title: spec.title(notice.params),
      body: spec.body(notice.params),
      link: spec.link(notice.params),
      createdAt,
      readAt: notice.read ? new Date(createdAt.getTime() + 30 * 60_000) : null,
      emailedAt: createdAt,
      dedupeKey: notice.key ? `${event}:${notice.key}` : null,
    }));
  });
}
