import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from './local-file-store.js';

describe('local file store', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'chalkline-store-'));
  const store = createLocalFileStore(root);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores, reads back and deletes', async () => {
    await store.put('chats/2026/abc.txt', Buffer.from('hello'));
    const stream = await store.get('chats/2026/abc.txt');
    expect(stream && (await text(stream))).toBe('hello');
    await store.delete('chats/2026/abc.txt');
    expect(await store.get('chats/2026/abc.txt')).toBeNull();
  });

  it('stores a stream, and keeps nothing (not even a partial file) when the stream fails part-way', async () => {
    await store.put('general/2026/s.txt', Readable.from([Buffer.from('one '), Buffer.from('two')]));
    const stream = await store.get('general/2026/s.txt');
    expect(stream && (await text(stream))).toBe('one two');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('start');
        throw new Error('too big');
      })(),
    );
    await expect(store.put('general/2026/f.txt', failing)).rejects.toThrow('too big');
    expect(await store.get('general/2026/f.txt')).toBeNull();
    expect(await readdir(path.join(root, 'general/2026'))).toEqual(['s.txt']);
  });

  it('answers null for a key that was never stored', async () => {
    expect(await store.get('nothing/here.bin')).toBeNull();
  });

  it('refuses keys that try to leave its folder', async () => {
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/Invalid file key/);
  });
});
