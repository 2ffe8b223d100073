/**
 * A werift peer that stands in for the lobby's video-path probe (ADR 0086): one data channel, on loopback, with the
 * engine's own ICE options (no interface enumeration, no default STUN server), so tests ask no other host.
 */
import { RTCPeerConnection } from 'werift';
import { loadMediaConfig } from '../../src/media/media-config.js';
import { type PeerInternals, weriftIceOptions, withoutDefaultStun } from '../../src/media/werift/werift-internals.js';

/** A gathered offer, candidates inline, like the browser sends after gathering (M3). */
export async function probeOffer() {
  const pc = new RTCPeerConnection({ bundlePolicy: 'max-bundle', ...weriftIceOptions(loadMediaConfig({})) });
  pc.createDataChannel('probe');
  withoutDefaultStun((pc as unknown as PeerInternals).findOrCreateTransport().iceTransport);
  await pc.setLocalDescription(await pc.createOffer());
  if (pc.iceGatheringState !== 'complete')
    await new Promise<void>((resolve) => pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && resolve()));
  return { pc, offer: { type: 'offer' as const, sdp: pc.localDescription!.sdp } };
}

/** Whether the peer connects within `ms` (false on failure or timeout). */
export const connected = (pc: RTCPeerConnection, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' || state === 'failed') {
        clearTimeout(timer);
        resolve(state === 'connected');
      }
    });
  });
