/**
 * Joining a recording's chunks (R35, ADR 0044) through the S3 store: chunks stored in S3 out of order are joined
 * in sequence order into one WebM with its duration and cues, stored back and verified byte for byte.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BufferSource, Input, WEBM } from 'mediabunny';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from '../../../storage/s3-file-store.js';
import { joinChunks, storeVerified } from './recording-joiner.js';

const fixtures = path.resolve(import.meta.dirname, '../../../../test/fixtures/recording');

describe('joining a recording’s chunks in the S3 store', () => {
  let server: S3rver;
  let dir: string;
  let endpoint = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chalkline-s3-rec-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'uploads', configs: [] }],
    });
    endpoint = `http://127.0.0.1:${((await server.run()) as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('R35 joins chunks in sequence order into one seekable file with its duration, verified after storing', async () => {
    const store = createS3FileStore({
      endpoint,
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    const keys = [0, 1, 2, 3].map((seq) => `recordings/r1/chunks/00000${seq}.webm`);
    for (const seq of [2, 0, 3, 1])
      await store.put(keys[seq]!, await readFile(path.join(fixtures, `chunk-${seq}.webm`)));

    const joined = await joinChunks(store, keys);
    try {
      expect(joined.durationMs).toBeGreaterThan(3000);
      expect(joined.durationMs).toBeLessThan(4000);
      expect(await storeVerified(store, 'recordings/r1/recording.webm', joined.path, joined.sizeBytes)).toBe(true);
      const stored = await store.get('recordings/r1/recording.webm');
      const bytes = Buffer.concat(await stored!.toArray());
      const input = new Input({ source: new BufferSource(bytes), formats: [WEBM] });
      expect(Math.round((await input.computeDuration()) * 1000)).toBe(joined.durationMs);
      expect(bytes.includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(true);
    } finally {
      await joined.dispose();
    }
    // The wrong order is refused: a chunk without the header first is not a recording.
    await expect(joinChunks(store, [keys[1]!, keys[0]!])).rejects.toThrow();
  });
});
