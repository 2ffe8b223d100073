/**
 * The hot path: RTP from one producer (one entry per simulcast layer) to its consumers, without decoding.
 * Per packet it only rewrites five header fields per consumer and hands the packet to the consumer's
 * SRTP transport; it allocates nothing of its own and never logs. werift's own receive and send work
 * (SRTP, parsing) dominates the cost, which bench/media-forwarding.bench.ts measures.
 */
import type { Extension, RTCDtlsTransport, RTCRtpReceiver, RtpPacket } from 'werift';
import { isKeyframe, type VideoCodecName } from '../keyframe.js';
import { DROP, IF_KEYFRAME, LayerSelector } from '../layers.js';

const RING = 256; // packets kept per layer for NACK retransmission (≈1 s of the top layer)
const NO_EXTENSIONS: Extension[] = [];
const PLI_MIN_INTERVAL_MS = 200;

interface Layer {
  /** Learnt from the first packet: simulcast layers have no SSRC in the SDP (rids only). */
  ssrc: number;
  packets: number;
  lastPackets: number;
  flowing: boolean;
  pliPending: boolean;
  lastPliAt: number;
  ring: (RtpPacket | undefined)[];
}

/** One consumer's forwarding state. */
export class ConsumerSink {
  paused = true;
  seqOffset = 0;
  tsOffset = 0;
  lastSeq = -1;
  lastTs = 0;
  /** Output sequence number of the last switch; NACKs from before it cannot be served. */
  switchSeq = 0;
  packets = 0;
  bytes = 0;
  readonly selector: LayerSelector;

  constructor(
    readonly id: string,
    readonly dtls: RTCDtlsTransport,
    readonly ssrc: number,
    public payloadType: number,
    preferredLayer: number,
    layerCount: number,
  ) {
    this.selector = new LayerSelector(preferredLayer, layerCount);
  }
}

export interface ForwarderCounters {
  packetsIn: number;
  packetsOut: number;
  bytesOut: number;
}

export class ProducerForwarder {
  readonly layers: Layer[];
  readonly flowing: boolean[];
  private sinks: ConsumerSink[] = [];
  paused = false;
  /** Frame step put between two layers' timelines on a switch (one frame at 30 fps, or 20 ms of audio). */
  private readonly tsStep: number;

  constructor(
    private readonly codec: VideoCodecName | 'opus',
    layerCount: number,
    private readonly receiver: RTCRtpReceiver,
    private readonly counters: ForwarderCounters,
    private readonly onAudioLevel?: (level: number) => void,
  ) {
    this.layers = Array.from({ length: layerCount }, () => ({
      ssrc: 0,
      packets: 0,
      lastPackets: 0,
      flowing: false,
      pliPending: false,
      lastPliAt: 0,
      ring: new Array<RtpPacket | undefined>(RING),
    }));
    this.flowing = this.layers.map(() => false);
    this.tsStep = codec === 'opus' ? 960 : 3000;
  }

  get consumers(): readonly ConsumerSink[] {
    return this.sinks;
  }

  addSink(sink: ConsumerSink) {
    this.sinks = [...this.sinks, sink];
  }

  removeSink(sink: ConsumerSink) {
    this.sinks = this.sinks.filter((s) => s !== sink);
  }

  /** Starts (or restarts after a pause) a consumer at the next keyframe of its best layer. */
  restartSink(sink: ConsumerSink) {
    sink.selector.restart(this.flowing);
    this.requestKeyframe(sink.selector.target);
  }

  onRtp(layerIndex: number, packet: RtpPacket, audioLevel: number | undefined) {
    const layer = this.layers[layerIndex]!;
    const header = packet.header;
    if (layer.ssrc !== header.ssrc) {
      layer.ssrc = header.ssrc;
      if (layer.pliPending) this.requestKeyframe(layerIndex);
    }
    layer.packets++;
    this.counters.packetsIn++;
    if (audioLevel !== undefined && this.onAudioLevel) this.onAudioLevel(audioLevel);
    const inSeq = header.sequenceNumber;
    layer.ring[inSeq % RING] = packet;
    if (this.paused) return;
    const sinks = this.sinks;
    if (sinks.length === 0) return;
    const inTs = header.timestamp;
    const inSsrc = header.ssrc;
    const inPt = header.payloadType;
    const inExtensions = header.extensions;
    let keyframe = -1;
    for (let i = 0; i < sinks.length; i++) {
      const sink = sinks[i]!;
      if (sink.paused) continue;
      const verdict = sink.selector.accept(layerIndex);
      if (verdict === DROP) continue;
      if (verdict === IF_KEYFRAME) {
        if (keyframe === -1) keyframe = this.codec === 'opus' || isKeyframe(this.codec, packet.payload) ? 1 : 0;
        if (keyframe === 0) continue;
        this.rebase(sink, inSeq, inTs);
        sink.selector.switched();
      }
      this.write(sink, packet, inSeq, inTs);
    }
    header.ssrc = inSsrc;
    header.payloadType = inPt;
    header.sequenceNumber = inSeq;
    header.timestamp = inTs;
    header.extensions = inExtensions;
  }

