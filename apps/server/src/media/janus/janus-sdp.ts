/**
 * How the port's SDP shapes map onto Janus VideoRoom (docs/decisions, Janus mapping): the browser's publisher
 * offer goes through our media policy (M5 codec choice, no RTX/RED/FEC) but keeps transport-wide congestion
 * control, which Janus answers with real feedback; Janus's subscriber offers carry exactly the publisher's
 * codec and are handed to the browser as the port's consume offer. Simulcast: we number layers lowest first
 * (M5), VideoRoom numbers substreams from the highest down.
 */
import { MediaError } from '../media-errors.js';
import type { ClientRtpCapabilities, IceCandidate, IceParameters, MediaSource, RtpParameters } from '../media-types.js';
import { restrictOffer } from '../sdp-policy.js';
import { parseSdp, serializeSdp } from '../sdp-text.js';

/** Narrows a publisher offer for Janus; `sections` tells what each m-section now carries. */
export function preparePublisherOffer(
  sdp: string,
  sourceOf: (mid: string) => MediaSource,
  allowCandidate: (address: string) => boolean,
) {
  const restricted = restrictOffer(sdp, { sourceOf, allowCandidate, keepTransportCc: true });
  return { ...restricted, sdp: highestFirst(restricted.sdp) };
}

/**
 * VideoRoom reads `a=simulcast` as highest layer first (janus.js sends h;m;l) and numbers substreams from
 * the end of that list; browsers following M5 list the lowest first. Reversing the list for Janus makes
 * VideoRoom's substream n our layer n, and keeps its own logic right: it starts at the highest substream
 * and falls back downwards when a layer stops flowing (Chrome sends two layers for a small camera).
 */
export function highestFirst(sdp: string): string {
  const parsed = parseSdp(sdp);
  for (const section of parsed.media) {
    if (section.sendRids.length < 2) continue;
    const ridLines = section.lines.filter((l) => /^a=rid:\S+ send/.test(l)).reverse();
    let next = 0;
    section.lines = section.lines.map((line) => {
      if (/^a=rid:\S+ send/.test(line)) return ridLines[next++]!;
      if (line.startsWith('a=simulcast:send '))
        return `a=simulcast:send ${line.slice(17).split(';').reverse().join(';')}`;
      return line;
    });
  }
  return serializeSdp(parsed);
}

/** Mids of m-sections that no longer send (rejected, inactive or receive-only): their producers close. */
export function silentMids(sdp: string): string[] {
  return parseSdp(sdp)
    .media.filter((m) => m.port === 0 || m.direction === 'inactive' || m.direction === 'recvonly')
    .map((m) => m.mid);
}

/**
 * VideoRoom's substream for our layer. With the list reversed (highestFirst) Janus's substream n is our
 * layer n; Janus's numbering counts from the last listed rid, so `listedHighestFirst: false` (an offer
 * given to Janus as the browser wrote it, lowest first) would make substream 0 our highest layer.
 */
export function substreamOf(layer: number, layerCount: number, listedHighestFirst = true): number {
  const clamped = Math.max(0, Math.min(layer, layerCount - 1));
  return listedHighestFirst ? clamped : layerCount - 1 - clamped;
}

/** Our layer for a VideoRoom substream (inverse of substreamOf). */
export function layerOfSubstream(substream: number, layerCount: number, listedHighestFirst = true): number {
  return substreamOf(substream, layerCount, listedHighestFirst);
}

/** The negotiated codec of one m-section of an SDP (Janus's subscriber offer has exactly one per section). */
export function sectionRtp(sdp: string, mid: string): RtpParameters {
  const section = parseSdp(sdp).media.find((m) => m.mid === mid);
  const codec = section?.codecs.find((c) => !['rtx', 'red', 'ulpfec'].includes(c.name.toLowerCase()));
  if (!section || !codec) throw new MediaError('badSdp', `Janus offered no codec for m-section ${mid}`);
  return {
    mid,
    codec: {
      mimeType: `${section.kind}/${codec.name}`,
      payloadType: codec.payloadType,
      clockRate: codec.clockRate,
      channels: codec.channels,
      sdpFmtpLine: codec.fmtp || undefined,
    },
  };
}

/** Whether the client listed a codec of this MIME type (names compare case-insensitively). */
export function clientDecodes(capabilities: ClientRtpCapabilities, mimeType: string): boolean {
  return capabilities.codecs.some((c) => c.mimeType.toLowerCase() === mimeType.toLowerCase());
}

/** Janus's codec name (`vp8`, `h264`, `opus`) as a MIME type. */
export const janusMimeType = (kind: 'audio' | 'video', codec: string) =>
  `${kind}/${codec.toLowerCase() === 'h264' ? 'H264' : codec.toLowerCase() === 'vp8' ? 'VP8' : codec.toLowerCase() === 'opus' ? 'opus' : codec}`;

/** The ICE credentials an SDP announces (its first ice-ufrag/ice-pwd). */
export function sdpIceParameters(sdp: string | undefined): IceParameters {
  const ufrag = /a=ice-ufrag:(\S+)/.exec(sdp ?? '')?.[1] ?? '';
  const pwd = /a=ice-pwd:(\S+)/.exec(sdp ?? '')?.[1] ?? '';
  return { usernameFragment: ufrag, password: pwd, iceLite: /a=ice-lite/.test(sdp ?? '') };
}

/** The DTLS fingerprint an SDP announces. */
export function sdpFingerprints(sdp: string | undefined) {
  const match = /a=fingerprint:(\S+) (\S+)/.exec(sdp ?? '');
  return match ? [{ algorithm: match[1]!, value: match[2]! }] : [];
}

/** The host candidates an SDP carries, deduplicated (BUNDLE repeats them per section). */
export function sdpCandidates(sdp: string | undefined): IceCandidate[] {
  const seen = new Map<string, IceCandidate>();
  for (const line of (sdp ?? '').split(/\r?\n/)) {
    const m = /^a=candidate:(\S+) \d+ (udp|tcp) (\d+) (\S+) (\d+) typ (host|srflx|prflx|relay)/i.exec(line);
    if (!m) continue;
    const candidate: IceCandidate = {
      foundation: m[1]!,
      protocol: m[2]!.toLowerCase() as 'udp' | 'tcp',
      priority: Number(m[3]),
      ip: m[4]!,
      port: Number(m[5]),
      type: m[6] as IceCandidate['type'],
    };
    seen.set(`${candidate.protocol}:${candidate.ip}:${candidate.port}`, candidate);
  }
  return [...seen.values()];
}
