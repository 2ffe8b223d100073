/**
 * Proctoring retention (ADR 0082): a daily job deletes the camera and screen frames and the events of proctored
 * attempts that ended more than the school's `proctoringRetentionDays` ago: first the stored files, then their rows.
 * Queued once per day whichever node asks (its singleton key, like chat retention), in bounded batches.
 */
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileStore } from '../../storage/file-store.js';
import { nextRetentionRunAt } from '../classroom/chat/chat-retention.js';
import type { ProctoringRepository } from './proctoring.repository.js';

export const proctoringRetentionJob = 'quizzes.proctoring-retention';
const dayMs = 86_400_000;
const batchSize = 500;
const maxBatches = 200;

export function createProctoringRetention(deps: {
  jobs: Pick<JobQueue, 'enqueue' | 'work'>;
  repo: Pick<ProctoringRepository, 'expiredFrames' | 'deleteFrames' | 'deleteExpiredEvents'>;
  store: Pick<FileStore, 'delete'>;
  retentionDays: () => Promise<number>;
  now: () => Date;
}) {
  const { jobs, repo, store, now } = deps;

  /** Deletes what is past the retention period; answers how many frames and events went. */
  async function purge() {
    const cutoff = new Date(now().getTime() - (await deps.retentionDays()) * dayMs);
    let frames = 0;
    for (let i = 0; i < maxBatches; i++) {
      const batch = await repo.expiredFrames(cutoff, batchSize);
      // The file first: a row without its file is harmless, a file without its row would never be found again.
      for (const frame of batch) await store.delete(frame.storeKey);
      await repo.deleteFrames(batch);
      frames += batch.length;
      if (batch.length < batchSize) break;
    }
    const events = await repo.deleteExpiredEvents(cutoff);
    return { frames, events };
  }

  /** Queues the next run (once per day, whichever node asks). */
  async function queueNext() {
    const runAt = nextRetentionRunAt(now());
    await jobs.enqueue(
      proctoringRetentionJob,
      { at: runAt.toISOString() },
      { runAt, singletonKey: `${proctoringRetentionJob}:${runAt.toISOString()}` },
    );
  }

  jobs.work(proctoringRetentionJob, async () => {
    await purge();
    await queueNext();
  });

  return { purge, queueNext };
}
