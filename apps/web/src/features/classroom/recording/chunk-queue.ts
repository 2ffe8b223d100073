/**
 * The recorder's outbox (ADR 0044): every chunk is written to IndexedDB before its upload and removed only once
 * the server acknowledged it, so a network cut, a reload or a closed tab loses at most the chunk being recorded.
 * Uploads run one at a time in sequence order, retried with backoff (1 s doubling, at most 30 s); chunks left by
 * an earlier page are sent when any classroom page opens again.
 */
import { recording } from '@chalkline/contracts';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { isApiError } from '../../../lib/api';
import { uploadChunk } from './recordings.api';

export interface StoredChunk {
  recordingId: string;
  seq: number;
  final: boolean;
  blob: Blob;
}

export type Upload<C extends StoredChunk = StoredChunk> = (chunk: C) => Promise<void>;

const keyOf = (c: Pick<StoredChunk, 'recordingId' | 'seq'>) => `${c.recordingId}:${String(c.seq).padStart(6, '0')}`;

let defaultStore: UseStore | null = null;
const recordingStore = () => {
  defaultStore ??= createStore('chalkline-recordings', 'chunks');
  return defaultStore;
};

/**
 * A refusal that will never succeed (gone, forbidden, bad): drop the chunk instead of retrying forever. Signed out
 * (401) is not final: the chunk waits for the next sign-in.
 */
const isFinalRefusal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

/**
 * Also the proctored quiz's outbox (ADR 0082): its own store, chunks carrying more fields (`C`), its own upload.
 */
export class ChunkQueue<C extends StoredChunk = StoredChunk> {
  private running = false;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly listeners = new Set<(pending: number) => void>();
  private pending = 0;

  constructor(
    private readonly options: {
      store?: UseStore;
      upload?: Upload<C>;
      /** Waits before retry `attempt` (tests shorten it). */
      delayMs?: (attempt: number) => number;
    } = {},
  ) {}

  private get store() {
    return this.options.store ?? recordingStore();
  }

  /** Keeps a chunk, then sends everything kept. */
  async add(chunk: C): Promise<void> {
    await set(keyOf(chunk), chunk, this.store);
    this.kick();
  }

  /** Sends what is kept now (e.g. back online), skipping the wait of a pending retry. */
  kick = (): void => {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.drain();
  };

  /** How many chunks wait for the server; told on every change. */
  onPending(listener: (pending: number) => void): () => void {
    this.listeners.add(listener);
    listener(this.pending);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Resolves once nothing is kept (or the queue closed). */
  async settled(): Promise<void> {
    while (!this.closed && (this.running || this.pending > 0 || this.timer))
      await new Promise((r) => setTimeout(r, 100));
  }

  private setPending(pending: number) {
    this.pending = pending;
    for (const listener of this.listeners) listener(pending);
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        if (this.closed) return;
        const kept = (await entries<string, C>(this.store)).sort(([a], [b]) => a.localeCompare(b));
        this.setPending(kept.length);
        const next = kept[0];
        if (!next) return;
        const [key, chunk] = next;
        try {
          await (this.options.upload ?? (defaultUpload as Upload<C>))(chunk);
          this.attempt = 0;
          await del(key, this.store);
        } catch (error) {
          if (isFinalRefusal(error)) {
            await del(key, this.store);
            continue;
          }
          this.attempt += 1;
          const wait = (this.options.delayMs ?? backoff)(this.attempt);
          this.timer = setTimeout(() => {
            this.timer = null;
            void this.drain();
          }, wait);
          return;
        }
      }
    } finally {
      this.running = false;
    }
  }
}

const defaultUpload: Upload = async (c) => {
  await uploadChunk(c.recordingId, c.seq, c.blob, c.final);
};

/** 1 s, 2 s, 4 s … at most 30 s. */
export const backoff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), recording.maxRetryDelayMs);
