/**
 * The one transport of a side (send or receive) at a time: opened on demand, one opening at once, watched
 * while it lives, and dropped here (and on the server, when asked) before a new one replaces it.
 */
import type { TransportStatus } from './media-state';
import type { MediaRequest } from './signalling';
import {
  type CreatePeerConnection,
  closeTransport,
  type Direction,
  openTransport,
  type StateWatch,
  type Transport,
  watchTransport,
} from './transports';

/** The slot was dropped while its transport was being opened or used: the result no longer matters. */
export class Aborted extends Error {
  constructor() {
    super('Transport not found: superseded');
  }
}

export interface TransportSlotDeps {
  request: MediaRequest;
  direction: Direction;
  createPeerConnection: CreatePeerConnection;
  onState: (state: TransportStatus) => void;
  /** What to do when the live transport disconnects or fails. */
  watch: (transport: Transport) => Omit<StateWatch, 'onState'>;
}

export class TransportSlot {
  private transport: Transport | null = null;
  private opening: Promise<Transport> | null = null;
  private unwatch = () => {};

  constructor(private readonly deps: TransportSlotDeps) {}

  /** The live transport, if one is open. */
  get current(): Transport | null {
    return this.transport;
  }

  /** Whether a transport is being opened now. */
  get isOpening(): boolean {
    return this.opening !== null;
  }

  /** The live transport, or a new one (M2); concurrent callers share one opening. */
  ensure(): Promise<Transport> {
    if (this.transport) return Promise.resolve(this.transport);
    if (this.opening) return this.opening;
    const { request, direction, createPeerConnection } = this.deps;
    const opening = openTransport(request, direction, createPeerConnection).then((transport) => {
      if (this.opening !== opening) {
        closeTransport(transport, request);
        throw new Aborted();
      }
      this.opening = null;
      this.transport = transport;
      this.deps.onState(transport.pc.connectionState);
      this.unwatch = watchTransport(transport, { onState: this.deps.onState, ...this.deps.watch(transport) });
      return transport;
    });
    this.opening = opening;
    opening.catch(() => {
      if (this.opening === opening) this.opening = null;
    });
    return opening;
  }

  /** Throws `Aborted` unless `transport` is still the live one. */
  check(transport: Transport): void {
    if (transport.closed || this.transport !== transport) throw new Aborted();
  }

  /** Closes the live transport (on the server too when `closeOnServer`) and forgets an opening. */
  drop(closeOnServer: boolean): void {
    const transport = this.transport;
    this.transport = null;
    this.opening = null;
    this.unwatch();
    this.unwatch = () => {};
    if (transport) closeTransport(transport, closeOnServer ? this.deps.request : null);
    this.deps.onState('none');
  }
}