  private rebase(sink: ConsumerSink, inSeq: number, inTs: number) {
    if (sink.lastSeq < 0) return; // the first packet keeps its own numbering
    sink.seqOffset = (sink.lastSeq + 1 - inSeq) & 0xffff;
    sink.tsOffset = (sink.lastTs + this.tsStep - inTs) >>> 0;
    sink.switchSeq = (sink.lastSeq + 1) & 0xffff;
  }

  /** Rewrites the shared packet for one consumer and sends it; the caller restores the header. */
  private write(sink: ConsumerSink, packet: RtpPacket, inSeq: number, inTs: number) {
    if (sink.dtls.state !== 'connected') return;
    const header = packet.header;
    const seq = (inSeq + sink.seqOffset) & 0xffff;
    const ts = (inTs + sink.tsOffset) >>> 0;
    header.ssrc = sink.ssrc;
    header.payloadType = sink.payloadType;
    header.sequenceNumber = seq;
    header.timestamp = ts;
    header.extensions = NO_EXTENSIONS;
    sink.lastSeq = seq;
    sink.lastTs = ts;
    sink.packets++;
    sink.bytes += packet.payload.length;
    this.counters.packetsOut++;
    this.counters.bytesOut += packet.payload.length;
    // SRTP serialises the header synchronously, so the next consumer may rewrite it right after this call.
    void sink.dtls.sendRtp(packet.payload, header);
  }

  /** Serves a subscriber's NACK from the ring of its current layer. */
  retransmit(sink: ConsumerSink, lost: readonly number[]) {
    const current = sink.selector.current;
    if (current === undefined || sink.paused) return;
    const layer = this.layers[current]!;
    for (const outSeq of lost) {
      if (((outSeq - sink.switchSeq) & 0xffff) >= 0x8000) continue;
      const inSeq = (outSeq - sink.seqOffset) & 0xffff;
      const packet = layer.ring[inSeq % RING];
      if (!packet || packet.header.sequenceNumber !== inSeq) continue;
      const { ssrc, payloadType, timestamp, extensions } = packet.header;
      const lastSeq = sink.lastSeq;
      const lastTs = sink.lastTs;
      this.write(sink, packet, inSeq, timestamp);
      Object.assign(packet.header, { ssrc, payloadType, sequenceNumber: inSeq, timestamp, extensions });
      sink.lastSeq = lastSeq;
      sink.lastTs = lastTs;
    }
  }

  requestKeyframe(layerIndex: number) {
    if (this.codec === 'opus') return;
    const layer = this.layers[layerIndex];
    if (!layer) return;
    if (layer.ssrc === 0) {
      layer.pliPending = true;
      return;
    }
    const now = Date.now();
    if (now - layer.lastPliAt < PLI_MIN_INTERVAL_MS) return;
    layer.lastPliAt = now;
    layer.pliPending = false;
    void this.receiver.sendRtcpPLI(layer.ssrc);
  }

  /** Timer work (not per packet): which layers flow, re-targeting consumers, re-asking lost keyframes. */
  tick() {
    for (let i = 0; i < this.layers.length; i++) {
      const layer = this.layers[i]!;
      layer.flowing = layer.packets > layer.lastPackets;
      layer.lastPackets = layer.packets;
      this.flowing[i] = layer.flowing;
    }
    for (const sink of this.sinks) {
      if (sink.paused || this.paused) continue;
      if (sink.selector.retarget(this.flowing) || sink.selector.waitingForKeyframe) {
        this.requestKeyframe(sink.selector.target);
      }
    }
  }

  dispose() {
    this.sinks = [];
    for (const layer of this.layers) layer.ring.fill(undefined);
  }
}
