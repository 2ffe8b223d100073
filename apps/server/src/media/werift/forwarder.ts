/**
 * The hot path: RTP from one producer (one entry per simulcast layer) to its consumers, without decoding.
 * Per packet it only rewrites five header fields per consumer and hands the packet to the consumer's
 * SRTP transport; it allocates nothing of its own and never logs. werift's own receive and send work
 * (SRTP, parsing) dominates the cost, which bench/media-forwarding.bench.ts measures.
 */
import type { Extension, RTCDtlsTransport, RTCRtpReceiver, RtpPacket } from 'werift';
import { isKeyframe, type VideoCodecName } from '../keyframe.js';
import { DROP, IF_KEYFRAME, LayerSelector } from '../layers.js';
import { packetsToReplay } from './keyframe-replay.js';

const RING = 256; // packets kept per layer for NACK retransmission (≈1 s of the top layer)
const NO_EXTENSIONS: Extension[] = [];
/**
 * Spacing of picture-loss requests to one publisher: Chrome honours one keyframe request per 300 ms for all
 * its simulcast layers together and drops the others, so a request sent sooner would be lost.
 */
export const KEYFRAME_REQUEST_INTERVAL_MS = 320;

interface Layer {
  /** Learnt from the first packet: simulcast layers have no SSRC in the SDP (rids only). */
  ssrc: number;
  packets: number;
  lastPackets: number;
  flowing: boolean;
  /** A consumer waits for a keyframe of this layer that has not been forwarded yet. */
  keyframeWanted: boolean;
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
  /** The layers (one bit each) in which this (re)start already looked for a recent keyframe to replay. */
  replayTried = 0;
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

  /** A recycled m-section's new stream: its first keyframe continues this numbering, as after a layer switch. */
  continueFrom(lastSeq: number, lastTs: number) {
    this.lastSeq = lastSeq;
    this.lastTs = lastTs;
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
  /** Some layer's keyframe is wanted: checked per packet, so a request never waits for a timer. */
  private keyframeWanted = false;
  private lastPliAt = Number.NEGATIVE_INFINITY;
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
      keyframeWanted: false,
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
    sink.replayTried = 0;
    this.requestKeyframe(sink.selector.target);
  }

  onRtp(layerIndex: number, packet: RtpPacket, audioLevel: number | undefined) {
    const layer = this.layers[layerIndex]!;
    const header = packet.header;
    if (layer.ssrc !== header.ssrc) layer.ssrc = header.ssrc;
    if (this.keyframeWanted) this.askKeyframes();
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
      // Not yet connected: it must not use up a keyframe it cannot send; it asks for its own once connected.
      if (sink.paused || sink.dtls.state !== 'connected') continue;
      const verdict = sink.selector.accept(layerIndex);
      if (verdict === DROP) {
        // Still without a first picture: a lower layer's keyframe at hand starts it there, and it moves up to
        // its target at that layer's next keyframe (a switch keeps the picture flowing while it waits).
        if (sink.selector.current !== undefined || layerIndex > sink.selector.target || this.codec === 'opus') continue;
        if (keyframe === -1) keyframe = isKeyframe(this.codec, packet.payload) ? 1 : 0;
        if (keyframe === 1) {
          this.rebase(sink, inSeq, inTs);
          sink.selector.startAt(layerIndex);
        } else if (!this.replayRecentKeyframe(sink, layer, layerIndex, inSeq, inTs)) continue;
      } else if (verdict === IF_KEYFRAME) {
        if (keyframe === -1) keyframe = this.codec === 'opus' || isKeyframe(this.codec, packet.payload) ? 1 : 0;
        if (keyframe === 1) {
          layer.keyframeWanted = false; // every consumer waiting on this layer starts at this very packet
          this.rebase(sink, inSeq, inTs);
          sink.selector.switched();
        } else if (!this.replayRecentKeyframe(sink, layer, layerIndex, inSeq, inTs)) {
          // Still waiting: ask again once Chrome would honour it, until a keyframe is forwarded.
          layer.keyframeWanted = true;
          this.keyframeWanted = true;
          continue;
        }
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

  /**
   * A starting consumer gets the layer's latest keyframe and what followed it from the ring, once per start and
   * layer; true when it did (it then forwards that layer, and continues with the current packet). The target
   * layer's replay switches it there; a lower layer's starts it there while it still waits for its target.
   */
  private replayRecentKeyframe(sink: ConsumerSink, layer: Layer, layerIndex: number, inSeq: number, inTs: number) {
    const bit = 1 << layerIndex;
    if (sink.replayTried & bit || this.codec === 'opus') return false;
    sink.replayTried |= bit;
    const packets = packetsToReplay(layer.ring, this.codec, inSeq, inTs);
    if (packets.length === 0) return false;
    const first = packets[0]!.header;
    this.rebase(sink, first.sequenceNumber, first.timestamp);
    sink.selector.startAt(layerIndex);
    for (const packet of packets) {
      const { ssrc, payloadType, sequenceNumber, timestamp, extensions } = packet.header;
      this.write(sink, packet, sequenceNumber, timestamp);
      Object.assign(packet.header, { ssrc, payloadType, sequenceNumber, timestamp, extensions });
    }
    return true;
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

  /**
   * Asks the publisher for a keyframe of one layer now, or as soon as the request spacing allows (checked on
   * the next packet), or once the layer's SSRC is known. Repeats come from `onRtp` while a consumer still
   * waits, so no timer is involved.
   */
  requestKeyframe(layerIndex: number) {
    if (this.codec === 'opus') return;
    const layer = this.layers[layerIndex];
    if (!layer) return;
    layer.keyframeWanted = true;
    this.keyframeWanted = true;
    this.askKeyframes();
  }

  private askKeyframes() {
    const now = Date.now();
    if (now - this.lastPliAt < KEYFRAME_REQUEST_INTERVAL_MS) return;
    let wanted = false;
    for (const layer of this.layers) {
      if (!layer.keyframeWanted) continue;
      if (layer.ssrc === 0) {
        wanted = true; // sent when its first packet tells the SSRC
        continue;
      }
      layer.keyframeWanted = false;
      this.lastPliAt = now;
      void this.receiver.sendRtcpPLI(layer.ssrc);
    }
    this.keyframeWanted = wanted;
  }

  /** Timer work (not per packet): which layers flow, and re-targeting consumers to flowing layers. */
  tick() {
    for (let i = 0; i < this.layers.length; i++) {
      const layer = this.layers[i]!;
      layer.flowing = layer.packets > layer.lastPackets;
      layer.lastPackets = layer.packets;
      this.flowing[i] = layer.flowing;
    }
    for (const sink of this.sinks) {
      if (sink.paused || this.paused) continue;
      if (sink.selector.retarget(this.flowing)) this.requestKeyframe(sink.selector.target);
    }
  }

  dispose() {
    this.sinks = [];
    for (const layer of this.layers) layer.ring.fill(undefined);
  }
}
