import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RTCDtlsTransport, RTCRtpReceiver } from 'werift';
import { RtpHeader, RtpPacket } from 'werift';
import { ConsumerSink, KEYFRAME_REQUEST_INTERVAL_MS, ProducerForwarder } from './forwarder.js';

const SSRC = 1111;
const IDR = [0x65, 0x88, 0x80];
const DELTA = [0x41, 0x9a, 0x00];

/** A single-layer H264 producer with fake receive and send sides. */
function setup() {
  const plis: number[] = [];
  const receiver = { sendRtcpPLI: async (ssrc: number) => void plis.push(ssrc) } as unknown as RTCRtpReceiver;
  const counters = { packetsIn: 0, packetsOut: 0, bytesOut: 0 };
  const forwarder = new ProducerForwarder('h264', 1, receiver, counters);
  let seq = 100;
  /** One packet; each is a frame of its own (3000 ticks apart) unless `timestamp` says otherwise. */
  const send = (payload: number[], timestamp = (seq + 1) * 3000) =>
    forwarder.onRtp(
      0,
      new RtpPacket(
        new RtpHeader({ ssrc: SSRC, sequenceNumber: seq++, timestamp, payloadType: 102 }),
        Buffer.from(payload),
      ),
      undefined,
    );
  const skip = () => seq++; // a packet lost on the way in
  const sink = (state = 'connected') => {
    const sent: number[] = [];
    const dtls = { state, sendRtp: async (p: Buffer) => void sent.push(p[0]!) };
    const s = new ConsumerSink('c', dtls as unknown as RTCDtlsTransport, 2222, 102, 0, 1);
    forwarder.addSink(s);
    return { sink: s, sent, dtls };
  };
  return { forwarder, plis, send, sink, skip };
}

