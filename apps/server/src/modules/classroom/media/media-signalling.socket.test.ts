import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient } from '../../../../test/classroom-client.js';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../../test/harness.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';
import { createWorld, type World } from '../../../../test/world.js';

const rtpCapabilities = {
  codecs: [
    { mimeType: 'video/H264', clockRate: 90_000, sdpFmtpLine: 'packetization-mode=1;profile-level-id=42e01f' },
    { mimeType: 'audio/opus', clockRate: 48_000, channels: 2 },
  ],
};
type TransportAck = { params: { id: string; iceCandidates: { ip: string; port: number }[]; iceServers: unknown[] } };

describe('media signalling in the classroom (M1, M2, M16)', () => {
  let t: TestApp;
  let w: World;
  let base: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_LOOPBACK_ONLY: 'true' });
    w = await createWorld(t);
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });
  const host = async (meetingId: string, token: string) => {
    const c = await openClient(base, meetingId, token);
    clients.push(c);
    expect(await c.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    return c;
  };

  it('M16 refuses media calls from a socket that was not admitted', async () => {
    const sneaky = await openClient(base, w.studentA.user.meetingId!, w.studentA.token);
    clients.push(sneaky);
    expect(await sneaky.emit('call', {})).toEqual({ error: 'You have not been admitted to this classroom' });
    expect(await sneaky.emit('create_transport', { consumer: false })).toHaveProperty('error');
  });

  it('M1 M2 gives an admitted participant capabilities and transports; other rooms cannot touch them', async () => {
    const tutorA = await host(w.studentA.user.meetingId!, w.tutorA.token);
    const call = await tutorA.emit<{ routerRtpCapabilities: { codecs: { mimeType: string }[] } }>('call', {});
    expect(call.routerRtpCapabilities.codecs.map((c) => c.mimeType)).toEqual(
      expect.arrayContaining(['audio/opus', 'video/VP8']),
    );
    const send = await tutorA.emit<{
      isExistsAndConnected: boolean;
      params: { id: string; iceCandidates: { address?: string; ip?: string }[] };
    }>('create_transport', { consumer: false, key: 'webcam' });
    expect(send.isExistsAndConnected).toBe(false);
    expect(send.params.id).toBeTruthy();
    expect(JSON.stringify(send.params.iceCandidates)).toContain('127.0.0.1');

    const tutorB = await host(w.studentB.user.meetingId!, w.tutorB.token);
    expect(await tutorB.emit('close_transport', { transportId: send.params.id })).toEqual({
      error: expect.stringMatching(/not found/i),
    });
    expect(await tutorB.emit('restart_ice', { transportId: send.params.id })).toMatchObject({
      error: expect.stringMatching(/not found/i),
    });
    expect(await tutorA.emit('produce', { transportId: send.params.id, kind: 'video' })).toHaveProperty('error');
    expect(await tutorA.emit('close_transport', { transportId: send.params.id })).toEqual({});
  });

  it('M2 a receive transport asked to connect now comes with the server’s first offer; otherwise with none', async () => {
    const tutor = await host(w.studentB.user.meetingId!, w.tutorB.token);
    await tutor.emit('call', {});
    type Ack = TransportAck & {
      params: { iceParameters: { usernameFragment: string } };
      sdp?: { type: string; sdp: string };
    };
    const early = await tutor.emit<Ack>('create_transport', { consumer: true, key: 'consumer', connectNow: true });
    expect(early.sdp?.type).toBe('offer');
    // One silent audio m-section, carrying the transport's own ICE credentials, for the client to answer now.
    expect(early.sdp?.sdp.match(/^m=/gm)).toEqual(['m=']);
    expect(early.sdp?.sdp).toContain('m=audio');
    expect(early.sdp?.sdp).toContain(`a=ice-ufrag:${early.params.iceParameters.usernameFragment}`);
    const plain = await tutor.emit<Ack>('create_transport', { consumer: true, key: 'later' });
    expect(plain.sdp).toBeUndefined();
    expect(await tutor.emit('create_transport', { consumer: true, connectNow: 'yes' })).toHaveProperty('error');
  });
});

