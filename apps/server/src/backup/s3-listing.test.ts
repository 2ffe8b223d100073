/**
 * The bucket listing a backup writes as `files.json` when uploads live in S3 (issue 32, ADR 0053), against a local
 * S3-compatible server: every object once, across pages, with keys that XML escapes, digits and spaces intact.
 */
import crypto from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3FileStore, type S3Settings } from '../storage/s3-file-store.js';
import { listS3Objects } from './s3-listing.js';

/**
 * The local server writes its continuation tokens with single DES, which OpenSSL 3 no longer offers; triple DES with
 * the key three times over is the same cipher (the same 8-byte blocks), so its tokens still page through the bucket.
 */
function letTheLocalServerPage() {
  const tripled = (algorithm: string, key: crypto.CipherKey) =>
    algorithm === 'des' ? (['des-ede3-cbc', Buffer.concat([key, key, key] as Buffer[])] as const) : null;
  const cipher = crypto.createCipheriv;
  const decipher = crypto.createDecipheriv;
  vi.spyOn(crypto, 'createCipheriv').mockImplementation(((algorithm: string, key: Buffer, iv: Buffer) => {
    const des = tripled(algorithm, key);
    return des ? cipher(des[0], des[1], iv) : cipher(algorithm, key, iv);
  }) as typeof crypto.createCipheriv);
  vi.spyOn(crypto, 'createDecipheriv').mockImplementation(((algorithm: string, key: Buffer, iv: Buffer) => {
    const des = tripled(algorithm, key);
    return des ? decipher(des[0], des[1], iv) : decipher(algorithm, key, iv);
  }) as typeof crypto.createDecipheriv);
}

describe('the S3 listing of a backup', () => {
  let server: S3rver;
  let dir: string;
  let settings: S3Settings;
  beforeAll(async () => {
    letTheLocalServerPage();
    dir = await mkdtemp(path.join(tmpdir(), 'chalkline-s3-listing-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [
        { name: 'uploads', configs: [] },
        { name: 'empty', configs: [] },
      ],
    });
    const address = (await server.run()) as AddressInfo;
    settings = {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    };
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const files: Record<string, string> = {
    'chats/2026/a b.txt': 'hello',
    'chats/2026/Tom & Jerry <notes>.txt': 'escaped in XML',
    'avatars/Zoë/ünïcode.png': 'accents',
    '0042': 'digits only',
    'recordings/lesson-1/part 1.webm ': 'a key that ends in a space',
  };

  it('lists every object once, with its size and time, across pages of two', async () => {
    const store = createS3FileStore(settings);
    for (const [key, body] of Object.entries(files)) await store.put(key, Buffer.from(body));
    for (const pageSize of [1000, 2, 1]) {
      const objects = await listS3Objects(settings, pageSize);
      expect(objects.map((o) => o.key).sort(), `pages of ${pageSize}`).toEqual(Object.keys(files).sort());
      for (const o of objects) {
        expect(o.size, o.key).toBe(Buffer.byteLength(files[o.key] ?? ''));
        expect(Number.isNaN(Date.parse(o.lastModified)), o.key).toBe(false);
      }
    }
  });

  it('answers an empty list for an empty bucket and fails loudly for a missing one', async () => {
    expect(await listS3Objects({ ...settings, bucket: 'empty' })).toEqual([]);
    await expect(listS3Objects({ ...settings, bucket: 'no-such-bucket' })).rejects.toThrow(
      /S3 listing of no-such-bucket failed with 404/,
    );
  });
});
