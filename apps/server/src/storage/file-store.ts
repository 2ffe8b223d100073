/** Where uploaded bytes live. Local disk in the embedded mode; an S3-compatible store at scale. */
import type { Readable } from 'node:stream';

export interface FileStore {
  /** Stores bytes under `key`; a stream that fails part-way leaves nothing stored and rejects with its error. */
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** A stream of the stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}