describe('M16 every media id is checked against the sender’s admission, connection and room', () => {
  let t: TestApp;
  let w: World;
  let base: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_LOOPBACK_ONLY: 'true' });
    w = await createWorld(t);
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });
  const open = async (meetingId: string, token: string) => {
    const c = await openClient(base, meetingId, token);
    clients.push(c);
    return c;
  };
  const enter = async (meetingId: string, token: string) => {
    const c = await open(meetingId, token);
    expect(await c.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    return c;
  };
  const publish = async (c: Client) => {
    const send = await c.emit<TransportAck>('create_transport', { consumer: false, key: 'webcam' });
    const video = await c.emit<{ id: string }>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
    return { send: send.params.id, video: video.id };
  };
  const consume = (c: Client, transportId: string, producerId: string) =>
    c.emit<{ id?: string; error?: string }>('consume', {
      rtpCapabilities,
      remoteProducerId: producerId,
      remoteConnectionId: 'x',
      remoteMediaKind: 'video',
      transportId,
    });

  it('refuses a person still waiting to be let in, and one who left', async () => {
    const meetingId = w.studentA.user.meetingId!;
    const tutor = await enter(meetingId, w.tutorA.token);
    const tutorMedia = await publish(tutor);
    const student = await open(meetingId, w.studentA.token);
    expect(await student.emit('launch', { config: { programId: w.program.id } })).toMatchObject({
      status: 'waiting',
    });
    const notAdmitted = { error: 'You have not been admitted to this classroom' };
    expect(await student.emit('call', {})).toEqual(notAdmitted);
    expect(await student.emit('create_transport', { consumer: true, key: 'consumer' })).toEqual(notAdmitted);
    expect(await student.emit('get_producers', {})).toEqual(notAdmitted);
    expect(await consume(student, tutorMedia.send, tutorMedia.video)).toEqual(notAdmitted);
    expect(await student.emit('check_producer_state', { producerId: tutorMedia.video })).toEqual(notAdmitted);

    const admin = await enter(meetingId, w.admin.token);
    expect(await admin.emit<{ producers: unknown[] }>('get_producers', {})).toMatchObject({
      producers: [expect.objectContaining({ producerId: tutorMedia.video, remoteConnectionId: tutor.instanceId })],
    });
    expect(await admin.emit('leave_meeting')).toEqual({});
    expect(await admin.emit('create_transport', { consumer: true })).toEqual(notAdmitted);
    expect(await admin.emit('get_producers', {})).toEqual(notAdmitted);
    expect(await tutor.emit('leave_meeting')).toEqual({});
  });

  it('answers another person’s transports, producers and consumers, and another room’s producers, as not found', async () => {
    const meetingA = w.studentA.user.meetingId!;
    const tutorA = await enter(meetingA, w.tutorA.token);
    const mediaA = await publish(tutorA);
    const adminA = await enter(meetingA, w.admin.token);
    const recvA = await adminA.emit<TransportAck>('create_transport', { consumer: true, key: 'consumer' });
    const consumer = await consume(adminA, recvA.params.id, mediaA.video);
    expect(consumer.id).toBeTruthy();

    // Same room, someone else's ids.
    expect(await consume(adminA, mediaA.send, mediaA.video)).toEqual({
      error: expect.stringMatching(/^Transport not found/),
    });
    expect(await adminA.emit('producer_paused', { producerId: mediaA.video })).toEqual({
      error: expect.stringMatching(/^Producer not found/),
    });
    expect(await adminA.emit('producer_closed', { producerId: mediaA.video })).toEqual({
      error: expect.stringMatching(/^Producer not found/),
    });
    expect(await tutorA.emit('consumer_paused', { consumerId: consumer.id })).toEqual({
      error: expect.stringMatching(/^Consumer not found/),
    });
    expect(await tutorA.emit('close_consumer', { consumerId: consumer.id })).toEqual({
      error: expect.stringMatching(/^Consumer not found/),
    });
    expect(await tutorA.emit('consumer_preferred_layer', { consumerId: consumer.id, spatialLayer: 0 })).toEqual({
      error: expect.stringMatching(/^Consumer not found/),
    });
    expect(await tutorA.emit('check_producer_state', { producerId: mediaA.video, consumerId: consumer.id })).toEqual({
      isPaused: false,
      isExist: true,
      consumerExists: false,
    });

    // Another room: its people cannot reach this room's producers or transports.
    const tutorB = await enter(w.studentB.user.meetingId!, w.tutorB.token);
    const recvB = await tutorB.emit<TransportAck>('create_transport', { consumer: true, key: 'consumer' });
    expect(await consume(tutorB, recvB.params.id, mediaA.video)).toEqual({
      error: expect.stringMatching(/^Producer not found/),
    });
    expect(await consume(tutorB, recvA.params.id, mediaA.video)).toEqual({
      error: expect.stringMatching(/^Transport not found/),
    });
    expect(await tutorB.emit('check_producer_state', { producerId: mediaA.video })).toEqual({
      isPaused: true,
      isExist: false,
      consumerExists: false,
    });
    expect(await tutorB.emit<{ producers: unknown[] }>('get_producers', {})).toEqual({ producers: [] });

    // A payload that is not one answers a clear error; the server carries on.
    expect(await tutorB.emit('consume', { transportId: 42 })).toHaveProperty('error');
    expect(await adminA.emit('consumer_resume', { consumerId: consumer.id })).toMatchObject({ paused: false });
  });
});

