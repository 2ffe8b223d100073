/**
 * The pre-call check's video path (ADR 0086, amended): which way a WebRTC connection to our own server got through,
 * read from the selected candidate pair of `getStats()`, and what that means in plain words. Pure and zod-free, so
 * the lobby, the probe route and a server test with werift at both ends share one verdict.
 */

/** The probe's bounds (ADR 0086): short-lived, few per person, few at once, so it cannot hold a server's resources. */
export const videoPathProbe = {
  /** The server closes a probe's peer connection this long after answering it, connected or not. */
  lifetimeMs: 8000,
  /** How long the browser waits for the connection before calling the check failed (within the lifetime). */
  connectTimeoutMs: 6000,
  /** Probe requests (ICE servers and offers) one person may make per window. */
  perPerson: 20,
  windowSeconds: 10 * 60,
  /** Probe peers open at once on one node. */
  maxOpen: 20,
} as const;

export const videoPathTexts = {
  label: 'Video connection',
  udp: 'Direct connection (UDP) works.',
  relayUdp: 'A relayed connection (UDP) works.',
  tcp: 'Only a relayed connection works (TURN over TCP/TLS): video may be slower. Ask your school’s network admin to allow UDP for video calls.',
  failed: 'Could not connect for video: check your network or firewall.',
  tooMany: 'Too many connection checks. Please try again in a few minutes.',
  busy: 'The classroom server is busy checking other connections. Please try again in a minute.',
  badOffer: 'Must be a WebRTC offer with one data channel',
} as const;

/** `udp`: direct over UDP; `relayUdp`: through TURN over UDP; `tcp`: only TCP or TLS got through; `failed`: nothing. */
export type VideoPath = 'udp' | 'relayUdp' | 'tcp' | 'failed';

export const videoPathStatus = {
  udp: 'good',
  relayUdp: 'good',
  tcp: 'warning',
  failed: 'problem',
} as const satisfies Record<VideoPath, 'good' | 'warning' | 'problem'>;

/** The fields of an RTCStats entry the verdict reads (browsers and werift report them under these names). */
export interface PathStats {
  type: string;
  id: string;
  selectedCandidatePairId?: string;
  localCandidateId?: string;
  remoteCandidateId?: string;
  state?: string;
  nominated?: boolean;
  /** Firefox marks the selected pair itself. */
  selected?: boolean;
  protocol?: string;
  candidateType?: string;
  relayProtocol?: string;
}

/** One end of the selected pair, for the numbers a grown-up reads. */
export interface PathEnd {
  candidateType: string;
  protocol: string;
  relayProtocol?: string;
}

export interface VideoPathVerdict {
  path: VideoPath;
  local?: PathEnd;
  remote?: PathEnd;
}

function selectedPair(stats: PathStats[]): PathStats | undefined {
  const pairs = stats.filter((s) => s.type === 'candidate-pair');
  const chosen = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId)?.selectedCandidatePairId;
  return (
    pairs.find((p) => p.id === chosen) ??
    pairs.find((p) => p.selected) ??
    pairs.find((p) => p.nominated && p.state === 'succeeded')
  );
}

const endOf = (stats: PathStats[], id: string | undefined): PathEnd | undefined => {
  const found = id ? stats.find((s) => s.id === id) : undefined;
  if (!found) return undefined;
  const end: PathEnd = { candidateType: found.candidateType ?? 'unknown', protocol: found.protocol ?? 'unknown' };
  return found.relayProtocol ? { ...end, relayProtocol: found.relayProtocol } : end;
};

/** The way the connection got through, from the stats of a connected peer connection; no selected pair: failed. */
export function videoPathOf(entries: Iterable<PathStats>): VideoPathVerdict {
  const stats = [...entries];
  const pair = selectedPair(stats);
  const local = endOf(stats, pair?.localCandidateId);
  const remote = endOf(stats, pair?.remoteCandidateId);
  if (!pair || !local || !remote) return { path: 'failed' };
  // A relay candidate's `protocol` is the relay's own leg to us; how the browser reached the relay is `relayProtocol`.
  const reached = local.candidateType === 'relay' ? (local.relayProtocol ?? local.protocol) : local.protocol;
  const overUdp = reached === 'udp' && remote.protocol === 'udp';
  const path: VideoPath = !overUdp ? 'tcp' : local.candidateType === 'relay' ? 'relayUdp' : 'udp';
  return { path, local, remote };
}
