/**
 * The hand-in's outbox (ADR 0074, like the quiz's answer outbox of ADR 0035): the latest draft of each assignment
 * is written to IndexedDB before it is sent and removed only once the server acknowledged it, so a lost
 * connection, a reload or a closed tab never loses what the student wrote. Sends retry with backoff (1 s
 * doubling, at most 15 s) and at once when the browser comes back online. `seq` orders drafts: the server ignores
 * an older one arriving late.
 */
import type { AssignmentKind, HandInDraftInput, HandInFile } from '@chalkline/contracts';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { isApiError } from '../../lib/api';
import { saveHandInDraft } from './handIn.api';

export interface PendingDraft extends HandInDraftInput {
  kind: AssignmentKind;
  assignment: string;
  /** The attached files' names and sizes, shown again after a reload (never sent). */
  attached?: HandInFile[];
}
export type SendDraft = (draft: PendingDraft) => Promise<void>;

let defaultStore: UseStore | null = null;
const draftsStore = () => {
  defaultStore ??= createStore('chalkline-hand-in-drafts', 'drafts');
  return defaultStore;
};

/** A refusal that will never succeed (the cut-off passed): drop the draft, tell the page. */
const isFinalRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

let lastSeq = 0;
/** An increasing ordering number for drafts written in this browser (milliseconds, never repeated). */
export const nextDraftSeq = () => {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  return lastSeq;
};

export class DraftOutbox {
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly assignment: string,
    private readonly options: {
      store?: UseStore;
      send?: SendDraft;
      delayMs?: (attempt: number) => number;
      /** Told whether a draft waits for the server. */
      onPending?: (pending: boolean) => void;
      onRefused?: (error: unknown) => void;
    } = {},
  ) {}

  private get store() {
    return this.options.store ?? draftsStore();
  }

  /** Keeps the draft (replacing an older unsent one), then sends it. */
  async put(draft: PendingDraft): Promise<void> {
    const kept = await get<PendingDraft>(this.assignment, this.store);
    if (!kept || kept.seq < draft.seq) await set(this.assignment, draft, this.store);
    this.options.onPending?.(true);
    this.kick();
  }

  /** The draft not yet acknowledged (shown over what the server has after a reload). */
  pending(): Promise<PendingDraft | undefined> {
    return get<PendingDraft>(this.assignment, this.store);
  }

  /** Forgets the kept draft (after a submit carried the same work). */
  async clear(): Promise<void> {
    await del(this.assignment, this.store);
    this.options.onPending?.(false);
  }

  kick = (): void => {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  };

  /** Resolves once the kept draft was sent or failed this round; answers whether one still waits. */
  async flush(): Promise<boolean> {
    this.kick();
    await this.running;
    return Boolean(await this.pending());
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async drain(): Promise<void> {
    const send =
      this.options.send ??
      (async ({ kind, assignment, text, files, seq }: PendingDraft) =>
        void (await saveHandInDraft(kind, assignment, { text, files, seq })));
    const draft = await this.pending();
    if (!draft || this.closed) return;
    try {
      await send(draft);
      this.attempt = 0;
    } catch (error) {
      if (!isFinalRefusal(error)) {
        this.attempt += 1;
        const wait = this.options.delayMs?.(this.attempt) ?? Math.min(15_000, 1000 * 2 ** (this.attempt - 1));
        if (!this.closed) this.timer = setTimeout(() => this.kick(), wait);
        return;
      }
      this.options.onRefused?.(error);
    }
    // Only the draft that was sent leaves: a newer one written meanwhile stays for the next round.
    const now = await this.pending();
    if (now?.seq === draft.seq) {
      await del(this.assignment, this.store);
      this.options.onPending?.(false);
    } else if (now) queueMicrotask(this.kick);
  }
}