describe('a deployment’s media settings reach the browser (MEDIA_ANNOUNCED_IP, port range, STUN/TURN)', () => {
  it('announces the public address on a port of the range, with STUN and short-lived coturn TURN credentials', async () => {
    const secret = 'coturn-static-auth-secret';
    const t = await createTestApp({
      MEDIA_ANNOUNCED_IP: '203.0.113.7',
      MEDIA_LISTEN_IP: '127.0.0.1',
      MEDIA_RTC_MIN_PORT: '47100',
      MEDIA_RTC_MAX_PORT: '47199',
      STUN_URLS: 'stun:stun.example.org:3478',
      TURN_URLS: 'turn:turn.example.org:3478?transport=udp,turns:turn.example.org:5349',
      TURN_SECRET: secret,
      TURN_TTL_SECONDS: '600',
    });
    const w = await createWorld(t);
    const base = await listenOnLoopback(t);
    const tutor = await openClient(base, w.studentA.user.meetingId!, w.tutorA.token);
    try {
      await tutor.emit('launch', { config: { programId: w.program.id } });
      const before = Math.floor(Date.now() / 1000);
      const { params } = await tutor.emit<TransportAck>('create_transport', { consumer: false, key: 'webcam' });
      // Issued between the two: a loaded machine may take seconds to answer.
      const after = Math.ceil(Date.now() / 1000);
      expect(params.iceCandidates.length).toBeGreaterThan(0);
      for (const candidate of params.iceCandidates) {
        expect(candidate.ip).toBe('203.0.113.7');
        expect(candidate.port).toBeGreaterThanOrEqual(47100);
        expect(candidate.port).toBeLessThanOrEqual(47199);
      }
      const [stun, turn] = params.iceServers as { urls: string[]; username?: string; credential?: string }[];
      expect(stun).toEqual({ urls: ['stun:stun.example.org:3478'] });
      expect(turn?.urls).toEqual(['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349']);
      // coturn's REST scheme: username "expiry:user", credential base64(HMAC-SHA1(secret, username)).
      const [expiry, user] = (turn?.username ?? '').split(':');
      expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
      expect(Number(expiry)).toBeLessThanOrEqual(after + 600);
      expect(user).toBe(w.tutorA.user.id);
      expect(turn?.credential).toBe(
        createHmac('sha1', secret)
          .update(turn?.username ?? '')
          .digest('base64'),
      );
    } finally {
      tutor.close();
      await t.close();
    }
  });
});
