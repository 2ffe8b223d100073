/**
 * The quiz's outbox (ADR 0035): every answer is written to IndexedDB before it is sent and removed only once the
 * server acknowledged it, so a lost connection, a reload or a closed tab never loses an answer. One entry per
 * question holds its latest answer; a newer answer replaces an unsent older one. Sends retry with backoff (1 s
 * doubling, at most 15 s) and at once when the browser comes back online. Each answer carries `seq` (when it was
 * given), so the server ignores a replay or an older answer arriving late.
 */
import type { SaveAnswerInput } from '@chalkline/contracts';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { isApiError } from '../../lib/api';
import { saveAnswer } from './quizzes.api';

export type PendingAnswer = SaveAnswerInput;
export type Send = (answer: PendingAnswer) => Promise<void>;

const keyOf = (a: Pick<PendingAnswer, 'assignment' | 'questionKey'>) => `${a.assignment}:${a.questionKey}`;

let defaultStore: UseStore | null = null;
const answersStore = () => {
  defaultStore ??= createStore('chalkline-quiz-answers', 'answers');
  return defaultStore;
};

/** A refusal that will never succeed (the quiz ended, the question is gone): drop the answer, tell the page. */
const isFinalRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

let lastSeq = 0;
/** An increasing ordering number for answers given in this browser (milliseconds, never repeated). */
export const nextSeq = () => {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  return lastSeq;
};

export class AnswerOutbox {
  private running = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private pending = 0;
  private readonly listeners = new Set<(pending: number) => void>();
  private readonly refusals = new Set<(answer: PendingAnswer, error: unknown) => void>();

  constructor(
    private readonly options: { store?: UseStore; send?: Send; delayMs?: (attempt: number) => number } = {},
  ) {}

  private get store() {
    return this.options.store ?? answersStore();
  }

  /** Keeps the answer (replacing an older unsent one for the same question), then sends what is kept. */
  async put(answer: PendingAnswer): Promise<void> {
    const kept = await get<PendingAnswer>(keyOf(answer), this.store);
    if (!kept || kept.seq < answer.seq) await set(keyOf(answer), answer, this.store);
    await this.count();
    this.kick();
  }

  /** Answers of an assignment not yet acknowledged (to show over what the server has after a reload). */
  async pendingFor(assignment: string): Promise<PendingAnswer[]> {
    const all = await entries<string, PendingAnswer>(this.store);
    return all.map(([, a]) => a).filter((a) => a.assignment === assignment);
  }

  /** Sends what is kept now (back online, a button), skipping the wait of a pending retry. */
  kick = (): void => {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.drain();
  };

  /** How many answers wait for the server; told on every change. */
  onPending(listener: (pending: number) => void): () => void {
    this.listeners.add(listener);
    listener(this.pending);
    return () => this.listeners.delete(listener);
  }

  /** Told when the server refuses an answer for good (e.g. the time is up). */
  onRefused(listener: (answer: PendingAnswer, error: unknown) => void): () => void {
    this.refusals.add(listener);
    return () => this.refusals.delete(listener);
  }

  /** Resolves once nothing waits (or the outbox closes); used before submitting. */
  async flush(): Promise<number> {
    this.kick();
    while (this.running) await new Promise((r) => setTimeout(r, 50));
    return this.count();
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.listeners.clear();
    this.refusals.clear();
  }

  private async count() {
    this.pending = (await entries(this.store)).length;
    for (const listener of this.listeners) listener(this.pending);
    return this.pending;
  }

  private async drain(): Promise<void> {
    if (this.running || this.closed) return;
    this.running = true;
    try {
      const send = this.options.send ?? (async (a: PendingAnswer) => void (await saveAnswer(a)));
      for (const [key, answer] of await entries<string, PendingAnswer>(this.store)) {
        if (this.closed) return;
        try {
          await send(answer);
        } catch (error) {
          if (!isFinalRefusal(error)) throw error;
          for (const listener of this.refusals) listener(answer, error);
        }
        // Only the answer that was sent leaves: a newer one given meanwhile stays for the next round.
        const now = await get<PendingAnswer>(key, this.store);
        if (now?.seq === answer.seq) await del(key, this.store);
        await this.count();
      }
      this.attempt = 0;
    } catch {
      this.attempt += 1;
      const wait = this.options.delayMs?.(this.attempt) ?? Math.min(15_000, 1000 * 2 ** (this.attempt - 1));
      if (!this.closed) this.timer = setTimeout(() => this.kick(), wait);
    } finally {
      this.running = false;
    }
    if ((await this.count()) > 0 && !this.timer && !this.closed && this.attempt === 0) this.kick();
  }
}
