/**
 * What the classroom benchmarks with a server in a child process share: asking the child, waiting, percentiles, and
 * connecting and launching everyone ten at a time.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';

/** Sends `request` to the child and answers its next message. */
export const ask = <T>(child: ChildProcess, request: object | string) =>
  new Promise<T>((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(request);
  });
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : Number.NaN;

/**
 * Connects and launches everyone of a classroom, ten at a time; `launchTimeoutMs` bounds each launch. `launch` is the
 * launch payload (`{ config: {} }` when left out); with `until`, each waits for that event after its launch (a
 * student who knocks waits for `access_granted`, which a host answering `access_request` sends).
 */
export async function connectAll(
  target: { url: string; namespace: string; tokens: string[] },
  launchTimeoutMs = 30_000,
  { launch = { config: {} }, until }: { launch?: object; until?: string } = {},
): Promise<Socket[]> {
  const clients: Socket[] = [];
  for (let i = 0; i < target.tokens.length; i += 10) {
    const batch = target.tokens.slice(i, i + 10).map(async (token) => {
      const socket = io(`${target.url}${target.namespace}`, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token, instanceId: randomUUID() },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const arrived = until ? new Promise((resolve) => socket.once(until, resolve)) : null;
      await socket.timeout(launchTimeoutMs).emitWithAck('launch', launch);
      await arrived;
      return socket;
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** The web client's receipt window (apps/web receipt-reporter.ts). */
export const receiptWindowMs = 300;

/** One receiver's receipts as the web sends them: `message_read` for the newest message seen, once per window. */
export function reportReceipts(socket: Socket) {
  let newest: { key: string; room: string } | null = null;
  let timer: NodeJS.Timeout | null = null;
  return (key: string, room: string) => {
    newest = { key, room };
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      socket.emit('message_read', { messageId: newest!.key, roomId: newest!.room }, () => {});
    }, receiptWindowMs);
  };
}
