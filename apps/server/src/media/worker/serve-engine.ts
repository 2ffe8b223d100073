/**
 * The worker side of the engine protocol: answers `call` messages from a MediaEngine and forwards its
 * events, so any engine can sit behind WorkerMediaEngine.
 */

import { readFileSync } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';
import type { EngineStats, MediaEngine } from '../media-engine.js';
import { type CallMessage, isEngineMethod, toWireError, type WorkerMessage } from './engine-protocol.js';

/** This thread's utime + stime in µs (Linux: /proc/thread-self/stat, clock ticks of 10 ms), if readable. */
export function readThreadCpuMicros(): number | undefined {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

export function serveEngine(engine: MediaEngine, port: MessagePort): void {
  const post = (message: WorkerMessage) => port.postMessage(message);
  engine.onEvent((event) => post({ kind: 'event', event }));
  port.on('message', async (message: CallMessage) => {
    const { id, method, input } = message;
    try {
      if (!isEngineMethod(method)) throw new Error(`unknown engine method ${String(method)}`);
      const call = engine[method] as (input: unknown) => Promise<unknown>;
      const value = await call.call(engine, input);
      if (method === 'getStats') (value as EngineStats).threadCpuMicros = readThreadCpuMicros();
      post({ kind: 'result', id, value });
    } catch (error) {
      post({ kind: 'error', id, error: toWireError(error) });
    }
    // After close the engine holds nothing; closing the port lets the thread end on its own.
    if (method === 'close') port.close();
  });
}
