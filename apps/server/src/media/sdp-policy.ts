/**
 * Our media policy applied to a browser's offer before the engine answers it (rules M4–M6 of docs/realtime-protocol.md):
 * one codec per m-section (Opus; VP8 for the screen; H264 packetization-mode 1 for the webcam where offered,
 * else VP8), no RTX/RED/FEC, no transport-wide congestion control (answered with REMB only: with TWCC,
 * Chrome's video collapses to ~100 kbps against a forwarding-only SFU), and only allowed remote candidates.
 */
import { MediaError } from './media-errors.js';
import type { MediaSource, RtpParameters } from './media-types.js';
import { candidateAddress, fmtpParams, parseSdp, type SdpCodec, type SdpSection, serializeSdp } from './sdp-text.js';

const twccUris = [
  'http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
  'http://www.webrtc.org/experiments/rtp-hdrext/transport-wide-cc-02',
];
/** Constrained baseline first: every H264 decoder handles it. */
const h264Profiles = ['42e01f', '42001f'];

export interface OfferPolicy {
  /** The source of a video m-section by its mid (webcam when unknown). */
  sourceOf: (mid: string) => MediaSource;
  /** Remote candidates whose address fails this are dropped, so no check ever goes there. */
  allowCandidate: (address: string) => boolean;
  /** Keep transport-wide congestion control (Janus answers it with real feedback; werift cannot, M6). */
  keepTransportCc?: boolean;
}

export interface RestrictedOffer {
  sdp: string;
  /** What each live audio/video m-section was narrowed to, by mid. */
  sections: Map<string, { kind: 'audio' | 'video'; direction: string; rtp: RtpParameters }>;
}

/** Picks the one codec this m-section will carry, by rule M5. */
export function chooseCodec(kind: string, source: MediaSource, codecs: SdpCodec[]): SdpCodec | undefined {
  const named = (name: string) => codecs.filter((c) => c.name.toLowerCase() === name);
  if (kind === 'audio') return named('opus')[0];
  if (kind !== 'video') return undefined;
  const vp8 = named('vp8')[0];
  if (source === 'screen') return vp8;
  const h264 = named('h264').filter((c) => fmtpParams(c.fmtp)['packetization-mode'] === '1');
  const profile = (c: SdpCodec) => (fmtpParams(c.fmtp)['profile-level-id'] ?? '').toLowerCase();
  for (const wanted of h264Profiles) {
    const hit = h264.find((c) => profile(c) === wanted);
    if (hit) return hit;
  }
  return h264[0] ?? vp8;
}

function narrowSection(section: SdpSection, codec: SdpCodec, policy: OfferPolicy) {
  const pt = String(codec.payloadType);
  const twccIds = new Set<string>();
  for (const line of section.lines) {
    const ext = /^a=extmap:(\d+)(?:\/\w+)? (\S+)/.exec(line);
    if (ext && twccUris.includes(ext[2]!) && !policy.keepTransportCc) twccIds.add(ext[1]!);
  }
  section.lines = section.lines.flatMap((line) => {
    if (line.startsWith('m=')) {
      const [head, port, proto] = line.split(' ');
      return [`${head} ${port} ${proto} ${pt}`];
    }
    const perPt = /^a=(rtpmap|fmtp|rtcp-fb):(\d+|\*)\s/.exec(line);
    if (perPt) {
      if (perPt[2] !== pt && perPt[2] !== '*') return [];
      if (perPt[1] === 'rtcp-fb' && line.includes('transport-cc') && !policy.keepTransportCc) return [];
      return [line];
    }
    const ext = /^a=extmap:(\d+)/.exec(line);
    if (ext && twccIds.has(ext[1]!)) return [];
    if (line.startsWith('a=ssrc-group:FID')) return [];
    const address = candidateAddress(line);
    if (address !== undefined && !policy.allowCandidate(address)) return [];
    return [line];
  });
}

/** Applies rules M4–M6 to a client's offer for a send transport. */
export function restrictOffer(sdp: string, policy: OfferPolicy): RestrictedOffer {
  const parsed = parseSdp(sdp);
  const sections: RestrictedOffer['sections'] = new Map();
  for (const section of parsed.media) {
    if (section.kind !== 'audio' && section.kind !== 'video') continue;
    if (section.port === 0) continue;
    const codec = chooseCodec(section.kind, policy.sourceOf(section.mid), section.codecs);
    if (!codec) throw new MediaError('badSdp', `no supported ${section.kind} codec in m-section ${section.mid}`);
    narrowSection(section, codec, policy);
    sections.set(section.mid, {
      kind: section.kind,
      direction: section.direction,
      rtp: {
        mid: section.mid,
        codec: {
          mimeType: `${section.kind}/${codec.name}`,
          payloadType: codec.payloadType,
          clockRate: codec.clockRate,
          channels: codec.channels,
          sdpFmtpLine: codec.fmtp || undefined,
        },
        rids: section.sendRids.length ? section.sendRids : undefined,
      },
    });
  }
  const seen = new Set<string>();
  for (const { rtp } of sections.values()) {
    for (const rid of rtp.rids ?? []) {
      // werift routes simulcast by rid across the whole transport, so two m-sections may not share one (M5).
      if (seen.has(rid)) throw new MediaError('badSdp', `rid ${rid} is used by two m-sections`);
      seen.add(rid);
    }
  }
  return { sdp: serializeSdp(parsed), sections };
}

/** Drops disallowed remote candidates from an answer (receive transports). */
export function filterCandidates(sdp: string, allow: (address: string) => boolean): string {
  const parsed = parseSdp(sdp);
  for (const section of parsed.media) {
    section.lines = section.lines.filter((line) => {
      const address = candidateAddress(line);
      return address === undefined || allow(address);
    });
  }
  return serializeSdp(parsed);
}

/** Puts the announced address in our own candidates and connection lines (the engine binds the listen IP). */
export function announceAddress(sdp: string, announcedIp: string): string {
  return sdp
    .split('\r\n')
    .map((line) => {
      if (line.startsWith('c=IN IP4 ')) return `c=IN IP4 ${announcedIp}`;
      if (!line.startsWith('a=candidate:')) return line;
      const fields = line.split(' ');
      fields[4] = announcedIp;
      return fields.join(' ');
    })
    .join('\r\n');
}
