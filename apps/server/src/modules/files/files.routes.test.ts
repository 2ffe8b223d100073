import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { messages } from '@chalkline/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../test/harness.js';
import { files as filesTable } from '../../db/schema/index.js';
import { nulMessage } from '../../http/nul-guard.js';
import { imageTooLargeMessage, quotaMessage, tooManyFilesMessage } from './file.service.js';
import { uploadLimits } from './folder-rules.js';

/** The smallest valid PNG (1x1), so the type is found by content. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32), Buffer.from('\n%%EOF\n')]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A PNG whose header declares `width` × `height` (the checks read the header, never the pixels). */
function pngOfSize(width: number, height: number) {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  return copy;
}

/**
 * Starts a multipart upload announcing one `total`-byte PDF, sends only its first `sent` bytes and waits: a
 * server that answers has refused the file without waiting for (or holding) the rest of the body.
 */
function partialUpload(base: string, cookie: string, total: number, sent: number): Promise<number> {
  const boundary = 'chalklinestream';
  const head = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="folder"',
      '',
      'general',
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="huge.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4\n',
    ].join('\r\n'),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/files/upload`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + total + tail.length,
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer before the whole body was sent'));
    }, 15_000);
    req.on('response', (res) => {
      clearTimeout(timer);
      resolve(res.statusCode ?? 0);
      res.resume();
      req.destroy();
    });
    req.on('error', () => undefined);
    req.write(head);
    let written = 0;
    const chunk = Buffer.alloc(256 * 1024, 32);
    const pump = () => {
      while (written < sent) {
        written += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

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
    t.modules.files.rooms.register('test', async (viewer, roomId) => roomId === 'test:room1' && members.has(viewer.id));
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

  it('refuses non-image files over 10 MB with the spec message, and images far beyond the client compression', async () => {
    const user = await t.signUp();
    const bigPdf = Buffer.concat([pdf, Buffer.alloc(10_485_760, 32)]);
    const tooBig = await upload(user.cookie, form({ folder: 'general' }, [{ name: 'big.pdf', content: bigPdf }]));
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toBe(messages.uploadTooLarge);
    const fullPdf = Buffer.concat([pdf, Buffer.alloc(10_485_760 - pdf.length, 32)]);
    const atLimit = await upload(user.cookie, form({ folder: 'general' }, [{ name: 'full.pdf', content: fullPdf }]));
    expect(atLimit.status).toBe(200);

    const heavyPng = Buffer.concat([png, Buffer.alloc(uploadLimits.imageBytes, 0)]);
    const heavy = await upload(user.cookie, form({ folder: 'chats' }, [{ name: 'big.png', content: heavyPng }]));
    expect(heavy.status).toBe(413);
    expect(await heavy.json()).toMatchObject({
      message: imageTooLargeMessage,
      fields: { 'files.0': imageTooLargeMessage },
    });
    const wide = await upload(
      user.cookie,
      form({ folder: 'chats' }, [{ name: 'wide.png', content: pngOfSize(5000, 10) }]),
    );
    expect(wide.status).toBe(413);
    expect(await wide.json()).toMatchObject({ message: imageTooLargeMessage });
    const largeButFine = Buffer.concat([pngOfSize(4096, 3000), Buffer.alloc(4 * 1024 * 1024, 0)]);
    const ok = await upload(user.cookie, form({ folder: 'chats' }, [{ name: 'ok.png', content: largeButFine }]));
    expect(ok.status).toBe(200);
  });

  it('takes one image as an avatar and at most ten files elsewhere, keeping nothing of a refused upload', async () => {
    const user = await t.signUp();
    const before = await storedRows();
    const two = await upload(
      user.cookie,
      form({ folder: 'avatars' }, [
        { name: 'a.png', content: png },
        { name: 'b.png', content: png },
      ]),
    );
    expect(two.status).toBe(400);
    expect(await two.json()).toMatchObject({ fields: { files: tooManyFilesMessage(1) } });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, content: png }));
    const many = await upload(user.cookie, form({ folder: 'chats' }, eleven));
    expect(many.status).toBe(413);
    expect(await many.json()).toMatchObject({ fields: { files: tooManyFilesMessage(10) } });
    expect(await storedRows()).toBe(before);
    const ten = await upload(user.cookie, form({ folder: 'chats' }, eleven.slice(1)));
    expect(ten.status).toBe(200);
  });

  it('refuses a NUL in a form field and fields sent after the files', async () => {
    const user = await t.signUp();
    const nul = await upload(user.cookie, form({ folder: 'chats\u0000' }, [{ name: 'a.png', content: png }]));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ fields: { folder: nulMessage } });
    const late = new FormData();
    late.append('files', new Blob([png], { type: 'image/png' }), 'a.png');
    late.append('folder', 'chats');
    expect((await upload(user.cookie, late)).status).toBe(400);
  });

  it('stops reading an oversized upload at the limit instead of taking the whole body', async () => {
    const user = await t.signUp();
    // 40 MB announced, 12 MB sent: the answer comes at the 10 MB limit, while the body is still unfinished.
    const status = await partialUpload(base, user.cookie, 40 * 1024 * 1024, 12 * 1024 * 1024);
    expect(status).toBe(413);
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

describe('storage quota', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_QUOTA_MB: '1' });
    base = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  const pdfOf = (bytes: number) => Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 32)]);
  const send = (cookie: string, content: Buffer) => {
    const body = new FormData();
    body.append('folder', 'general');
    body.append('files', new Blob([content], { type: 'application/pdf' }), 'notes.pdf');
    return fetch(`${base}/api/files/upload`, { method: 'POST', body, headers: { cookie } });
  };

  it('refuses an upload that would go over the person’s quota with a clear 413, and counts per person', async () => {
    const user = await t.signUp();
    expect((await send(user.cookie, pdfOf(600 * 1024))).status).toBe(200);
    const over = await send(user.cookie, pdfOf(600 * 1024));
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: quotaMessage(1024 * 1024) });
    expect((await send(user.cookie, pdfOf(300 * 1024))).status).toBe(200);
    const other = await t.signUp();
    expect((await send(other.cookie, pdfOf(600 * 1024))).status).toBe(200);
  });
});
