/**
 * The email channel (docs/decisions/0039, 0054): each notice's email copy goes out through the job queue when the
 * person's switch for its kind is on (their choice, else the kind's default); a person who chose the daily
 * digest gets one mail a day gathering those notices instead. Both mark `emailed_at` as they send, so a retried
 * job skips what already went out, and the digest of a day is one job (its singleton key) on however many nodes.
 */
import { type NotificationKind, notificationKindInfo } from '@chalkline/contracts';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import { richTextToPlain } from '../../text/rich-text.js';
import type { NotificationEmailRepository } from './notification-email.repository.js';

/** The job that sends the email copies of a batch of notifications. */
export const emailCopiesJob = 'notifications.email';
/** The job that sends a day's digests. */
export const digestJob = 'notifications.digest';
/** When the daily digest goes out (UTC; people's own time zones are not known). */
export const digestHourUtc = 7;

const dayMs = 86_400_000;
const footer = 'You can choose which notifications reach you by email in your Account Settings.';

/** Whether the person wants this notice by email: their switch for the kind, else the kind's default. */
export const wantsEmail = (row: { kind: string; choice: boolean | null }) =>
  row.choice ?? notificationKindInfo[row.kind as NotificationKind]?.email ?? false;

/** The next digest time strictly after `at`. */
export function nextDigestAt(at: Date): Date {
  const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), digestHourUtc));
  return next > at ? next : new Date(next.getTime() + dayMs);
}

export function escapeHtml(text: string) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

export function registerEmailChannel(deps: {
  repo: NotificationEmailRepository;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl?: string;
  now: () => Date;
}) {
  const { repo, jobs, mailer, now } = deps;
  const absolute = (link: string | null) => (link && deps.publicUrl ? new URL(link, deps.publicUrl).toString() : null);

  jobs.work<{ ids: string[] }>(emailCopiesJob, async ({ ids }) => {
    for (const row of await repo.pendingEmails(ids)) {
      // Left for the digest when the person chose it.
      if (!wantsEmail(row) || row.digest) continue;
      const link = absolute(row.link);
      await mailer.send({
        to: row.email,
        subject: row.title,
        text: [`Hello ${row.firstName},`, '', richTextToPlain(row.body), ...(link ? ['', link] : []), '', footer].join(
          '\n',
        ),
        html: `<p>Hello ${escapeHtml(row.firstName)},</p>${row.body}${
          link ? `<p><a href="${escapeHtml(link)}">Open in Chalkline</a></p>` : ''
        }<p style="color:#666">${footer}</p>`,
      });
      await repo.markEmailed([row.id], now());
    }
  });

  /** Queues the next digest (once per day whichever node asks: its singleton key). */
  async function queueNextDigest() {
    const runAt = nextDigestAt(now());
    await jobs.enqueue(
      digestJob,
      { at: runAt.toISOString() },
      { runAt, singletonKey: `${digestJob}:${runAt.toISOString()}` },
    );
  }

  jobs.work<{ at: string }>(digestJob, async ({ at }) => {
    const to = new Date(at);
    const rows = (await repo.digestPending(new Date(to.getTime() - dayMs), to)).filter(wantsEmail);
    const byPerson = new Map<string, typeof rows>();
    for (const row of rows) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
    for (const notices of byPerson.values()) {
      const first = notices[0]!;
      const lines = notices.flatMap((n) => {
        const link = absolute(n.link);
        return [`- ${n.title}`, `  ${richTextToPlain(n.body).trim()}`, ...(link ? [`  ${link}`] : [])];
      });
      const items = notices
        .map((n) => {
          const link = absolute(n.link);
          const title = link ? `<a href="${escapeHtml(link)}">${escapeHtml(n.title)}</a>` : escapeHtml(n.title);
          return `<li><strong>${title}</strong>${n.body}</li>`;
        })
        .join('');
      const count = notices.length === 1 ? '1 notification' : `${notices.length} notifications`;
      await mailer.send({
        to: first.email,
        subject: `Your day at Chalkline: ${count}`,
        text: [
          `Hello ${first.firstName},`,
          '',
          `Here is what happened since yesterday:`,
          '',
          ...lines,
          '',
          footer,
        ].join('\n'),
        html: `<p>Hello ${escapeHtml(first.firstName)},</p><p>Here is what happened since yesterday:</p><ul>${items}</ul><p style="color:#666">${footer}</p>`,
      });
      await repo.markEmailed(
        notices.map((n) => n.id),
        now(),
      );
    }
    await queueNextDigest();
  });

  return { queueNextDigest };
}