describe('ProducerForwarder keyframe requests (no timers)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());
  const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('asks at once when a consumer starts, again on packets while it waits, and stops once one is forwarded', () => {
    const { forwarder, plis, send, sink } = setup();
    send(DELTA); // the SSRC is known
    const a = sink();
    a.sink.paused = false;
    forwarder.restartSink(a.sink);
    expect(plis).toEqual([SSRC]);
    send(DELTA);
    wait(KEYFRAME_REQUEST_INTERVAL_MS - 20);
    send(DELTA);
    expect(plis).toHaveLength(1); // Chrome would drop a request this soon
    wait(20);
    send(DELTA);
    expect(plis).toHaveLength(2);
    expect(a.sent).toEqual([]);
    send(IDR);
    send(DELTA);
    expect(a.sent).toEqual([IDR[0], DELTA[0]]);
    wait(5 * KEYFRAME_REQUEST_INTERVAL_MS);
    send(DELTA);
    expect(plis).toHaveLength(2);
  });

  it('a consumer resumed within the spacing gets its request on the first packet after it, not dropped', () => {
    const { forwarder, plis, send, sink } = setup();
    send(DELTA);
    const a = sink();
    a.sink.paused = false;
    forwarder.restartSink(a.sink);
    send(IDR);
    expect(a.sent).toEqual([IDR[0]]);
    for (let i = 0; i < 16; i++) send(DELTA); // the keyframe is now too old to replay (16 frames of 3000 ticks)
    wait(100);
    const b = sink();
    b.sink.paused = false;
    forwarder.restartSink(b.sink);
    expect(plis).toHaveLength(1);
    wait(KEYFRAME_REQUEST_INTERVAL_MS - 100);
    send(DELTA);
    expect(plis).toEqual([SSRC, SSRC]);
    send(IDR);
    expect(b.sent).toEqual([IDR[0]]);
  });

  it('a consumer starting just after a keyframe gets it and the frames since replayed at once, without a request', () => {
    const { forwarder, plis, send, sink } = setup();
    send(DELTA);
    const a = sink();
    a.sink.paused = false;
    forwarder.restartSink(a.sink);
    const SPS_PPS = [0x78, 0x00, 0x02, 0x67, 0x42]; // STAP-A carrying an SPS, same frame as the IDR after it
    const FU_IDR_START = [0x7c, 0x85, 0x00];
    send(SPS_PPS, 306_000);
    send(FU_IDR_START, 306_000);
    send(DELTA);
    wait(KEYFRAME_REQUEST_INTERVAL_MS);
    const b = sink();
    b.sink.paused = false;
    b.sink.lastSeq = 5000; // resumed: its numbering continues from what it sent before
    forwarder.restartSink(b.sink);
    expect(plis).toHaveLength(2);
    send(DELTA);
    expect(b.sent).toEqual([SPS_PPS[0], FU_IDR_START[0], DELTA[0], DELTA[0]]);
    expect(b.sink.lastSeq).toBe(5004);
    expect(b.sink.selector.current).toBe(0);
    wait(KEYFRAME_REQUEST_INTERVAL_MS);
    send(DELTA);
    expect(plis).toHaveLength(2); // nothing waits any more
  });

  it('does not replay across a lost packet: the consumer waits for a new keyframe instead', () => {
    const { forwarder, plis, send, sink, skip } = setup();
    send(IDR);
    skip();
    send(DELTA);
    const a = sink();
    a.sink.paused = false;
    forwarder.restartSink(a.sink);
    send(DELTA);
    expect(a.sent).toEqual([]);
    expect(plis).toEqual([SSRC]);
  });

  it('a request made before the first packet goes out with that packet’s SSRC', () => {
    const { forwarder, plis, send, sink } = setup();
    const a = sink();
    a.sink.paused = false;
    forwarder.restartSink(a.sink);
    expect(plis).toEqual([]);
    send(DELTA);
    expect(plis).toEqual([SSRC]);
  });

  it('a consumer whose transport is not connected yet does not use up a keyframe: it starts from it once connected', () => {
    const { forwarder, plis, send, sink } = setup();
    send(DELTA);
    const a = sink('connecting');
    a.sink.paused = false;
    forwarder.restartSink(a.sink);
    send(IDR);
    expect(a.sent).toEqual([]);
    expect(a.sink.selector.current).toBeUndefined();
    a.dtls.state = 'connected';
    send(DELTA);
    expect(a.sent).toEqual([IDR[0], DELTA[0]]);
    expect(plis).toEqual([SSRC]);
  });

  it('a consumer connected only after its keyframe got too old asks for a new one once connected', () => {
    const { forwarder, plis, send, sink } = setup();
    send(DELTA);
    const a = sink('connecting');
    a.sink.paused = false;
    forwarder.restartSink(a.sink);
    send(IDR);
    for (let i = 0; i < 16; i++) send(DELTA);
    a.dtls.state = 'connected';
    wait(KEYFRAME_REQUEST_INTERVAL_MS);
    send(DELTA);
    send(DELTA);
    expect(plis).toEqual([SSRC, SSRC]);
    expect(a.sent).toEqual([]);
    send(IDR);
    expect(a.sent).toEqual([IDR[0]]);
  });
});

