/**
 * The job queue every module uses for work that must happen later or outside a request: lesson reminders, email
 * copies, mailings, renewals (docs/decisions/0039-job-queue-and-notifications.md).
 *
 * Jobs are rows of the `jobs` table in our own migrations, so the queue runs wherever the application's database
 * runs (the embedded PostgreSQL, a PostgreSQL server, PGlite). A node claims due jobs with
 * `FOR UPDATE SKIP LOCKED`, so two nodes never claim the same job, and holds them under a lease: a node that dies
 * mid-job lets the lease run out and another node takes the job again. A failed attempt is retried later with
 * exponential backoff until `maxAttempts`. A singleton key is unique among jobs not cancelled: queued twice (by
 * two nodes, or again after it ran) it is still one job.
 *
 * Time is the queue's `now()` (injected; tests control it), never the database clock.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { createJobRepository } from './job.repository.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface EnqueueOptions {
  /** When the job becomes due (default: now). */
  runAt?: Date;
  /** Queues nothing when a job with this key is already queued, running, done or failed. */
  singletonKey?: string;
  /** Attempts before the job is given up as failed (default 5). */
  maxAttempts?: number;
}

export type JobHandler<P> = (payload: P, job: { id: string; attempt: number }) => Promise<void>;

export interface JobQueue {
  /** Adds a job (within a transaction when `tx` is given, so it is queued only if the transaction commits). */
  enqueue(name: string, payload: Json, options?: EnqueueOptions, tx?: Db): Promise<void>;
  /** Cancels the queued (not yet running) job with this key; answers whether one was cancelled. */
  cancel(singletonKey: string, tx?: Db): Promise<boolean>;
  /** Registers the handler of a job name; call before `start()`. One handler per name. */
  work<P = unknown>(name: string, handler: JobHandler<P>): void;
  /** Starts polling (every `pollMs`; not when `pollMs` is 0). */
  start(): void;
  /** Stops polling and waits for the jobs running on this node to finish. */
  stop(): Promise<void>;
  /**
   * Claims and runs every job due at `now()` on this node, until none is left; answers how many ran. Tests use it
   * with a controlled clock instead of waiting for a poll.
   */
  runDue(): Promise<number>;
  /** Deletes jobs finished more than `keepFinishedMs` ago; answers how many. Polls do it once an hour. */
  purgeFinished(): Promise<number>;
  /** Per job name this node handles: how many are queued, running and failed (the admin Info page). */
  health(): Promise<{ name: string; state: string }[]>;
}

export interface JobQueueOptions {
  db: Db;
  log: Logger;
  /** The queue's clock. */
  now?: () => Date;
  /** How often a started queue looks for due jobs; 0 never polls (call `runDue`). */
  pollMs?: number;
  /** How long a claimed job is this node's before another node may take it over. */
  leaseMs?: number;
  /** The wait before retry `attempt + 1`, after `attempt` failed. */
  backoffMs?: (attempt: number) => number;
  /** Jobs claimed in one go. */
  batchSize?: number;
  /** How long finished jobs (done, failed, cancelled) are kept before a poll deletes them (default 30 days). */
  keepFinishedMs?: number;
}

