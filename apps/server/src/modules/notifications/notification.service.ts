/**
 * Notifications (platform spec 2.3, 6.1, 7, 9; docs/decisions/0039): the platform and admins write them, each
 * person reads, marks and deletes their own, the badge updates live, and an email copy goes out through the job
 * queue when the person wants that kind by email.
 */
import {
  type EmailPreferences,
  type NotificationItem,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationSend,
  type NotificationSendInput,
  notificationKindInfo,
  notificationKinds,
  notificationSendInput,
  type PageQuery,
} from '@chalkline/contracts';
import type { Logger } from 'pino';
import { badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { richTextToPlain, sanitizeRichText } from '../../text/rich-text.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorize, kindsFor } from './notification.policy.js';
import type { NotificationPush } from './notification.push.js';
import type { NewNotification, NotificationRepository, NotificationRow } from './notification.repository.js';
import { emailCopiesJob, escapeHtml } from './notification-email.js';
import type { NotificationEmailRepository } from './notification-email.repository.js';

/** Notifications per email job. */
const emailBatch = 200;

/** What the platform asks to tell people (a reminder, a schedule change, a renewal …). */
export interface NotifyInput {
  userIds: readonly string[];
  kind: NotificationKind;
  title: string;
  /** Rich text or plain text; cleaned here. */
  body: string;
  /** The body is plain text (never markup): escaped rather than sanitised. */
  plain?: boolean;
  /** A path inside the product (`/accounts/schedules?time=…`). */
  link?: string | null;
  /** Makes it once per person: a second notify with the same key skips those who have it. */
  dedupeKey?: string;
}

const present = (row: NotificationRow): NotificationItem => ({
  key: row.id,
  kind: (notificationKinds as readonly string[]).includes(row.kind) ? (row.kind as NotificationKind) : 'ANNOUNCEMENT',
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

const nameOf = (p: { firstName: string; lastName: string; email: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;

/** Only paths of this site: a link never leads a child to another host. */
const safeLink = (link: string | null | undefined) => (link?.startsWith('/') && !link.startsWith('//') ? link : null);

export function createNotificationService(deps: {
  repo: NotificationRepository;
  emails: Pick<NotificationEmailRepository, 'dailyDigest' | 'saveDailyDigest'>;
  jobs: JobQueue;
  push: NotificationPush;
  log: Logger;
  now?: () => Date;
}) {
  const { repo, jobs, push, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Inserts the rows and queues their email copies together, then tells the badges. */
  async function deliver(rows: NewNotification[], title?: string) {
    const inserted = await repo.transaction(async (tx) => {
      const saved = await repo.insertMany(rows, tx);
      for (let i = 0; i < saved.length; i += emailBatch)
        await jobs.enqueue(emailCopiesJob, { ids: saved.slice(i, i + emailBatch).map((r) => r.id) }, {}, tx);
      return saved;
    });
    try {
      await push.changed([...new Set(inserted.map((r) => r.userId))], title);
    } catch (error) {
      log.warn({ err: error }, 'notification badge push failed');
    }
    return inserted;
  }

  async function unread(viewer: Viewer) {
    return { unread: await repo.unreadCount(viewer.id) };
  }

  async function emailPreferences(viewer: Viewer): Promise<EmailPreferences> {
    const [choices, dailyDigest] = await Promise.all([
      repo.emailChoices(viewer.id),
      deps.emails.dailyDigest(viewer.id),
    ]);
    const chosen = new Map(choices.map((c) => [c.kind, c.email]));
    return {
      kinds: kindsFor(viewer).map((kind) => ({ kind, email: chosen.get(kind) ?? notificationKindInfo[kind].email })),
      dailyDigest,
    };
  }

  /**
   * The rows of one notice to its people (each once), body cleaned and link kept only when it is ours. A plain
   * body (the event vocabulary's texts) is escaped, which makes it safe without the sanitiser's cost per notice.
   */
  function rowsOf(input: NotifyInput): NewNotification[] {
    const title = input.title.trim().slice(0, 200);
    const paragraph = `<p>${escapeHtml(input.body)}</p>`;
    const body = input.plain ? paragraph : sanitizeRichText(input.body.includes('<') ? input.body : paragraph);
    return [...new Set(input.userIds)].map((userId) => ({
      userId,
      kind: input.kind,
      title,
      body,
      link: safeLink(input.link),
      dedupeKey: input.dedupeKey ?? null,
    }));
  }

  return {
    /** For other modules: tells people something (exactly once per person when `dedupeKey` is given). */
    async notify(input: NotifyInput) {
      const rows = rowsOf(input);
      return deliver(rows, rows[0]?.title);
    },

    /** Several notices in one transaction and one badge push (an event told to 300 students at once). */
    async notifyAll(inputs: readonly NotifyInput[]) {
      const rows = inputs.flatMap(rowsOf);
      return deliver(rows, new Set(rows.map((r) => r.title)).size === 1 ? rows[0]?.title : undefined);
    },

    async list(viewer: Viewer, q: NotificationListQuery) {
      const { rows, total } = await repo.list(viewer.id, q.unread === true, q.limit, offsetOf(q));
      return pageOf(rows.map(present), total, q);
    },

    count: unread,

    async markRead(viewer: Viewer, id: string) {
      if (!(await repo.markRead(viewer.id, id, now()))) throw notFound('Notification not found');
      const count = await unread(viewer);
      await push.changed([viewer.id]);
      return count;
    },

    async markAllRead(viewer: Viewer) {
      await repo.markAllRead(viewer.id, now());
      await push.changed([viewer.id]);
      return unread(viewer);
    },

    async remove(viewer: Viewer, id: string) {
      if (!(await repo.removeOwn(viewer.id, id))) throw notFound('Notification not found');
      await push.changed([viewer.id]);
      return unread(viewer);
    },

    emailPreferences,

    async saveEmailPreferences(viewer: Viewer, input: EmailPreferences): Promise<EmailPreferences> {
      if (input.dailyDigest !== undefined) await deps.emails.saveDailyDigest(viewer.id, input.dailyDigest);
      const byKind = new Map(input.kinds.map((k) => [k.kind, k.email]));
      await repo.saveEmailChoices(
        viewer.id,
        [...byKind].map(([kind, email]) => ({ kind, email })),
      );
      return emailPreferences(viewer);
    },

    async listSends(viewer: Viewer, q: PageQuery) {
      authorize(viewer, 'notifications.access');
      const { rows, total } = await repo.listSends(q.limit, offsetOf(q));
      const items: NotificationSend[] = rows.map(({ send, read }) => ({
        key: send.id,
        title: send.title,
        body: send.body,
        audience: {
          roles: send.audience.roles as NotificationSend['audience']['roles'],
          programs: send.audience.programs,
          people: send.audience.people,
        },
        sender: send.senderName,
        recipients: send.recipients,
        read: Number(read),
        createdAt: send.createdAt.toISOString(),
      }));
      return pageOf(items, total, q);
    },

    /** Sends an admin's message to everyone in the chosen roles, programs and people. */
    async send(viewer: Viewer, raw: NotificationSendInput) {
      authorize(viewer, 'notifications.send');
      const input = notificationSendInput.parse(raw);
      const body = sanitizeRichText(input.body);
      if (!richTextToPlain(body).trim())
        throw badRequest('Please write the message', { body: 'Please write the message' });
      const recipients = await repo.recipientsOf({
        roles: input.roles,
        programIds: input.programs,
        userIds: input.people,
      });
      if (!recipients.length)
        throw badRequest('Nobody matches the chosen recipients', { roles: 'Nobody matches the chosen recipients' });
      // The audience is kept as it read when sent: later renames do not rewrite what was sent.
      const labels = await repo.audienceLabels(input.programs, input.people);
      const send = await repo.insertSend({
        title: input.title,
        body,
        audience: {
          roles: input.roles,
          programs: labels.programs.map((p) => ({ key: p.id, title: p.title })),
          people: labels.people.map((p) => ({ key: p.id, name: nameOf(p), email: p.email })),
        },
        senderId: viewer.id,
        senderName: nameOf(viewer),
        recipients: recipients.length,
      });
      await deliver(
        recipients.map((userId) => ({
          userId,
          kind: 'ANNOUNCEMENT',
          title: input.title,
          body,
          link: null,
          sendId: send.id,
        })),
        input.title,
      );
      return send;
    },

    async removeSend(viewer: Viewer, id: string) {
      authorize(viewer, 'notifications.delete');
      const send = await repo.findSend(id);
      if (!send) throw notFound('Notification not found');
      const affected = await repo.removeSend(id);
      await push.changed(affected);
      return send;
    },
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
