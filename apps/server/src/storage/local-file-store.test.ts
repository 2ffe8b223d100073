import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('answers null for a key that was never stored', async () => {
    expect(await store.get('nothing/here.bin')).toBeNull();
  });

  it('refuses keys that try to leave its folder', async () => {
    await expect(store.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/Invalid file key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/Invalid file key/);
  });
});