describe('ProducerForwarder: a first picture from a lower layer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  /** Two simulcast layers of one H264 producer, each with its own SSRC and numbering; payloads are tagged. */
  function twoLayers() {
    const plis: number[] = [];
    const receiver = { sendRtcpPLI: async (ssrc: number) => void plis.push(ssrc) } as unknown as RTCRtpReceiver;
    const forwarder = new ProducerForwarder('h264', 2, receiver, { packetsIn: 0, packetsOut: 0, bytesOut: 0 });
    const seqs = [100, 9000];
    const frames = [0, 0];
    /** One frame of `layer` (its payload's second byte tags the layer, its third the frame). */
    const send = (layer: number, nal: number) => {
      const frame = frames[layer]!++;
      forwarder.onRtp(
        layer,
        new RtpPacket(
          new RtpHeader({
            ssrc: 1000 + layer,
            sequenceNumber: seqs[layer]!++,
            timestamp: frame * 3000,
            payloadType: 102,
          }),
          Buffer.from([nal, layer, frame]),
        ),
        undefined,
      );
    };
    const sink = () => {
      const sent: string[] = [];
      const seqs: number[] = [];
      const dtls = {
        state: 'connected',
        sendRtp: async (p: Buffer, header: RtpHeader) => {
          sent.push(`L${p[1]}${p[0] === IDR[0] ? 'K' : 'd'}`);
          seqs.push(header.sequenceNumber);
        },
      };
      // Prefers the top layer, as a large tile does.
      const s = new ConsumerSink('c', dtls as unknown as RTCDtlsTransport, 2222, 102, 1, 2);
      forwarder.addSink(s);
      return { sink: s, sent, seqs };
    };
    /** `frames` more delta frames on both layers, then the tick that sees them flowing, then a consumer starts. */
    const startLate = (frames: number) => {
      for (let i = 0; i < frames; i++) {
        send(0, DELTA[0]!);
        send(1, DELTA[0]!);
      }
      forwarder.tick();
      const late = sink();
      late.sink.paused = false;
      forwarder.restartSink(late.sink);
      return late;
    };
    return { forwarder, plis, send, startLate };
  }

  it('a consumer whose layer has no recent keyframe starts at once on the lower layer’s, then moves up at its own', () => {
    const { plis, send, startLate } = twoLayers();
    // Both layers flow; a keyframe of the lower layer only (the one asked for by earlier subscribers).
    send(0, IDR[0]!);
    send(1, DELTA[0]!);
    const late = startLate(3);
    expect(late.sink.selector.target).toBe(1);
    expect(plis).toEqual([1001]); // its own layer's keyframe is asked for

    send(1, DELTA[0]!); // the top layer has nothing to replay: still waiting
    expect(late.sent).toEqual([]);
    send(0, DELTA[0]!); // the lower layer's keyframe and the frames since are replayed, and this one follows
    expect(late.sent).toEqual(['L0K', 'L0d', 'L0d', 'L0d', 'L0d']);
    expect(late.sink.selector.current).toBe(0);

    send(1, DELTA[0]!); // the top layer's deltas wait for its keyframe
    send(0, DELTA[0]!);
    send(1, IDR[0]!); // its keyframe: the consumer moves up, and the lower layer stops
    send(0, DELTA[0]!);
    send(1, DELTA[0]!);
    expect(late.sent.slice(5)).toEqual(['L0d', 'L1K', 'L1d']);
    expect(late.sink.selector.current).toBe(1);
    // The numbering runs on across the replay and the switch, one step per packet sent.
    expect(late.seqs.map((seq) => (seq - late.seqs[0]!) & 0xffff)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('a waiting consumer starts on a live keyframe of a lower layer', () => {
    const { send, startLate } = twoLayers();
    const late = startLate(20);
    send(0, DELTA[0]!);
    send(1, DELTA[0]!);
    expect(late.sent).toEqual([]);
    send(0, IDR[0]!);
    send(1, DELTA[0]!);
    send(0, DELTA[0]!);
    expect(late.sent).toEqual(['L0K', 'L0d']);
  });
});

describe('a recycled m-section (M12)', () => {
  it('continues the numbering its last stream ended with, its clock advanced, from the new stream’s first keyframe', () => {
    const { forwarder, send } = setup();
    const sent: { seq: number; ts: number }[] = [];
    const dtls = {
      state: 'connected',
      sendRtp: async (_payload: Buffer, header: RtpHeader) =>
        void sent.push({ seq: header.sequenceNumber, ts: header.timestamp }),
    };
    const sink = new ConsumerSink('c2', dtls as unknown as RTCDtlsTransport, 2222, 102, 0, 1);
    sink.continueFrom(65_535, 4_000_000_000);
    forwarder.addSink(sink);
    sink.paused = false;
    forwarder.restartSink(sink);
    send(DELTA, 300_000); // not a start
    send(IDR, 303_000);
    send(DELTA, 306_000);
    expect(sent).toEqual([
      { seq: 0, ts: 4_000_003_000 },
      { seq: 1, ts: 4_000_006_000 },
    ]);
  });
});
