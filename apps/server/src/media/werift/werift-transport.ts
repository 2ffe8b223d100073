/**
 * One transport = one werift RTCPeerConnection with max-bundle. Send transports answer the client's offers;
 * receive transports offer one m-section per live consumer and take the client's answer. Negotiations on one
 * transport run one at a time; a receive transport's next offer waits for the answer to the previous one.
 */
import {
  CandidatePairState,
  type RTCDtlsTransport,
  type RTCIceTransport,
  RTCPeerConnection,
  type RTCRtpTransceiver,
} from 'werift';
import type { MediaConfig } from '../media-config.js';
import { MediaError } from '../media-errors.js';
import type {
  IceParameters,
  SessionDescription,
  TransportDirection,
  TransportParams,
  TransportState,
} from '../media-types.js';
import { announceAddress, filterCandidates, type RestrictedOffer, restrictOffer } from '../sdp-policy.js';
import { isLoopback } from '../sdp-text.js';
import { weriftCodecs, weriftHeaderExtensions } from './werift-codecs.js';
import {
  type DtlsInternals,
  type IceInternals,
  isDtlsRecord,
  keepForSending,
  MAX_EARLY_DTLS,
  type PeerInternals,
  sharedCertificate,
  weriftIceOptions,
  withoutDefaultStun,
} from './werift-internals.js';

export { sharedCertificate } from './werift-internals.js';

export interface TransportOwner {
  id: string;
  routerId: string;
  peerId: string;
  direction: TransportDirection;
  key?: string;
}

export class WeriftTransport {
  readonly pc: RTCPeerConnection;
  state: TransportState = 'new';
  /** Send transports: what each negotiated m-section carries, by mid. */
  sections: RestrictedOffer['sections'] = new Map();
  private queue: Promise<unknown> = Promise.resolve();
  private answered?: { resolve: () => void; reject: (e: Error) => void };
  private closed = false;
  private bundled?: RTCDtlsTransport;

  constructor(
    readonly owner: TransportOwner,
    private readonly config: MediaConfig,
    onState: (state: TransportState) => void,
  ) {
    this.pc = new RTCPeerConnection({
      bundlePolicy: 'max-bundle',
      codecs: weriftCodecs(),
      headerExtensions: weriftHeaderExtensions(owner.direction),
      ...weriftIceOptions(config),
    });
    // max-bundle has one DTLS transport, but werift makes a new one for every m-section added while no
    // transceiver exists yet; pin the first, so the one gathered at creation is the one every m-section uses.
    const internals = this.pc as unknown as PeerInternals;
    const create = internals.findOrCreateTransport.bind(this.pc);
    internals.findOrCreateTransport = () => {
      if (!this.bundled || this.bundled.state === 'closed') this.bundled = create();
      return this.bundled;
    };
    this.pc.connectionStateChange.subscribe((state) => {
      this.state = state;
      onState(state);
    });
  }

  get id() {
    return this.owner.id;
  }

  /** The one bundled DTLS transport (created on first use, before any m-section exists). */
  get dtls(): RTCDtlsTransport {
    return (this.pc as unknown as PeerInternals).findOrCreateTransport();
  }

  get iceTransport(): RTCIceTransport {
    return this.dtls.iceTransport;
  }

  /** Gathers the host candidate now, so create_transport can answer ICE and DTLS parameters at once. */
  async gather(): Promise<void> {
    withoutDefaultStun(this.iceTransport);
    await this.iceTransport.gather();
    // A send transport answers, so werift would be the DTLS client, which sleeps 100 ms before its first
    // flight; as the server (`a=setup:passive`) the browser starts the handshake the moment its ICE is up.
    if (this.owner.direction === 'send') this.dtls.role = 'server';
    // werift assigns the process-wide certificate only when it first offers or answers; create_transport
    // already reports the fingerprint.
    this.dtls.localCertificate ??= await sharedCertificate();
    this.keepEarlyDtls();
    this.acceptRemoteNomination();
  }

