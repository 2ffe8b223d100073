/**
 * The newsletter's double opt-in (ADR 0041): signing up stores the address as PENDING and mails a confirmation
 * link; only the link makes it SUBSCRIBED. Every newsletter mail carries a one-click unsubscribe (RFC 8058).
 * Answers never tell whether an address was already known.
 */
import { randomBytes } from 'node:crypto';
import { formTexts, type newsletterInput } from '@chalkline/contracts';
import type { z } from 'zod';
import { badRequest } from '../../errors/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../forms/mail-job.js';
import { isHoneypotFilled, type SpamGuard } from '../forms/spam-guard.js';
import type { MailingRepository } from './mailing.repository.js';
import { readOptOut } from './unsubscribe-token.js';

const newToken = () => randomBytes(24).toString('base64url');

export function createNewsletterService(deps: {
  repo: MailingRepository;
  jobs: Pick<JobQueue, 'enqueue'>;
  guard: SpamGuard;
  secret: Buffer;
}) {
  const { repo } = deps;
  return {
    async subscribe(sender: { ip: string; origin: string }, body: z.output<typeof newsletterInput>) {
      await deps.guard.check(sender.ip, body.email);
      if (isHoneypotFilled(body)) return;
      const known = await repo.subscriberByEmail(body.email);
      if (known?.status === 'SUBSCRIBED') return;
      const token = known?.status === 'PENDING' ? known.token : newToken();
      const row = await repo.upsertSubscriber({ email: body.email, names: body.names, status: 'PENDING', token });
      const link = `${sender.origin}/newsletter/confirm?token=${encodeURIComponent(row.token)}`;
      await enqueueMail(
        deps.jobs,
        {
          to: row.email,
          subject: 'Please confirm your newsletter subscription',
          text: [
            `Hello${row.names ? ` ${row.names}` : ''},`,
            '',
            'Please confirm that you want our newsletter by opening this link:',
            link,
            '',
            'If you did not ask for it, ignore this mail and you will hear nothing more from us.',
          ].join('\n'),
        },
        `newsletter-confirm:${row.id}:${Date.now()}`,
      );
    },

    async confirm(token: string) {
      const row = await repo.subscriberByToken(token);
      if (!row || row.status === 'UNSUBSCRIBED') throw badRequest(formTexts.newsletterBadLink);
      if (row.status === 'PENDING') await repo.setSubscriberStatus(row.id, 'SUBSCRIBED');
    },

    /** One-click unsubscribe: a subscriber's token, or a signed opt-out of a mailing sent to a role. */
    async unsubscribe(token: string) {
      const row = await repo.subscriberByToken(token);
      if (row) {
        if (row.status !== 'UNSUBSCRIBED') await repo.setSubscriberStatus(row.id, 'UNSUBSCRIBED');
        return;
      }
      const email = readOptOut(deps.secret, token);
      if (!email) throw badRequest(formTexts.newsletterBadLink);
      await repo.upsertSubscriber({ email, names: '', status: 'UNSUBSCRIBED', token: newToken() });
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
