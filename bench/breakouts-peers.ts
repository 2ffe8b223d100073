/**
 * The people of breakouts.bench.ts: Socket.IO classroom clients and Chromium pages running the reference media client
 * (apps/server/test/media/media-client.js), each one sending chat in the room it is in
 * and reporting read receipts as the web does. A message's content is its sending time (performance.timeOrigin +
 * performance.now(), comparable between Node and Chromium on one machine), so every receiver measures its latency.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import { call } from '../apps/server/test/media/media-browser.js';
import type { BreakoutsTarget } from './breakouts.server.js';
import { receiptWindowMs, reportReceipts } from './classroom-clients.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const now = () => performance.timeOrigin + performance.now();

/** One participant as the bench drives it: its connection (tab id), how it says something, what it received. */
export interface Person {
  connection: string;
  /** Sends one chat message to `room` (fire and forget; the ack is awaited by nobody). */
  say(room: string): void;
  /** The latencies (ms) of the messages it received since the last call, and forgets them. */
  take(): Promise<number[]>;
}

type Message = { key: string; room: string; content: string };

/** A classroom client already let in: listens to `message`, reports receipts, sends with its send time. */
export function chattingSocket(socket: Socket): Person {
  const received: number[] = [];
  const report = reportReceipts(socket);
  socket.on('message', (m: Message) => {
    received.push(now() - Number(m.content));
    report(m.key, m.room);
  });
  return {
    connection: (socket.auth as { instanceId: string }).instanceId,
    say: (room) => {
      socket.emit('message', { message: { key: randomUUID(), room, content: `${now()}` } }, () => {});
    },
    take: async () => received.splice(0),
  };
}

/**
 * Serves the media page (the reference client and its chat) on 127.0.0.1: a page Playwright fulfils itself counts as
 * outside the local network, and Chromium then blocks its WebSocket to the server (local network access checks).
 * The server is told to accept this origin (ALLOWED_ORIGINS).
 */
export async function serveMediaPage() {
  const script = (file: string) => readFile(path.join(here, file), 'utf8');
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html',
      '<!doctype html><meta charset="utf-8"><title>media</title><script src="/socket.io.js"></script><script src="/media-client.js"></script><script src="/chat.js"></script>',
    ],
    '/socket.io.js': ['text/javascript', await script('../node_modules/socket.io-client/dist/socket.io.min.js')],
    '/media-client.js': ['text/javascript', await script('../apps/server/test/media/media-client.js')],
    '/chat.js': ['text/javascript', pageChat],
  };
  const http = createServer((request, response) => {
    const file = files[request.url ?? '/'];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' }).end(file?.[1] ?? '');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => http.close() };
}

/**
 * A student in Chromium who enters the classroom with `token` (a host lets them in meanwhile) and then chats like the
 * Node clients; `publish()` turns the fake camera and microphone on.
 */
export async function openMediaPerson(browser: Browser, pageUrl: string, target: BreakoutsTarget, token: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(pageUrl);
  const connection = randomUUID();
  await page.evaluate((c) => (globalThis as never as { mc: { join(c: unknown): Promise<string> } }).mc.join(c), {
    url: `${target.url}${target.namespace}`,
    auth: { token, instanceId: connection },
    launch: launchOf(target),
  });
  await page.evaluate(
    (ms) => (globalThis as never as { installChat(ms: number): void }).installChat(ms),
    receiptWindowMs,
  );
  const person: Person & { page: Page; publish(): Promise<unknown> } = {
    page,
    connection,
    say: (room) => void page.evaluate((r) => (globalThis as never as { say(r: string): void }).say(r), room),
    take: () => page.evaluate(() => (globalThis as never as { received: number[] }).received.splice(0)),
    publish: () => call(page, 'publishCamera'),
  };
  return person;
}

/** What a student's tab sends to knock on the program's classroom. */
export const launchOf = (target: BreakoutsTarget) => ({ config: { programId: target.programId } });

/**
 * In the page (Chromium): the same chat as chattingSocket, on the media client's socket. A script, not a function
 * given to page.evaluate, so tsx's name helpers never reach the page.
 */
const pageChat = `
window.installChat = (windowMs) => {
  const socket = window.mc.socket;
  const at = () => performance.timeOrigin + performance.now();
  let newest = null;
  let timer = null;
  window.received = [];
  socket.on('message', (m) => {
    window.received.push(at() - Number(m.content));
    newest = m;
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      socket.emit('message_read', { messageId: newest.key, roomId: newest.room }, () => {});
    }, windowMs);
  });
  window.say = (room) =>
    socket.emit('message', { message: { key: crypto.randomUUID(), room, content: String(at()) } }, () => {});
};`;
