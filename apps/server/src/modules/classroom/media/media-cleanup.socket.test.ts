/**
 * M13 through the classroom's sockets: a hundred people join, publish, subscribe and go (half by `leave_meeting`, half
 * by a dying socket), and the engine and the room state hold nothing of them afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient, sleep } from '../../../../test/classroom-client.js';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../../test/harness.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';
import { createWorld, type World } from '../../../../test/world.js';

const rtpCapabilities = {
  codecs: [
    { mimeType: 'video/H264', clockRate: 90_000, sdpFmtpLine: 'packetization-mode=1;profile-level-id=42e01f' },
    { mimeType: 'video/VP8', clockRate: 90_000 },
    { mimeType: 'audio/opus', clockRate: 48_000, channels: 2 },
  ],
};

type TransportAck = { params: { id: string } };
type ProduceAck = { id: string };

describe('media cleanup over a hundred joins and leaves (M13)', () => {
  // A hundred, not a thousand (ADR 0061): the counts below are checked exactly, so one transport, producer, consumer,
  // member or request left behind by any cycle fails, and each way out runs fifty times. What only many cycles show, a
  // heap that grows, is the engine's own test over a thousand cycles (werift-engine.test.ts); a thousand here took
  // 49 s of a worker on a quiet machine. Even, so that the last one drops its socket (see the end).
  const cycles = 100;
  let t: TestApp;
  let w: World;
  let base: string;
  const open: Client[] = [];

  beforeAll(async () => {
    // One person relaunching a hundred times in seconds is a flood for the admission limit (R32); not here.
    const unlimited = { perSocket: 1_000_000, perPerson: 1_000_000, windowSeconds: 10 };
    t = await createTestApp(
      { MEDIA_LOOPBACK_ONLY: 'true' },
      { offlineAfterMs: 20, roomLimits: { admission: unlimited, media: unlimited } },
    );
    w = await createWorld(t);
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await t.close();
  });

  async function join(token: string) {
    const client = await openClient(base, w.studentA.user.meetingId!, token);
    open.push(client);
    expect(await client.emit('launch', { config: { programId: w.program.id } })).toMatchObject({
      status: 'enrolled',
    });
    expect(await client.emit('call', {})).toHaveProperty('routerRtpCapabilities');
    return client;
  }

  /** Publishes webcam video (with the recorded offer) and microphone on a new send transport. */
  async function publish(client: Client) {
    const send = await client.emit<TransportAck>('create_transport', { consumer: false, key: 'webcam' });
    const video = await client.emit<ProduceAck>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
    const audio = await client.emit<ProduceAck>('produce', {
      transportId: send.params.id,
      kind: 'audio',
      rtpParameters: { mid: '1' },
      appData: { source: 'webcam', kind: 'audio' },
    });
    expect(video.id && audio.id).toBeTruthy();
    return { video: video.id, audio: audio.id };
  }

  /** A receive transport (the `consumer` key replaces an unconnected earlier one) and a consumer of `producerId`. */
  async function consume(client: Client, producerId: string, remoteConnectionId: string) {
    const recv = await client.emit<TransportAck>('create_transport', { consumer: true, key: 'consumer' });
    const consumer = await client.emit<{ id: string; sdp: { type: string } }>('consume', {
      rtpCapabilities,
      remoteProducerId: producerId,
      remoteConnectionId,
      remoteMediaKind: 'video',
      transportId: recv.params.id,
    });
    expect(consumer.sdp.type).toBe('offer');
    return consumer.id;
  }

  it(`holds no transports, producers or consumers of people who left, and no room once all left, after ${cycles} cycles`, async () => {
    const engine = t.modules.classroom.services.engine;
    const roomKey = () =>
      t.modules.classroom.services.roomState.all().find((r) => r.meetingId === w.studentA.user.meetingId)?.key;
    const members = () => [...(t.modules.classroom.services.roomState.get(roomKey() ?? '')?.members.values() ?? [])];
    const tutor = await join(w.tutorA.token);
    const tutorMedia = await publish(tutor);

    for (let cycle = 0; cycle < cycles; cycle++) {
      const admin = await join(w.admin.token);
      const adminMedia = await publish(admin);
      await consume(admin, tutorMedia.video, tutor.instanceId);
      await consume(tutor, adminMedia.video, admin.instanceId);
      if (cycle % 2 === 0) {
        expect(await admin.emit('leave_meeting')).toBeDefined();
        admin.close();
      } else {
        admin.close();
        // The next tab comes once this one is offline (20 ms), so it finds it to replace (R11) whatever the
        // machine's load: otherwise a tab going offline just after the next one entered stays listed.
        await expect
          .poll(() => members().find((m) => m.participant.connection === admin.instanceId)?.participant.status, {
            interval: 5,
          })
          .toBe('OFFLINE');
      }
      open.pop();
      if (cycle === 0) {
        // What one cycle leaves behind while the tutor stays: the tutor's send and receive transports and two producers.
        await sleep(100);
        expect(await engine.getStats()).toMatchObject({ transports: 2, producers: 2, consumers: 0 });
      }
    }

    // Sockets that died are closed on the server side a moment later; members that dropped go offline after 20 ms.
    await expect
      .poll(async () => {
        const { transports, producers, consumers } = await engine.getStats();
        return { transports, producers, consumers };
      })
      .toEqual({ transports: 2, producers: 2, consumers: 0 });
    // Nobody but the tutor is here. A dropped tab stays listed as offline until its person comes back on
    // another tab, so of the hundred only the last one, which dropped, is still listed.
    await expect
      .poll(() =>
        members()
          .filter((m) => m.participant.status !== 'OFFLINE')
          .map((m) => m.participant.connection),
      )
      .toEqual([tutor.instanceId]);
    expect(members()).toHaveLength(2);
    expect(t.modules.classroom.services.roomState.get(roomKey() ?? '')?.requests.size).toBe(0);

    // The last one out: the room and its router go, and the engine is empty.
    const key = roomKey();
    expect(await tutor.emit('leave_meeting')).toBeDefined();
    await expect.poll(() => t.modules.classroom.services.roomState.get(key ?? '')).toBeUndefined();
    await expect
      .poll(async () => {
        const { routers, transports, producers, consumers } = await engine.getStats();
        return { routers, transports, producers, consumers };
      })
      .toEqual({ routers: 0, transports: 0, producers: 0, consumers: 0 });
  }, 900_000);
});
