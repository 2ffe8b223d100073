/**
 * Transports (M2, M3): one RTCPeerConnection per server transport, negotiations one at a time, no trickle
 * ICE, and a watch on the connection state (spec 4: new, connecting and connected are active; disconnected
 * calls for an ICE restart every 10 s; failed is a failure).
 */
import { classroom, type TransportParamsPayload } from '@chalkline/contracts';
import type { MediaRequest } from './signalling';

/** Runs tasks one after another; a failed task does not stop the ones after it. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.tail.then(task);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

export type Direction = 'send' | 'recv';

export interface Transport {
  readonly id: string;
  readonly direction: Direction;
  readonly pc: RTCPeerConnection;
  readonly queue: SerialQueue;
  closed: boolean;
}

export type CreatePeerConnection = (config: RTCConfiguration) => RTCPeerConnection;

export const iceGatheringTimeoutMs = 2000;

/** M3: resolves once ICE gathering is complete, or after 2 s at most. */
export function waitForIceGathering(pc: RTCPeerConnection, timeoutMs = iceGatheringTimeoutMs): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => {
      if (pc.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, timeoutMs);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

/** The local description once gathering is done (M3), as the payload's `sdp`. */
export async function gatheredDescription(pc: RTCPeerConnection, type: 'offer' | 'answer') {
  await waitForIceGathering(pc);
  const sdp = pc.localDescription?.sdp;
  if (!sdp) throw new Error('Invalid session description: no local description');
  return { type, sdp };
}

const keys: Record<Direction, { consumer: boolean; key: string; connectNow?: boolean }> = {
  send: { consumer: false, key: 'webcam' },
  recv: { consumer: true, key: 'consumer', connectNow: true },
};

/** M8: the server's offer on a receive transport answered, and the answer sent through `connect_transport`. */
export async function answerServerOffer(
  request: MediaRequest,
  transport: Transport,
  offer: RTCSessionDescriptionInit,
): Promise<void> {
  const { pc } = transport;
  await pc.setRemoteDescription(offer);
  await pc.setLocalDescription(await pc.createAnswer());
  const sdp = await gatheredDescription(pc, 'answer');
  await request('connect_transport', { transportId: transport.id, sdp });
}

/**
 * M2: `create_transport`, then an RTCPeerConnection with the server's `iceServers` and max-bundle. A server
 * transport that is still connected to a connection this client already dropped is closed and made anew. The
 * receive transport asks to connect now: the server's first offer, when it sends one, is answered at once on the
 * transport's queue, so ICE and DTLS are up before the first consumer (whose negotiation waits behind it).
 */
export async function openTransport(
  request: MediaRequest,
  direction: Direction,
  createPeerConnection: CreatePeerConnection,
): Promise<Transport> {
  let answer = await request('create_transport', keys[direction]);
  if (answer.isExistsAndConnected) {
    await request('close_transport', { transportId: answer.params.id }).catch(() => undefined);
    answer = await request('create_transport', keys[direction]);
  }
  const params: TransportParamsPayload = answer.params;
  const pc = createPeerConnection({ iceServers: params.iceServers, bundlePolicy: 'max-bundle' });
  const transport: Transport = { id: params.id, direction, pc, queue: new SerialQueue(), closed: false };
  const offer = answer.sdp;
  if (offer) {
    // A failure here leaves the server's offer unanswered: the first consume then fails and recovery re-creates.
    transport.queue
      .run(() => answerServerOffer(request, transport, offer))
      .catch((error: unknown) => console.warn(`Receiving media: ${String(error)}`));
  }
  return transport;
}

/** Closes the connection here and, best effort, the transport on the server. */
export function closeTransport(transport: Transport, request: MediaRequest | null): void {
  if (transport.closed) return;
  transport.closed = true;
  transport.pc.close();
  request?.('close_transport', { transportId: transport.id }).catch(() => undefined);
}

export const isActiveState = (state: RTCPeerConnectionState): boolean =>
  state === 'new' || state === 'connecting' || state === 'connected';

export interface StateWatch {
  onState: (state: RTCPeerConnectionState) => void;
  /** Called when the connection becomes disconnected, then every 10 s while it stays so. */
  onDisconnected: () => void;
  onFailed: () => void;
}

/** Follows a transport's connection state; answers a function that stops watching. */
export function watchTransport(transport: Transport, watch: StateWatch): () => void {
  const { pc } = transport;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const changed = () => {
    if (transport.closed) return stopTimer();
    const state = pc.connectionState;
    watch.onState(state);
    if (state === 'disconnected') {
      if (timer) return;
      watch.onDisconnected();
      timer = setInterval(() => {
        if (transport.closed || pc.connectionState !== 'disconnected') return stopTimer();
        watch.onDisconnected();
      }, classroom.iceRestartIntervalMs);
      return;
    }
    stopTimer();
    if (state === 'failed') watch.onFailed();
  };
  pc.addEventListener('connectionstatechange', changed);
  return () => {
    stopTimer();
    pc.removeEventListener('connectionstatechange', changed);
  };
}

/** Rejects with "timeout" when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Invalid media state: timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Chrome's start bitrate (spec 9: 320 kbps) for every video m-section of the server's answer, as the
 * `x-google-start-bitrate` parameter of its one codec (M5); everything else passes through.
 */
export function withStartBitrate(sdp: string, kbps = classroom.startBitrate / 1000): string {
  const param = `x-google-start-bitrate=${kbps}`;
  const [head = '', ...sections] = sdp.split(/\r\n(?=m=)/);
  const patched = sections.map((section) => {
    const lines = section.split('\r\n');
    const pt = lines[0]?.split(' ')[3];
    if (!section.startsWith('m=video') || section.startsWith('m=video 0 ') || !pt || section.includes(param))
      return section;
    const fmtp = lines.findIndex((l) => l.startsWith(`a=fmtp:${pt} `));
    if (fmtp >= 0) lines[fmtp] = `${lines[fmtp]};${param}`;
    else {
      const rtpmap = lines.findIndex((l) => l.startsWith(`a=rtpmap:${pt} `));
      if (rtpmap < 0) return section;
      lines.splice(rtpmap + 1, 0, `a=fmtp:${pt} ${param}`);
    }
    return lines.join('\r\n');
  });
  return [head, ...patched].join('\r\n');
}
