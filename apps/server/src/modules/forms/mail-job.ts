/** Mails the website sends (demo links, newsletter confirmations) go out through the job queue, retried on failure. */
import type { Db } from '../../db/client.js';
import type { JobQueue, Json } from '../../jobs/job-queue.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';

export const websiteMailJob = 'website.mail';

/** Registers the handler that sends a queued website mail. */
export function registerWebsiteMail(jobs: Pick<JobQueue, 'work'>, mailer: Mailer) {
  jobs.work<MailMessage>(websiteMailJob, (message) => mailer.send(message));
}

/** Queues a mail, once per `singletonKey` (within `tx` when given: only if the transaction commits). */
export function enqueueMail(jobs: Pick<JobQueue, 'enqueue'>, message: MailMessage, singletonKey: string, tx?: unknown) {
  return jobs.enqueue(websiteMailJob, message as unknown as Json, { singletonKey }, tx as Db | undefined);
}
