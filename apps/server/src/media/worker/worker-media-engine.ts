/**
 * A MediaEngine whose engine runs in a worker thread (ADR 0023): every port call becomes one message, every
 * engine event comes back as one, so packet forwarding never waits behind API, chat or whiteboard work on
 * the main thread. Rejections keep their MediaError type and message. If the worker dies, the calls in
 * flight reject with `badState` at once and the next call starts a fresh worker (with no routers: callers
 * then get `routerNotFound`, as after a restart). The worker starts on the first call, so an app that
 * never opens a classroom's media (most tests) never starts one.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MediaConfig } from '../media-config.js';
import * as Port from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { RtpCapabilities } from '../media-types.js';
import type { WeriftEngineOptions } from '../werift/werift-engine.js';
import { type EngineMethod, fromWireError, type WorkerMessage } from './engine-protocol.js';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export interface WorkerEngineOptions {
  /** The worker script (tests start a fake engine); default: the werift worker. */
  entry?: URL;
  workerData?: unknown;
  log?: (line: string) => void;
}

/**
 * The werift worker's script: the TypeScript source beside this file, or its bundle under the built server's
 * dist/ (tsdown.config.ts), where this code sits in dist/main.mjs or a chunk beside it.
 */
export function weriftWorkerEntry(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './werift-worker.ts' : './media/worker/werift-worker.mjs', import.meta.url);
}

/**
 * Starts a worker on `entry`. A TypeScript entry (sources, tests) first registers tsx's loader inside the new
 * thread: on Node 20 a worker does not inherit the parent's loader, nor honour `--import` in its execArgv.
 */
