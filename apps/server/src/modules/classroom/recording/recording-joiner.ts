/**
 * Joins a recording's MediaRecorder chunks into one seekable WebM (ADR 0044). The chunks of one MediaRecorder are
 * one stream cut in pieces (the first holds the header, the rest clusters), so their bytes in sequence order are
 * a playable but unseekable file without a duration. mediabunny (pure TypeScript) remuxes that into a WebM with
 * its duration and cues written, without decoding. The result is verified by reading it back before anyone
 * deletes a chunk.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StreamTargetChunk } from 'mediabunny';
import type { FileStore } from '../../../storage/file-store.js';

export interface JoinedRecording {
  /** A local file holding the joined recording; `dispose` removes it. */
  path: string;
  durationMs: number;
  sizeBytes: number;
  dispose(): Promise<void>;
}

/** The remuxer, loaded when a recording is first joined: most processes never join one. */
const remuxer = () => import('mediabunny');

/** How far the joined file's duration may differ from its chunks' before it is refused. */
const durationToleranceS = 1;

async function durationOf(file: string) {
  const { Input, FilePathSource, WEBM } = await remuxer();
  const input = new Input({ source: new FilePathSource(file), formats: [WEBM] });
  try {
    const tracks = await input.getTracks();
    return { seconds: await input.computeDuration(), tracks: tracks.length };
  } finally {
    input.dispose();
  }
}

/** Joins the chunks stored under `keys` (in sequence order) into one verified, seekable WebM file. */
export async function joinChunks(store: FileStore, keys: string[]): Promise<JoinedRecording> {
  if (!keys.length) throw new Error('The recording has no chunks');
  const dir = await mkdtemp(path.join(tmpdir(), 'chalkline-recording-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const joinedChunks = path.join(dir, 'chunks.webm');
    const out = createWriteStream(joinedChunks);
    for (const key of keys) {
      const chunk = await store.get(key);
      if (!chunk) throw new Error(`A chunk is missing from the store: ${key}`);
      await pipeline(chunk, out, { end: false });
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    const source = await durationOf(joinedChunks);

    const result = path.join(dir, 'recording.webm');
    const handle = await open(result, 'w');
    try {
      const { Conversion, FilePathSource, Input, Output, StreamTarget, WEBM, WebMOutputFormat } = await remuxer();
      const input = new Input({ source: new FilePathSource(joinedChunks), formats: [WEBM] });
      const writable = new WritableStream<StreamTargetChunk>({
        write: async (chunk) => {
          await handle.write(chunk.data, 0, chunk.data.byteLength, chunk.position);
        },
      });
      const output = new Output({ format: new WebMOutputFormat(), target: new StreamTarget(writable) });
      const conversion = await Conversion.init({ input, output });
      if (!conversion.isValid) throw new Error('The recording’s tracks cannot be copied into WebM');
      await conversion.execute();
      input.dispose();
    } finally {
      await handle.close();
    }

    const joined = await durationOf(result);
    if (
      joined.tracks !== source.tracks ||
      !(joined.seconds > 0) ||
      Math.abs(joined.seconds - source.seconds) > durationToleranceS
    )
      throw new Error(
        `The joined recording did not verify: ${joined.seconds}s and ${joined.tracks} tracks, chunks ${source.seconds}s and ${source.tracks}`,
      );
    return {
      path: result,
      durationMs: Math.round(joined.seconds * 1000),
      sizeBytes: (await stat(result)).size,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Puts a local file into the store and reads the stored copy back, answering whether every byte came back. */
export async function storeVerified(store: FileStore, key: string, file: string, size: number) {
  await store.put(key, createReadStream(file));
  const stored = await store.get(key);
  if (!stored) return false;
  let read = 0;
  for await (const piece of stored) read += (piece as Buffer).length;
  return read === size;
}
