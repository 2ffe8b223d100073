import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3FileStore } from './s3-file-store.js';

describe('S3 file store (against a local S3-compatible server)', () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'chalkline-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'uploads', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const store = () =>
    createS3FileStore({
      endpoint,
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

  it('stores, streams back and deletes objects', async () => {
    const s = store();
    await s.put('chats/2026/a b.txt', Buffer.from('hello from s3'));
    const stream = await s.get('chats/2026/a b.txt');
    expect(stream && (await text(stream))).toBe('hello from s3');
    await s.delete('chats/2026/a b.txt');
    expect(await s.get('chats/2026/a b.txt')).toBeNull();
  });

  it('answers null for a missing object and fails loudly for a missing bucket', async () => {
    expect(await store().get('nothing/here')).toBeNull();
    const wrong = createS3FileStore({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await expect(wrong.put('x', Buffer.from('x'))).rejects.toThrow(/S3 put x failed/);
  });
});
