/**
 * Chat retention (ADR 0064): when the school turns "Keep every message" off, a daily job deletes chat messages
 * older than the school's retention period (`messageRetentionDays`), keeping those an open report is about. The
 * job is queued once per day whichever node asks (its singleton key), and deletes in bounded batches.
 */
import type { JobQueue } from '../../../jobs/job-queue.js';
import type { ActivityRecord } from '../../activity/activity.service.js';
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import type { MessageRepository } from './message.repository.js';

export const chatRetentionJob = 'chat.retention';
const dayMs = 86_400_000;
/** Messages deleted per statement: short transactions, whatever the backlog. */
const batchSize = 1_000;
/** At most this many batches per run; the rest waits for the next day's run. */
const maxBatches = 500;

/** The next run: 03:00 UTC after `now`, when schools are quiet. */
export function nextRetentionRunAt(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3));
  return next.getTime() > now.getTime() ? next : new Date(next.getTime() + dayMs);
}

export function createChatRetention(deps: {
  jobs: JobQueue;
  messages: Pick<MessageRepository, 'deleteOlderThan'>;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  activity?: { record(entry: ActivityRecord): Promise<unknown> };
  now: () => Date;
}) {
  const { jobs, messages, schoolSettings, now } = deps;

  /** Deletes what is past the retention period, unless the school keeps every message; answers how many. */
  async function purge(): Promise<number> {
    const { keepMessages, messageRetentionDays } = await schoolSettings.read();
    if (keepMessages) return 0;
    const cutoff = new Date(now().getTime() - messageRetentionDays * dayMs);
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      const deleted = await messages.deleteOlderThan(cutoff, batchSize);
      total += deleted;
      if (deleted < batchSize) break;
    }
    if (total > 0)
      await deps.activity?.record({
        actor: null,
        action: 'schoolPolicies.moderateChat',
        target: { kind: 'chat messages', label: `${total} chat messages older than ${messageRetentionDays} days` },
        verb: 'deleted',
        details: { cutoff: cutoff.toISOString(), retentionDays: messageRetentionDays },
      });
    return total;
  }

  /** Queues the next run (once per day, whichever node asks). */
  async function queueNext() {
    const runAt = nextRetentionRunAt(now());
    await jobs.enqueue(
      chatRetentionJob,
      { at: runAt.toISOString() },
      { runAt, singletonKey: `${chatRetentionJob}:${runAt.toISOString()}` },
    );
  }

  jobs.work(chatRetentionJob, async () => {
    await purge();
    await queueNext();
  });

  return { purge, queueNext };
}