  /**
   * We are the controlled agent. werift concludes ICE (and only then starts DTLS) when the browser has
   * nominated a pair *and* werift's own check on it has succeeded; that check went out when we answered,
   * before the browser knew our answer, and is only retried on a doubling timer, so werift reported ICE up
   * 100–500 ms after the browser did. The browser nominates a pair only after our response to its check
   * reached it, and its nominating request carries our password's integrity: the pair works both ways. So
   * a nominating request concludes ICE on that pair at once, as an ICE-lite agent would (RFC 8445 §7.3.1.5).
   */
  private acceptRemoteNomination() {
    const connection = this.iceTransport.connection as unknown as IceInternals;
    const incoming = connection.checkIncoming.bind(connection);
    connection.checkIncoming = (message, addr, protocol) => {
      incoming(message, addr, protocol);
      if (connection.iceControlling || connection.nominated || !message.attributesKeys.includes('USE-CANDIDATE'))
        return;
      const pair = connection.checkList.find(
        (p) => p.protocol === protocol && p.remoteAddr[0] === addr[0] && p.remoteAddr[1] === addr[1],
      );
      if (!pair || pair.state === CandidatePairState.SUCCEEDED || pair.state === CandidatePairState.FAILED) return;
      pair.nominated = true;
      pair.updateState(CandidatePairState.SUCCEEDED);
      connection.checkComplete(pair);
    };
    // connect() reports ICE up only when its check loop runs out of pairs to check; a renegotiation in the
    // meantime (the microphone's produce right after the camera's) adds the same candidates again as new pairs,
    // which kept the loop, and the DTLS start behind it, going 50–110 ms after the nomination. Once a pair is
    // nominated the controlled side has nothing left to check.
    const scheduling = connection.schedulingChecks.bind(connection);
    connection.schedulingChecks = () => !connection.nominated && scheduling();
  }

  /**
   * The browser sends its DTLS ClientHello the moment its own ICE check succeeds, which is usually before
   * werift has seen the browser's nominating check and created its DTLS server; werift drops that record and
   * the browser only repeats it after its retransmission timer (hundreds of ms, doubling). Records that arrive
   * before the DTLS server exists are kept here (a few, only in state `new`) and handed to it when it starts.
   */
  private keepEarlyDtls() {
    const dtls = this.dtls;
    const early: Buffer[] = [];
    const data = (this.iceTransport.connection as unknown as IceInternals).onData.subscribe((buf) => {
      if (dtls.state === 'new' && isDtlsRecord(buf) && early.length < MAX_EARLY_DTLS) early.push(buf);
    });
    const state = dtls.onStateChange.subscribe((next) => {
      if (next === 'new') return;
      data.unSubscribe();
      state.unSubscribe();
      // Only a DTLS server can receive first: a client's peer speaks after the client's own first flight.
      if (next !== 'connecting' || dtls.role !== 'server' || early.length === 0) return;
      // start() creates its DTLS socket synchronously right after this state change: deliver once it exists.
      queueMicrotask(() => {
        const socket = (dtls as unknown as DtlsInternals).dtls?.transport?.socket;
        for (const record of early.splice(0)) socket?.onData?.(record);
      });
    });
  }

  params(iceServers: TransportParams['iceServers']): TransportParams {
    const ice = this.iceTransport;
    const dtls = this.dtls;
    return {
      id: this.id,
      direction: this.owner.direction,
      iceParameters: this.iceParameters(),
      iceCandidates: ice.localCandidates.map((c) => ({
        foundation: c.foundation,
        priority: c.priority,
        ip: this.config.announcedIp,
        port: c.port,
        protocol: c.protocol === 'tcp' ? 'tcp' : 'udp',
        type: 'host',
      })),
      dtlsParameters: {
        role: 'auto',
        fingerprints: dtls.localParameters.fingerprints.map((f) => ({ algorithm: f.algorithm, value: f.value })),
      },
      iceServers,
    };
  }

