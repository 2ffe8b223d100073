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

/** Connects and launches everyone of a classroom, ten at a time; `launchTimeoutMs` bounds each launch. */
export async function connectAll(
  target: { url: string; namespace: string; tokens: string[] },
  launchTimeoutMs = 30_000,
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
      await socket.timeout(launchTimeoutMs).emitWithAck('launch', { config: {} });
      return socket;
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}
