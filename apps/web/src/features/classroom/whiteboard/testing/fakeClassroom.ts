/**
 * An in-memory stand-in for the classroom namespace's whiteboard handlers (R24–R27), for unit tests: one server
 * Yjs doc, sockets that relay to each other through a queue, disconnects and reconnects with a fresh snapshot.
 * Binary travels as ArrayBuffer, as Socket.IO delivers it in browsers.
 */
import * as Y from 'yjs';
import type { SocketListener, WhiteboardSocket } from '../wire';

type Ack = (answer: unknown) => void;

const asArrayBuffer = (bytes: Uint8Array) => bytes.slice().buffer;
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export class FakeClassroom {
  readonly doc = new Y.Doc();
  readonly sockets = new Set<FakeSocket>();
  /** Every event a client sent, in order. */
  readonly received: { from: FakeSocket; event: string; payload: unknown }[] = [];
  private queue: (() => void)[] = [];

  constructor(readonly whiteboardId: string) {}

  connect(name: string): FakeSocket {
    const socket = new FakeSocket(this, name);
    this.sockets.add(socket);
    return socket;
  }

  /** Delivers everything in flight, including what the deliveries cause. */
  flush(): void {
    for (let guard = 0; this.queue.length; guard++) {
      if (guard > 10_000_000) throw new Error('The fake network does not settle');
      this.queue.shift()!();
    }
  }

  later(task: () => void): void {
    this.queue.push(task);
  }

  updatesFrom(socket: FakeSocket): number {
    return this.received.filter((r) => r.from === socket && r.event === 'y_update').length;
  }

  handle(from: FakeSocket, event: string, payload: Record<string, unknown>, ack?: Ack): void {
    this.received.push({ from, event, payload });
    const others = (name: string, body: unknown) => {
      for (const socket of this.sockets) if (socket !== from && socket.connected) socket.deliver(name, body);
    };
    switch (event) {
      case 'start_whiteboard': {
        const state = Y.encodeStateAsUpdate(this.doc);
        others('start_whiteboard', { whiteboardId: payload.whiteboardId, state: asArrayBuffer(state) });
        ack?.({ proceed: true, state: asArrayBuffer(state) });
        return;
      }
      case 'y_update': {
        const update = payload.update as Uint8Array;
        Y.decodeUpdate(update);
        Y.applyUpdate(this.doc, update, 'client');
        others('y_update', { whiteboardId: payload.whiteboardId, update: asArrayBuffer(update) });
        ack?.({});
        return;
      }
      case 'y_awareness_update':
        others('y_awareness_update', { ...payload, update: asArrayBuffer(payload.update as Uint8Array) });
        return;
      case 'remove-awareness':
        others('remove-awareness', payload);
        others('y_remove_awareness', payload);
        return;
    }
  }

  /** The admission snapshot a (re)connecting client receives (R9, R25). */
  snapshot() {
    return { whiteboard: { key: this.whiteboardId, state: toBase64(Y.encodeStateAsUpdate(this.doc)) } };
  }
}

export class FakeSocket implements WhiteboardSocket {
  connected = true;
  private listeners = new Map<string, Set<SocketListener>>();

  constructor(
    private readonly server: FakeClassroom,
    readonly name: string,
  ) {}

  on(event: string, listener: SocketListener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: SocketListener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** Client → server: dropped while disconnected (the real server would refuse it before re-admission). */
  emit(event: string, ...args: unknown[]) {
    if (!this.connected) return this;
    const [payload, ack] = args as [Record<string, unknown>, Ack | undefined];
    this.server.later(() =>
      this.server.handle(this, event, payload, ack && ((answer) => this.server.later(() => ack(answer)))),
    );
    return this;
  }

  /** Server → client, through the network queue. */
  deliver(event: string, payload: unknown): void {
    this.server.later(() => this.fire(event, payload));
  }

  disconnect(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** Comes back and is re-admitted: the fresh `access_granted` snapshot carries the board's whole state. */
  reconnect(): void {
    this.connected = true;
    this.fire('connect', undefined);
    this.deliver('access_granted', this.server.snapshot());
  }

  private fire(event: string, payload: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) (listener as (body: unknown) => void)(payload);
  }
}