  iceParameters(): IceParameters {
    const local = this.iceTransport.localParameters;
    return { usernameFragment: local.usernameFragment, password: local.password, iceLite: false };
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private allow = (address: string) => !this.config.loopbackOnly || isLoopback(address);

  /** Send transport: narrows and applies the client's offer (M4–M6) and returns our answer. */
  answerOffer(sdp: SessionDescription, sourceOf: Parameters<typeof restrictOffer>[1]['sourceOf']) {
    return this.serial(async () => {
      if (this.owner.direction !== 'send' || sdp.type !== 'offer') throw new MediaError('badSdp', 'expected an offer');
      const restricted = restrictOffer(sdp.sdp, { sourceOf, allowCandidate: this.allow });
      await this.pc.setRemoteDescription({ type: 'offer', sdp: restricted.sdp });
      const answer = await this.pc.createAnswer();
      await this.pc.setLocalDescription(answer);
      this.sections = restricted.sections;
      const local = this.pc.localDescription!;
      return { type: 'answer', sdp: announceAddress(local.sdp, this.config.announcedIp) } as SessionDescription;
    });
  }

  /**
   * Receive transport: runs `prepare` (adds consumer transceivers), offers, and resolves with the offer;
   * the next negotiation starts only after `applyAnswer` (or fails after `answerTimeoutMs`).
   */
  offer(prepare: () => void, answerTimeoutMs: number): Promise<SessionDescription> {
    return new Promise<SessionDescription>((resolveOffer, rejectOffer) => {
      void this.serial(async () => {
        try {
          if (this.closed) throw new MediaError('transportNotFound');
          prepare();
          const offer = await this.pc.createOffer();
          await this.pc.setLocalDescription(offer);
          resolveOffer({ type: 'offer', sdp: announceAddress(this.pc.localDescription!.sdp, this.config.announcedIp) });
        } catch (error) {
          rejectOffer(error);
          return;
        }
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new MediaError('badState', 'no answer to the last offer')),
            answerTimeoutMs,
          );
          this.answered = {
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
            reject: (e) => {
              clearTimeout(timer);
              reject(e);
            },
          };
        });
      });
    });
  }

  /**
   * Receive transport, before any consumer (M2 `connectNow`): offers one silent audio m-section, so the client's
   * answer starts ICE and DTLS now and the first consumer's offer finds the transport connected. The section
   * never carries media and no consumer takes it over (it is not a closed consumer's, M12).
   */
  offerToConnect(answerTimeoutMs: number): Promise<SessionDescription> {
    return this.offer(() => {
      keepForSending(this.pc.addTransceiver('audio', { direction: 'sendonly' }));
    }, answerTimeoutMs);
  }

  /** Receive transport: applies the client's answer to our pending offer. */
  async applyAnswer(sdp: SessionDescription) {
    if (this.owner.direction !== 'recv' || sdp.type !== 'answer') throw new MediaError('badSdp', 'expected an answer');
    if (!this.answered || this.pc.signalingState !== 'have-local-offer')
      throw new MediaError('badState', 'no offer pending');
    const pending = this.answered;
    this.answered = undefined;
    try {
      await this.pc.setRemoteDescription({ type: 'answer', sdp: filterCandidates(sdp.sdp, this.allow) });
      pending.resolve();
    } catch (error) {
      pending.reject(error as Error);
      throw new MediaError('badSdp', (error as Error).message);
    }
  }

  get waitingForAnswer() {
    return this.answered !== undefined;
  }

  transceiver(mid: string): RTCRtpTransceiver | undefined {
    return this.pc.getTransceivers().find((t) => t.mid === mid);
  }

  async close() {
    if (this.closed) return;
    this.closed = true;
    this.answered?.reject(new MediaError('transportNotFound'));
    this.answered = undefined;
    await this.pc.close().catch(() => undefined);
    // pc.close() only reaches transports that carry an m-section; a never-negotiated one holds a socket too.
    if (this.bundled && this.bundled.state !== 'closed') await this.bundled.stop().catch(() => undefined);
  }
}
