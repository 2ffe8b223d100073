import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromeWebcamOfferWithoutCandidates } from '../../../test/media/recorded-offer.js';
import { loadMediaConfig } from '../media-config.js';
import type { MediaEngineEvent } from '../media-engine.js';
import type { ClientRtpCapabilities } from '../media-types.js';
import { WeriftMediaEngine } from './werift-engine.js';

const caps: ClientRtpCapabilities = {
  codecs: [
    { mimeType: 'video/H264', clockRate: 90_000, sdpFmtpLine: 'packetization-mode=1;profile-level-id=42e01f' },
    { mimeType: 'audio/opus', clockRate: 48_000, channels: 2 },
  ],
};

describe('WeriftMediaEngine bookkeeping (no browser)', () => {
  const engine = new WeriftMediaEngine(loadMediaConfig({ MEDIA_LOOPBACK_ONLY: 'true' }), { answerTimeoutMs: 500 });
  const events: MediaEngineEvent[] = [];
  const a = { routerId: 'r1', peerId: 'alice' };
  const b = { routerId: 'r1', peerId: 'bob' };
  beforeAll(async () => {
    engine.onEvent((e) => events.push(e));
    await engine.createRouter({ routerId: 'r1' });
    await engine.createRouter({ routerId: 'r2' });
  });
  afterAll(() => engine.close());

  /** Alice publishes webcam video and mic from the recorded offer; Bob consumes the video. */
  async function publishAndConsume() {
    const send = await engine.createTransport({ ...a, direction: 'send', key: 'webcam' });
    const video = await engine.produce({
      ...a,
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
    const audio = await engine.produce({
      ...a,
      transportId: send.params.id,
      kind: 'audio',
      rtpParameters: { mid: '1' },
      appData: { source: 'webcam', kind: 'audio' },
    });
    const recv = await engine.createTransport({ ...b, direction: 'recv' });
    const consumer = await engine.consume({
      ...b,
      transportId: recv.params.id,
      producerId: video.id,
      rtpCapabilities: caps,
    });
    return { send, recv, video, audio, consumer };
  }

  it('creates transports with loopback-only ICE and DTLS parameters', async () => {
    const { params, isExistsAndConnected } = await engine.createTransport({ ...a, direction: 'send' });
    expect(isExistsAndConnected).toBe(false);
    expect(params.iceCandidates).toEqual([expect.objectContaining({ ip: '127.0.0.1', protocol: 'udp', type: 'host' })]);
    expect(params.iceParameters.usernameFragment).toMatch(/\S{4,}/);
    expect(params.dtlsParameters.fingerprints[0]).toMatchObject({ algorithm: 'sha-256' });
    expect(params.iceServers).toEqual([]);
    await engine.closePeer(a);
    await expect(engine.createTransport({ routerId: 'nope', peerId: 'x', direction: 'send' })).rejects.toThrow(
      'Router not found',
    );
  });

  it('produces H264 simulcast and Opus, and offers the consumer exactly the producer codec', async () => {
    const { video, audio, consumer } = await publishAndConsume();
    expect(video.sdp?.type).toBe('answer');
    expect(video.sdp?.sdp).toContain('a=simulcast:recv w0;w1;w2');
    expect(video.sdp?.sdp).not.toContain('transport-cc');
    expect(video.rtpParameters.codec?.mimeType).toBe('video/H264');
    expect(audio.rtpParameters.codec?.mimeType).toBe('audio/opus');
    expect(consumer).toMatchObject({ producerId: video.id, producerPeerId: 'alice', paused: true, preferredLayer: 2 });
    expect(consumer.sdp.type).toBe('offer');
    expect(consumer.sdp.sdp).toMatch(/m=video \d+ UDP\/TLS\/RTP\/SAVPF 102\r\n/);
    expect(consumer.sdp.sdp).toContain('profile-level-id=42e01f');
    expect(consumer.sdp.sdp).toContain('a=sendonly');
    expect(await engine.getProducers(b)).toHaveLength(2);
    expect(await engine.getProducers(a)).toHaveLength(0);
    await engine.closePeer(a);
    await engine.closePeer(b);
  });

  it('answers another person’s or another room’s ids as not found', async () => {
    const { send, recv, video, consumer } = await publishAndConsume();
    await expect(engine.pauseProducer({ ...b, producerId: video.id })).rejects.toThrow('Producer not found');
    await expect(engine.closeTransport({ ...b, transportId: send.params.id })).rejects.toThrow('Transport not found');
    await expect(engine.resumeConsumer({ ...a, consumerId: consumer.id })).rejects.toThrow('Consumer not found');
    const stranger = { routerId: 'r2', peerId: 'bob' };
    await expect(
      engine.connectTransport({ ...stranger, transportId: recv.params.id, sdp: consumer.sdp }),
    ).rejects.toThrow('Transport not found');
    const strangerRecv = await engine.createTransport({ ...stranger, direction: 'recv' });
    await expect(
      engine.consume({ ...stranger, transportId: strangerRecv.params.id, producerId: video.id, rtpCapabilities: caps }),
    ).rejects.toThrow('Producer not found');
    await expect(
      engine.consume({ ...b, transportId: send.params.id, producerId: video.id, rtpCapabilities: caps }),
    ).rejects.toThrow('Transport not found');
    await Promise.all([engine.closePeer(a), engine.closePeer(b), engine.closePeer(stranger)]);
  });

  it('refuses consumers that cannot decode the codec and appData that lies about the source', async () => {
    const { recv, video, send } = await publishAndConsume();
    const vp8Only = { codecs: [{ mimeType: 'video/VP8', clockRate: 90_000 }] };
    await expect(
      engine.consume({ ...b, transportId: recv.params.id, producerId: video.id, rtpCapabilities: vp8Only }),
    ).rejects.toThrow('Cannot consume');
    await expect(
      engine.produce({
        ...a,
        transportId: send.params.id,
        kind: 'video',
        rtpParameters: { mid: '0' },
        appData: { source: 'screen', kind: 'video' },
      }),
    ).rejects.toThrow('does not match');
    await engine.closePeer(a);
    await engine.closePeer(b);
  });

  it('pauses authoritatively and reports producer state', async () => {
    const { video, consumer } = await publishAndConsume();
    await engine.pauseProducer({ ...a, producerId: video.id });
    const resumed = await engine.resumeConsumer({ ...b, consumerId: consumer.id });
    expect(resumed).toMatchObject({ paused: false, producerPaused: true });
    expect(await engine.checkProducerState({ ...b, producerId: video.id, consumerId: consumer.id })).toEqual({
      isPaused: true,
      isExist: true,
      consumerExists: true,
    });
    await engine.resumeProducer({ ...a, producerId: video.id });
    expect(
      events.filter((e) => e.type === 'producerPaused' || e.type === 'producerResumed').map((e) => e.type),
    ).toEqual(['producerPaused', 'producerResumed']);
    expect((await engine.setPreferredLayer({ ...b, consumerId: consumer.id, spatialLayer: 7 })).preferredLayer).toBe(2);
    events.length = 0;
    await engine.closeProducer({ ...a, producerId: video.id });
    expect(events).toEqual([
      expect.objectContaining({ type: 'consumerClosed', peerId: 'bob', consumerId: consumer.id }),
      expect.objectContaining({ type: 'producerClosed', peerId: 'alice', producerId: video.id, reason: 'closed' }),
    ]);
    expect(await engine.checkProducerState({ ...b, producerId: video.id, consumerId: consumer.id })).toEqual({
      isPaused: true,
      isExist: false,
      consumerExists: false,
    });
    await engine.closePeer(a);
    await engine.closePeer(b);
  });

  it('closes one peer’s consumers of one producer only (a camera a classroom lock hides, ADR 0075)', async () => {
    const { video, audio, consumer } = await publishAndConsume();
    // Another person's consumers, and another producer, are left alone.
    expect(await engine.closeConsumersOf({ ...a, producerId: video.id })).toBe(0);
    expect(await engine.closeConsumersOf({ ...b, producerId: audio.id })).toBe(0);
    expect(await engine.closeConsumersOf({ ...b, producerId: video.id })).toBe(1);
    expect(await engine.checkProducerState({ ...b, producerId: video.id, consumerId: consumer.id })).toEqual({
      isPaused: false,
      isExist: true,
      consumerExists: false,
    });
    expect(await engine.closeConsumersOf({ ...b, producerId: video.id })).toBe(0);
    await engine.closePeer(a);
    await engine.closePeer(b);
  });

  it('low-bandwidth mode holds a subscriber’s camera consumers paused, audio untouched, until lifted (ADR 0081)', async () => {
    const { audio, recv, consumer } = await publishAndConsume();
    const mic = await engine.consume({
      ...b,
      transportId: recv.params.id,
      producerId: audio.id,
      rtpCapabilities: caps,
    });
    await engine.resumeConsumer({ ...b, consumerId: consumer.id });
    await engine.resumeConsumer({ ...b, consumerId: mic.id });
    // Someone else's choice changes nothing of Bob's.
    expect(await engine.setCamerasReceived({ ...a, receive: false })).toBe(0);
    expect(await engine.setCamerasReceived({ ...b, receive: false })).toBe(1);
    // Whatever Bob's client resumes, the camera stays paused; the microphone flows.
    expect(await engine.resumeConsumer({ ...b, consumerId: consumer.id })).toMatchObject({ paused: true });
    expect(await engine.resumeConsumer({ ...b, consumerId: mic.id })).toMatchObject({ paused: false });
    expect(await engine.forwardedTo(b)).toEqual({ audio: 0, video: 0, screen: 0 });
    // Lifted: the client resumes what it shows.
    expect(await engine.setCamerasReceived({ ...b, receive: true })).toBe(0);
    expect(await engine.resumeConsumer({ ...b, consumerId: consumer.id })).toMatchObject({ paused: false });
    await engine.setCamerasReceived({ ...b, receive: false });
    await engine.closePeer(b);
    // A peer that leaves takes its choice with it: the next one of the same id receives cameras.
    const again = await publishAndConsume();
    expect(await engine.resumeConsumer({ ...b, consumerId: again.consumer.id })).toMatchObject({ paused: false });
    await engine.closePeer(a);
    await engine.closePeer(b);
  });

  it('closes a receive transport on restart_ice so the client re-creates it', async () => {
    const { recv, send } = await publishAndConsume();
    events.length = 0;
    expect(await engine.restartIce({ ...b, transportId: recv.params.id })).toEqual({ transportNotFound: true });
    expect(events.filter((e) => e.type === 'transportClosed')).toEqual([
      expect.objectContaining({ type: 'transportClosed', peerId: 'bob', transportId: recv.params.id }),
    ]);
    expect((await engine.restartIce({ ...a, transportId: send.params.id })).iceParameters).toEqual(
      send.params.iceParameters,
    );
    expect(engine.registry.consumers.size).toBe(0);
    await engine.closePeer(a);
    await engine.closePeer(b);
  });

  it('frees everything over 1000 join/leave cycles (maps empty, heap flat)', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    let baseline = 0;
    for (let cycle = 1; cycle <= 1000; cycle++) {
      await publishAndConsume();
      await Promise.all([engine.closePeer(a), engine.closePeer(b)]);
      if (cycle === 100) baseline = heap();
    }
    const r = engine.registry;
    expect([r.transports.size, r.producers.size, r.consumers.size]).toEqual([0, 0, 0]);
    expect(r.router('r1').peers.size).toBe(0);
    expect(r.router('r1').producers.size).toBe(0);
    expect(r.router('r1').speaker.size).toBe(0);
    // werift's DTLS/ICE retry timers keep a closed connection reachable for a few seconds; a leak never returns.
    let grown = heap() - baseline;
    for (let waited = 0; grown > 30 * 1024 * 1024 && waited < 25; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      grown = heap() - baseline;
    }
    expect(grown).toBeLessThan(30 * 1024 * 1024);
  }, 60_000);
});
