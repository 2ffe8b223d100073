/**
 * Mailings (ADR 0041): an admin composes a mail and chooses newsletter subscribers and/or roles; each recipient
 * becomes a row and a job (`mailing.deliver`), so the sending survives restarts, runs once per recipient across
 * nodes and records each delivery's state. Every mail carries the unsubscribe link and RFC 8058 headers.
 */
import {
  type EmailSettings,
  emailSettingsSchema,
  type MailingItem,
  type mailingInput,
  type SubscriberItem,
} from '@chalkline/contracts';
import type { z } from 'zod';
import { notFound } from '../../errors/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { richTextToPlain, sanitizeRichText } from '../../text/rich-text.js';
import type { Viewer } from '../accounts/viewer.js';
import type { WebsiteRepository } from '../website/website.repository.js';
import { authorizeMailing } from './mailing.policy.js';
import type { MailingRepository, SubscriberQuery } from './mailing.repository.js';
import { signOptOut } from './unsubscribe-token.js';

export const deliverJob = 'mailing.deliver';
const emailSettingsKey = 'EMAIL_SETTINGS';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface DeliverPayload {
  recipientId: string;
  origin: string;
}

type MailingRow = Awaited<ReturnType<MailingRepository['listMailings']>>['items'][number];
const presentMailing = (m: MailingRow): MailingItem => ({
  key: m.id,
  subject: m.subject,
  newsletter: m.newsletter,
  roles: m.roles,
  sentBy: m.sentBy,
  createdAt: m.createdAt.toISOString(),
  counts: { total: 0, QUEUED: 0, SENT: 0, FAILED: 0, SKIPPED: 0, ...m.counts },
});

export function createMailingService(deps: {
  repo: MailingRepository;
  website: WebsiteRepository;
  jobs: Pick<JobQueue, 'enqueue' | 'work'>;
  mailer: Mailer;
  secret: Buffer;
}) {
  const { repo, jobs } = deps;

  async function readEmailSettings(): Promise<EmailSettings> {
    const stored = await deps.website.read([emailSettingsKey]);
    const parsed = emailSettingsSchema.safeParse(stored[emailSettingsKey] ?? {});
    return parsed.success ? parsed.data : emailSettingsSchema.parse({});
  }

  /** Sends one recipient's mail; a failure is recorded and retried by the queue. */
  async function deliver({ recipientId, origin }: DeliverPayload) {
    const found = await repo.recipient(recipientId);
    if (!found || found.recipient.state === 'SENT' || found.recipient.state === 'SKIPPED') return;
    const { recipient, mailing } = found;
    const subscriber = recipient.subscriberId ? await repo.subscriberById(recipient.subscriberId) : null;
    const optedOut = (await repo.optedOut([recipient.email])).has(recipient.email);
    if (optedOut || (recipient.subscriberId && subscriber?.status !== 'SUBSCRIBED')) {
      await repo.setRecipientState(recipient.id, 'SKIPPED');
      return;
    }
    const token = subscriber?.token ?? signOptOut(deps.secret, recipient.email);
    const page = `${origin}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    const oneClick = `${origin}/api/website/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
    const settings = await readEmailSettings();
    const footer = settings.footer ? `<p>${escapeHtml(settings.footer)}</p>` : '';
    try {
      await deps.mailer.send({
        to: recipient.email,
        subject: mailing.subject,
        html: `${mailing.content}<hr>${footer}<p><a href="${escapeHtml(page)}">Unsubscribe</a></p>`,
        text: [richTextToPlain(mailing.content), '', settings.footer, `Unsubscribe: ${page}`]
          .filter((line, i, all) => line !== '' || all[i - 1] !== '')
          .join('\n'),
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          ...(settings.replyTo ? { 'Reply-To': settings.replyTo } : {}),
        },
      });
    } catch (error) {
      await repo.setRecipientState(
        recipient.id,
        'FAILED',
        error instanceof Error ? error.message.slice(0, 500) : 'Failed',
      );
      throw error;
    }
    await repo.setRecipientState(recipient.id, 'SENT');
  }
  jobs.work<DeliverPayload>(deliverJob, deliver);

  return {
    async send(viewer: Viewer, input: z.output<typeof mailingInput>, origin: string) {
      authorizeMailing(viewer);
      const recipients = new Map<string, { email: string; subscriberId: string | null }>();
      if (input.newsletter)
        for (const s of await repo.confirmedSubscribers())
          recipients.set(s.email, { email: s.email, subscriberId: s.id });
      for (const account of await repo.accountsOfRoles(input.roles)) {
        const email = account.email.trim().toLowerCase();
        if (!recipients.has(email)) recipients.set(email, { email, subscriberId: null });
      }
      const optedOut = await repo.optedOut([...recipients.keys()]);
      const rows = [...recipients.values()].map((r) => ({
        ...r,
        state: optedOut.has(r.email) ? ('SKIPPED' as const) : ('QUEUED' as const),
      }));
      const { mailing } = await repo.transaction(async (tx) => {
        const made = await repo.insertMailing(
          tx,
          {
            subject: input.subject,
            content: sanitizeRichText(input.content),
            newsletter: input.newsletter,
            roles: input.roles,
            sentBy: viewer.id,
          },
          rows,
        );
        for (const r of made.recipients.filter((r) => r.state === 'QUEUED'))
          await jobs.enqueue(
            deliverJob,
            { recipientId: r.id, origin },
            { singletonKey: `mailing:${r.id}` },
            tx as never,
          );
        return made;
      });
      const counts = {
        total: rows.length,
        QUEUED: rows.filter((r) => r.state === 'QUEUED').length,
        SKIPPED: rows.filter((r) => r.state === 'SKIPPED').length,
      };
      return presentMailing({ ...mailing, counts });
    },

    async list(viewer: Viewer, query: { page: number; limit: number }) {
      authorizeMailing(viewer);
      const { items, total } = await repo.listMailings(query);
      return { items: items.map(presentMailing), total, page: query.page, limit: query.limit };
    },

    async get(viewer: Viewer, id: string) {
      authorizeMailing(viewer);
      const row = await repo.mailing(id);
      if (!row) throw notFound('This mailing was not found');
      return {
        mailing: { ...presentMailing(row), content: row.content },
        recipients: row.recipients.map((r) => ({
          email: r.email,
          state: r.state,
          error: r.error,
          sentAt: iso(r.sentAt),
        })),
      };
    },

    async subscribers(viewer: Viewer, query: SubscriberQuery) {
      authorizeMailing(viewer);
      const { items, total, subscribed } = await repo.listSubscribers(query);
      return {
        total,
        subscribed,
        page: query.page,
        limit: query.limit,
        items: items.map(
          (s): SubscriberItem => ({
            key: s.id,
            email: s.email,
            names: s.names,
            status: s.status,
            createdAt: s.createdAt.toISOString(),
            confirmedAt: iso(s.confirmedAt),
            unsubscribedAt: iso(s.unsubscribedAt),
          }),
        ),
      };
    },

    async emailSettings(viewer: Viewer) {
      authorizeMailing(viewer);
      return readEmailSettings();
    },
    async updateEmailSettings(viewer: Viewer, settings: EmailSettings) {
      authorizeMailing(viewer);
      await deps.website.write(emailSettingsKey, settings, viewer.id);
      return readEmailSettings();
    },
  };
}
export type MailingService = ReturnType<typeof createMailingService>;
