import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@chalkline/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../test/harness.js';
import { files as filesTable } from '../../db/schema/index.js';

/** The smallest valid PNG (1x1), so the type is found by content. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32), Buffer.from('\n%%EOF\n')]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('file upload and download', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  const form = (fields: Record<string, string>, files: { name: string; content: Buffer; type?: string }[]) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    for (const f of files) body.append('files', new Blob([f.content], { type: f.type ?? 'image/png' }), f.name);
    return body;
  };
  const upload = (cookie: string | null, body: FormData) =>
    fetch(`${base}/api/files/upload`, { method: 'POST', body, headers: cookie ? { cookie } : {} });
  const download = (cookie: string | null, key: string) =>
    fetch(`${base}/api/download/file?file=${encodeURIComponent(key)}`, { headers: cookie ? { cookie } : {} });
  const storedRows = async () => (await t.database.db.select({ n: count() }).from(filesTable))[0]!.n;

  it('refuses anonymous uploads', async () => {
    const res = await upload(null, form({ folder: 'chats' }, [{ name: 'a.png', content: png }]));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers data.keys, streams the file back to its owner, and hides it from others', async () => {
    const owner = await t.signUp('STUDENT');
    const stranger = await t.signUp('STUDENT');
    const res = await upload(owner.cookie, form({ folder: 'chats' }, [{ name: 'drawing.png', content: png }]));
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { keys: string[] } };
    expect(data.keys).toHaveLength(1);
    expect(data.keys[0]).toMatch(/^chats\/\d{4}\/[0-9a-f-]{36}\.png$/);

    const mine = await download(owner.cookie, data.keys[0]!);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer()).equals(png)).toBe(true);

    expect((await download(stranger.cookie, data.keys[0]!)).status).toBe(404);
    expect((await download(null, data.keys[0]!)).status).toBe(404);
  });

  it('lets admins read any upload', async () => {
    const owner = await t.signUp('STUDENT');
    const admin = await t.signUp('MANAGER');
    const res = await upload(owner.cookie, form({ folder: 'general' }, [{ name: 'notes.pdf', content: pdf }]));
    const key = ((await res.json()) as { data: { keys: string[] } }).data.keys[0]!;
    const got = await download(admin.cookie, key);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('attachment');
  });

  it('serves public files such as avatars to anyone', async () => {
    const owner = await t.signUp('TUTOR');
    const res = await upload(owner.cookie, form({ folder: 'avatars' }, [{ name: 'me.png', content: png }]));
    const key = ((await res.json()) as { data: { keys: string[] } }).data.keys[0]!;
    const got = await download(null, key);
    expect(got.status).toBe(200);
    expect(got.headers.get('cache-control')).toContain('public');
  });

  it('lets the members of a room read its files and no one else', async () => {
    const [alice, bob, eve] = [await t.signUp(), await t.signUp(), await t.signUp()];
    const members = new Set([alice.user.id, bob.user.id]);
    t.services.rooms.register('test', async (viewer, roomId) => roomId === 'test:room1' && members.has(viewer.id));
    const refused = await upload(
      eve.cookie,
      form({ folder: 'chats', room: 'test:room1' }, [{ name: 'x.png', content: png }]),
    );
    expect(refused.status).toBe(403);

    const res = await upload(
      alice.cookie,
      form({ folder: 'chats', room: 'test:room1' }, [{ name: 'x.png', content: png }]),
    );
    const key = ((await res.json()) as { data: { keys: string[] } }).data.keys[0]!;
    expect((await download(bob.cookie, key)).status).toBe(200);
    expect((await download(eve.cookie, key)).status).toBe(404);
  });

  it('checks the type by content, not by name or claimed type', async () => {
    const user = await t.signUp();
    const before = await storedRows();
    const disguised = await upload(
      user.cookie,
      form({ folder: 'chats' }, [{ name: 'holiday.png', content: exe, type: 'image/png' }]),
    );
    expect(disguised.status).toBe(415);
    expect(await disguised.json()).toMatchObject({
      message: messages.uploadWrongType,
      fields: { 'files.0': messages.uploadWrongType },
    });
    const html = await upload(
      user.cookie,
      form({ folder: 'chats' }, [
        { name: 'note.txt', content: Buffer.from('<html><script>alert(1)</script>'), type: 'text/plain' },
      ]),
    );
    expect(html.status).toBe(415);
    const pdfAsAvatar = await upload(user.cookie, form({ folder: 'avatars' }, [{ name: 'a.png', content: pdf }]));
    expect(pdfAsAvatar.status).toBe(415);
    expect(await storedRows()).toBe(before);
  });

  it('refuses non-image files over 10 MB with the spec message but takes large images', async () => {
    const user = await t.signUp();
    const bigPdf = Buffer.concat([pdf, Buffer.alloc(10_485_760, 32)]);
    const tooBig = await upload(user.cookie, form({ folder: 'general' }, [{ name: 'big.pdf', content: bigPdf }]));
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe(messages.uploadTooLarge);
    const bigPng = Buffer.concat([png, Buffer.alloc(10_485_760, 0)]);
    const ok = await upload(user.cookie, form({ folder: 'chats' }, [{ name: 'big.png', content: bigPng }]));
    expect(ok.status).toBe(200);
  });

  it('keeps nothing when one file of several is refused', async () => {
    const user = await t.signUp();
    const before = await storedRows();
    const listFiles = async () => readdir(path.join(t.dataDir, 'files'), { recursive: true }).catch(() => []);
    const filesBefore = (await listFiles()).length;
    const res = await upload(
      user.cookie,
      form({ folder: 'chats' }, [
        { name: 'ok.png', content: png },
        { name: 'bad.png', content: exe },
      ]),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ fields: { 'files.1': messages.uploadWrongType } });
    expect(await storedRows()).toBe(before);
    expect((await listFiles()).length).toBe(filesBefore);
  });

  it('answers 400 with field messages for bad fields', async () => {
    const user = await t.signUp();
    const noFolder = await upload(user.cookie, form({}, [{ name: 'a.png', content: png }]));
    expect(noFolder.status).toBe(400);
    expect(await noFolder.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { folder: expect.any(String) } });
    const unknownFolder = await upload(user.cookie, form({ folder: 'secrets' }, [{ name: 'a.png', content: png }]));
    expect(unknownFolder.status).toBe(400);
    const noFiles = await upload(user.cookie, form({ folder: 'chats' }, []));
    expect(noFiles.status).toBe(400);
    expect(await noFiles.json()).toMatchObject({ fields: { files: messages.required } });
  });

  it('keeps admin-only folders for admins', async () => {
    const student = await t.signUp('STUDENT');
    const res = await upload(student.cookie, form({ folder: 'team' }, [{ name: 'a.png', content: png }]));
    expect(res.status).toBe(403);
  });

  it('answers 400 with the field when the download names no file', async () => {
    const res = await fetch(`${base}/api/download/file`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { file: expect.any(String) } });
  });
});