function spawnWorker(entry: URL, workerData: unknown): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData });
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export class WorkerMediaEngine implements Port.MediaEngine {
  readonly name = 'werift';
  private worker?: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Port.MediaEngineListeners();
  private nextId = 1;
  private closed = false;
  private readonly entry: URL;
  private readonly workerData: unknown;

  constructor(
    config: MediaConfig,
    engineOptions: WeriftEngineOptions = {},
    private readonly options: WorkerEngineOptions = {},
  ) {
    this.entry = options.entry ?? weriftWorkerEntry();
    this.workerData = options.workerData ?? { config, options: engineOptions };
  }

  private start(): Worker {
    const worker = spawnWorker(this.entry, this.workerData);
    worker.unref(); // referenced only while a call is in flight (see call)
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    worker.on('error', (error) => this.fail(worker, error.message));
    worker.on('exit', (code) => this.fail(worker, `exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  private receive(message: WorkerMessage) {
    if (message.kind === 'event') {
      this.listeners.emit(message.event);
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.settled(message.id);
    if (message.kind === 'result') pending.resolve(message.value);
    else pending.reject(fromWireError(message.error));
  }

  private settled(id: number) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
  }

  /** The worker is gone: nothing in flight may hang. */
  private fail(worker: Worker, reason: string) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    if (!this.closed) this.options.log?.(`media worker stopped: ${reason}`);
    const calls = [...this.pending.values()];
    this.pending.clear();
    for (const call of calls) call.reject(new MediaError('badState', `media worker stopped: ${reason}`));
  }

  private call<T>(method: EngineMethod, input?: unknown): Promise<T> {
    if (this.closed && method !== 'close') return Promise.reject(new MediaError('badState', 'media engine closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      try {
        worker.postMessage({ kind: 'call', id, method, input });
      } catch (error) {
        this.settled(id);
        reject(error as Error);
      }
    });
  }

  /**
   * Closing needs no worker when none runs: a fresh worker holds no routers, so there is nothing to close. Starting
   * one only to close nothing cost every leave of a lesson without media seconds (tests saw 4–7 s per leave).
   */
  private closeInWorker(method: 'closeRouter' | 'closePeer', input: unknown): Promise<void> {
    if (!this.worker && !this.closed) return Promise.resolve();
    return this.call<void>(method, input);
  }

  onEvent(listener: Port.MediaEngineListener) {
    return this.listeners.add(listener);
  }

  createRouter(input: { routerId: string }) {
    return this.call<{ routerId: string; rtpCapabilities: RtpCapabilities }>('createRouter', input);
  }
  getRouterRtpCapabilities(input: { routerId: string }) {
    return this.call<RtpCapabilities>('getRouterRtpCapabilities', input);
  }
  closeRouter(input: { routerId: string }) {
    return this.closeInWorker('closeRouter', input);
  }
  createTransport(input: Port.CreateTransportInput) {
    return this.call<Port.CreateTransportResult>('createTransport', input);
  }
  connectTransport(input: Parameters<Port.MediaEngine['connectTransport']>[0]) {
    return this.call<Awaited<ReturnType<Port.MediaEngine['connectTransport']>>>('connectTransport', input);
  }
  restartIce(input: Port.PeerRef & { transportId: string }) {
    return this.call<Port.RestartIceResult>('restartIce', input);
  }
  closeTransport(input: Port.PeerRef & { transportId: string }) {
    return this.call<void>('closeTransport', input);
  }
  produce(input: Port.ProduceInput) {
    return this.call<Port.ProduceResult>('produce', input);
  }
  pauseProducer(input: Port.PeerRef & { producerId: string }) {
    return this.call<void>('pauseProducer', input);
  }
  resumeProducer(input: Port.PeerRef & { producerId: string }) {
    return this.call<void>('resumeProducer', input);
  }
  closeProducer(input: Port.PeerRef & { producerId: string }) {
    return this.call<void>('closeProducer', input);
  }
  getProducers(input: Port.PeerRef) {
    return this.call<Awaited<ReturnType<Port.MediaEngine['getProducers']>>>('getProducers', input);
  }
  consume(input: Port.ConsumeInput) {
    return this.call<Port.ConsumeResult>('consume', input);
  }
  pauseConsumer(input: Port.PeerRef & { consumerId: string }) {
    return this.call<Awaited<ReturnType<Port.MediaEngine['pauseConsumer']>>>('pauseConsumer', input);
  }
  resumeConsumer(input: Port.PeerRef & { consumerId: string }) {
    return this.call<Awaited<ReturnType<Port.MediaEngine['resumeConsumer']>>>('resumeConsumer', input);
  }
  closeConsumer(input: Port.PeerRef & { consumerId: string }) {
    return this.call<void>('closeConsumer', input);
  }
  closeConsumersOf(input: Port.PeerRef & { producerId: string }) {
    return this.call<number>('closeConsumersOf', input);
  }
  setCamerasReceived(input: Port.PeerRef & { receive: boolean }) {
    return this.call<number>('setCamerasReceived', input);
  }
  forwardedTo(input: Port.PeerRef) {
    return this.call<Port.ForwardedPackets>('forwardedTo', input);
  }
  setPreferredLayer(input: Port.PeerRef & { consumerId: string; spatialLayer: number }) {
    return this.call<Awaited<ReturnType<Port.MediaEngine['setPreferredLayer']>>>('setPreferredLayer', input);
  }
  checkProducerState(input: Port.PeerRef & { producerId: string; consumerId?: string }) {
    return this.call<Port.ProducerState>('checkProducerState', input);
  }
  closePeer(input: Port.PeerRef) {
    return this.closeInWorker('closePeer', input);
  }
  getStats() {
    return this.call<Port.EngineStats>('getStats');
  }

  /** Closes the engine inside the worker, then the worker; later calls reject. */
  async close() {
    if (this.closed) return;
    this.closed = true;
    const worker = this.worker;
    if (!worker) return;
    await this.call('close').catch(() => undefined);
    await worker.terminate();
    this.listeners.clear();
  }

  /** The worker's thread id (tests, diagnostics); undefined between a crash and the next call. */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }
}
