/**
 * Opening a transport on Janus: a handle on the router's instance, joined to its room as a publisher when it sends;
 * a connected transport of the same key is answered again instead.
 */
import { randomUUID } from 'node:crypto';
import type * as Port from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { SessionDescription } from '../media-types.js';
import { filterCandidates } from '../sdp-policy.js';
import type { iceServersFor } from '../turn-credentials.js';
import { applyLayers } from './consuming.js';
import type { JanusClient, JanusJsep } from './janus-client.js';
import { onHandleEvent } from './janus-events.js';
import { sdpCandidates, sdpFingerprints, sdpIceParameters } from './janus-sdp.js';
import { negotiatePublisher } from './producing.js';
import type { Registry, RouterRec, TransportRec } from './registry.js';

type IceServers = ReturnType<typeof iceServersFor>;

/** What the client needs to reach a transport: its ICE and DTLS parameters and the TURN servers. */
export function transportParams(rec: TransportRec, iceServers: IceServers) {
  return {
    id: rec.id,
    direction: rec.direction,
    iceParameters: sdpIceParameters(rec.localSdp),
    iceCandidates: sdpCandidates(rec.localSdp),
    dtlsParameters: { role: 'auto' as const, fingerprints: sdpFingerprints(rec.localSdp) },
    iceServers,
  };
}

/** Opens a transport on a live router (or answers the connected one of the same key). */
export async function openTransport(
  registry: Registry,
  router: RouterRec & { client: JanusClient },
  input: Port.CreateTransportInput,
  iceServers: IceServers,
): Promise<Port.CreateTransportResult> {
  if (input.key) {
    for (const id of router.peers.get(input.peerId) ?? []) {
      const rec = registry.transports.get(id);
      if (!rec || rec.key !== input.key || rec.direction !== input.direction) continue;
      if (rec.state === 'connected') return { isExistsAndConnected: true, params: transportParams(rec, iceServers) };
      await registry.closeTransport(id, 'closed');
    }
  }
  const id = randomUUID();
  const client = router.client;
  const handle = await client.attach((message) => onHandleEvent(registry, id, message));
  let markConnected = () => {};
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  const rec: TransportRec = {
    id,
    routerId: input.routerId,
    peerId: input.peerId,
    direction: input.direction,
    key: input.key,
    client,
    handle,
    state: 'new',
    published: false,
    joined: false,
    sources: new Map(),
    sections: new Map(),
    producers: new Set(),
    consumers: new Set(),
    connected,
    markConnected,
    closed: false,
  };
  if (input.direction === 'send') {
    try {
      const joined = await client.message(handle, { request: 'join', ptype: 'publisher', room: router.room });
      rec.feed = Number(joined.data.id);
      rec.joined = true;
    } catch (error) {
      await client.detach(handle);
      throw new MediaError('badState', `Janus refused the publisher: ${(error as Error).message}`);
    }
  }
  if (!registry.routers.has(input.routerId) || router.client !== client) {
    await client.detach(handle);
    throw new MediaError('routerNotFound', input.routerId);
  }
  registry.transports.set(id, rec);
  const peer = router.peers.get(input.peerId) ?? new Set<string>();
  router.peers.set(input.peerId, peer.add(id));
  return { isExistsAndConnected: false, params: transportParams(rec, iceServers) };
}

/** Takes the client's SDP: a publisher's offer is negotiated; a subscriber's answer settles the offer waiting. */
export async function connectWith(
  registry: Registry,
  rec: TransportRec,
  sdp: SessionDescription,
  allowCandidate: (address: string) => boolean,
): Promise<{ sdp?: SessionDescription }> {
  if (rec.direction === 'send') return { sdp: await negotiatePublisher(registry, rec, sdp, allowCandidate) };
  if (sdp.type !== 'answer' || !rec.awaiting) throw new MediaError('badState', 'no offer waits for an answer');
  const awaiting = rec.awaiting;
  try {
    const jsep: JanusJsep = { type: 'answer', sdp: filterCandidates(sdp.sdp, allowCandidate) };
    await rec.client.message(rec.handle, { request: 'start' }, jsep);
    awaiting.settle();
  } catch (error) {
    const failure = new MediaError('badSdp', `Janus refused the answer: ${(error as Error).message}`);
    awaiting.settle(failure);
    throw failure;
  }
  await applyLayers(registry, rec);
  return {};
}

/** An ICE restart: a publisher answers its credentials (its next offer restarts both); a subscriber closes. */
export async function restartIceOf(registry: Registry, rec: TransportRec): Promise<Port.RestartIceResult> {
  // Janus restarts its side when the client's next offer carries new credentials (M11).
  if (rec.direction === 'send') return { iceParameters: sdpIceParameters(rec.localSdp) };
  await registry.closeTransport(rec.id, 'closed');
  return { transportNotFound: true };
}
