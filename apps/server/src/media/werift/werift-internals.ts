/**
 * What the werift transport relies on below werift's public API: its internals, named in one place, the shared
 * DTLS certificate, and how early DTLS records are told apart.
 */
import {
  type CandidatePair,
  RTCDtlsTransport,
  type RTCIceTransport,
  type RTCPeerConnection,
  type RTCRtpTransceiver,
} from 'werift';
import type { MediaConfig } from '../media-config.js';
import { isLoopback } from '../sdp-text.js';

/**
 * Keeps a transceiver's m-section sendonly for good: werift would otherwise recycle an unused one as inactive, and
 * it rejects inactive m-sections with port 0 while keeping them in BUNDLE, which Chrome refuses.
 */
export function keepForSending(transceiver: RTCRtpTransceiver): void {
  (transceiver as unknown as { usedForSender: boolean }).usedForSender = true;
}

/** werift internals we rely on, named in one place (checked against werift 0.24.4). */
export interface PeerInternals {
  findOrCreateTransport(): RTCDtlsTransport;
}
export interface IceInternals {
  onData: { subscribe(f: (buf: Buffer) => void): { unSubscribe(): void } };
  iceControlling: boolean;
  checkList: CandidatePair[];
  nominated?: CandidatePair;
  checkIncoming(message: { attributesKeys: string[] }, addr: readonly [string, number], protocol: unknown): void;
  checkComplete(pair: CandidatePair): void;
  /** One step of connect()'s check loop (every 20 ms); false ends the loop. */
  schedulingChecks(): boolean;
}
export interface DtlsInternals {
  dtls?: { transport?: { socket?: { onData?: (buf: Buffer) => void } } };
}

type Certificate = Awaited<ReturnType<typeof RTCDtlsTransport.SetupCertificate>>;
let certificate: Promise<Certificate> | undefined;

/**
 * werift's process-wide certificate (the same object werift would assign itself), with its fingerprint
 * computed once: werift re-parses the certificate PEM (X.509 + ASN.1 in JS) for every m-section of every offer
 * and answer, and for create_transport's parameters, so a receive transport with many m-sections paid tens of
 * ms of the engine thread per offer (profiled during six subscribes: 40 ms per offer, while the publisher's
 * ICE and DTLS waited behind it).
 */
export function sharedCertificate(): Promise<Certificate> {
  certificate ??= RTCDtlsTransport.SetupCertificate().then((cert) => {
    const fingerprints = cert.getFingerprints();
    cert.getFingerprints = () => [...fingerprints];
    return cert;
  });
  return certificate;
}

/** Early DTLS records kept per transport: a ClientHello flight is one or two records. */
export const MAX_EARLY_DTLS = 8;
/** RFC 7983 demultiplexing: DTLS records start with a byte in 20..63. */
export const isDtlsRecord = (buf: Buffer) => buf.length > 0 && buf[0]! >= 20 && buf[0]! <= 63;

type PeerConfig = NonNullable<ConstructorParameters<typeof RTCPeerConnection>[0]>;

/**
 * How every werift peer of ours gathers and checks: one host candidate on the listen IP (no interface enumeration),
 * the configured port range, and with MEDIA_LOOPBACK_ONLY no check to a remote candidate off 127.0.0.0/8.
 */
export function weriftIceOptions(config: Pick<MediaConfig, 'listenIp' | 'portRange' | 'loopbackOnly'>) {
  return {
    iceServers: [],
    iceUseIpv4: false, // no interface enumeration: the one host candidate is the listen IP (below)
    iceUseIpv6: false,
    iceAdditionalHostAddresses: [config.listenIp],
    iceInterfaceAddresses: { udp4: config.listenIp, udp6: undefined },
    icePortRange: config.portRange,
    iceFilterCandidatePair: config.loopbackOnly
      ? (pair: CandidatePair) => isLoopback(pair.remoteCandidate.host)
      : undefined,
  } satisfies PeerConfig;
}

/** werift falls back to a public STUN server when none is configured; we ask no other host (the announced IP is ours). */
export function withoutDefaultStun(ice: RTCIceTransport): void {
  (ice as unknown as { connection: { stunServer?: unknown } }).connection.stunServer = undefined;
}