/** 5 s, 10 s, 20 s … capped at one hour. */
export const defaultBackoffMs = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  const repo = createJobRepository(options.db);
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const batchSize = options.batchSize ?? 10;
  const keepFinishedMs = options.keepFinishedMs ?? 30 * 86_400_000;
  let lastPurge = 0;
  const nodeId = randomUUID();
  const handlers = new Map<string, JobHandler<unknown>>();
  const inFlight = new Set<Promise<void>>();
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  /** Claims up to `batchSize` due jobs of the names this node handles (queued, or running with an expired lease). */
  async function claim() {
    const names = [...handlers.keys()];
    if (names.length === 0) return [];
    const at = now();
    return repo.claim(names, at, nodeId, new Date(at.getTime() + leaseMs), batchSize);
  }

  async function runOne(job: Awaited<ReturnType<typeof claim>>[number]) {
    const handler = handlers.get(job.name);
    if (!handler) return;
    // A job taken over after its node died may already have used its attempts.
    if (job.attempts > job.maxAttempts) {
      await repo.updateMine(job.id, nodeId, { state: 'failed', finishedAt: now(), lockedBy: null, lockedUntil: null });
      return;
    }
    try {
      await handler(job.payload, { id: job.id, attempt: job.attempts });
      await repo.updateMine(job.id, nodeId, { state: 'done', finishedAt: now(), lockedBy: null, lockedUntil: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= job.maxAttempts;
      log.warn({ err: error, job: job.name, attempt: job.attempts, giveUp }, 'job failed');
      await repo.updateMine(
        job.id,
        nodeId,
        giveUp
          ? {
              state: 'failed',
              finishedAt: now(),
              lockedBy: null,
              lockedUntil: null,
              lastError: message.slice(0, 2000),
            }
          : {
              state: 'queued',
              runAt: new Date(now().getTime() + backoffMs(job.attempts)),
              lockedBy: null,
              lockedUntil: null,
              lastError: message.slice(0, 2000),
            },
      );
    }
  }

  /** One round: claim a batch and run it; answers how many were claimed. */
  async function round(): Promise<number> {
    const claimed = await claim();
    const run = Promise.all(claimed.map((job) => runOne(job))).then(() => undefined);
    inFlight.add(run);
    try {
      await run;
    } finally {
      inFlight.delete(run);
    }
    return claimed.length;
  }

  async function purgeFinished() {
    return repo.purgeFinished(new Date(now().getTime() - keepFinishedMs));
  }

  async function poll() {
    timer = undefined;
    try {
      if (now().getTime() - lastPurge >= 3_600_000) {
        lastPurge = now().getTime();
        await purgeFinished();
      }
      while (started && (await round()) === batchSize) {}
    } catch (error) {
      log.warn({ err: error }, 'job queue poll failed');
    }
    if (started && pollMs > 0) {
      timer = setTimeout(kick, pollMs);
      timer.unref();
    }
  }

  /** Polls now unless a poll is running (then it will be followed by the next timed one). */
  function kick() {
    if (!started || polling) return;
    if (timer) clearTimeout(timer);
    polling = poll().finally(() => {
      polling = undefined;
    });
  }

  return {
    async health() {
      const rows = await repo.openCounts();
      const names = [...new Set([...handlers.keys(), ...rows.map((row) => row.name)])].sort();
      return names.map((name) => {
        const counts = Object.fromEntries(rows.filter((row) => row.name === name).map((row) => [row.state, row.count]));
        const parts = (['queued', 'running', 'failed'] as const)
          .filter((state) => counts[state])
          .map((state) => `${counts[state]} ${state}`);
        return { name, state: parts.length ? parts.join(', ') : 'idle' };
      });
    },
    async enqueue(name, payload, enqueueOptions = {}, tx) {
      const runAt = enqueueOptions.runAt ?? now();
      const values = {
        name,
        payload,
        runAt,
        singletonKey: enqueueOptions.singletonKey ?? null,
        maxAttempts: enqueueOptions.maxAttempts ?? 5,
      };
      await repo.insert(values, tx);
      if (runAt.getTime() <= now().getTime() && handlers.has(name) && pollMs > 0) setImmediate(kick);
    },
    async cancel(singletonKey, tx) {
      return repo.cancelQueued(singletonKey, now(), tx);
    },
    work(name, handler) {
      if (handlers.has(name)) throw new Error(`job ${name} already has a handler`);
      handlers.set(name, handler as JobHandler<unknown>);
    },
    start() {
      if (started) return;
      started = true;
      if (pollMs > 0) kick();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await polling;
      await Promise.all([...inFlight]);
    },
    purgeFinished,
    async runDue() {
      let ran = 0;
      for (let claimed = await round(); claimed > 0; claimed = await round()) ran += claimed;
      return ran;
    },
  };
}
