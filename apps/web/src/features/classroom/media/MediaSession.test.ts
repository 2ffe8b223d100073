import { classroom, classroomTexts, type NewProducerEvent } from '@chalkline/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admittedFakeConnection, student } from '../connection/testing';
import { fakeMediaServer, fakeTransportParams } from './fake-sfu';
import { MediaSession } from './MediaSession';
import { createFakePeerConnection, FakePeerConnection, fakeDevices, settle } from './testing';

interface Options {
  video?: boolean;
  audio?: boolean;
  screen?: boolean;
  handlers?: Parameters<typeof fakeMediaServer>[1];
}

async function joined({ video = true, audio = true, screen = false, handlers }: Options = {}) {
  const config = { isVideoEnabled: video, isAudioEnabled: audio, isHandRaised: false, isIncognito: false };
  const { connection, socket, notices } = admittedFakeConnection({ config });
  const server = fakeMediaServer(socket, handlers);
  const { devices, tracks } = fakeDevices({ screen });
  const session = new MediaSession({
    host: connection,
    cameraId: 'cam-2',
    microphoneId: 'mic-1',
    notify: (message) => notices.push(message),
    devices: () => devices,
    createPeerConnection: createFakePeerConnection,
    capabilities: { codecs: [{ mimeType: 'video/VP8', clockRate: 90000 }] },
  });
  session.start();
  await settle();
  const sendPc = () => FakePeerConnection.all.find((pc) => pc.transceivers.some((t) => t.init?.direction))!;
  return { connection, socket, notices, server, devices, tracks, session, sendPc };
}

const remoteVideo: NewProducerEvent = {
  producerId: 'remote-video',
  remoteConnectionId: student.connection,
  kind: 'video',
  appData: { source: 'webcam', kind: 'video' },
  paused: false,
};

beforeEach(() => {
  FakePeerConnection.all = [];
});

describe('MediaSession', () => {
  it('M1–M5: calls, opens both transports, and produces the chosen camera (simulcast) and microphone', async () => {
    const { server, devices, sendPc, session } = await joined();
    expect(server.sent('call')).toHaveLength(1);
    expect(server.sent('create_transport')).toEqual(
      expect.arrayContaining([
        { consumer: false, key: 'webcam' },
        { consumer: true, key: 'consumer', connectNow: true },
      ]),
    );
    for (const pc of FakePeerConnection.all)
      expect(pc.config).toEqual({ iceServers: [{ urls: ['stun:127.0.0.1:3478'] }], bundlePolicy: 'max-bundle' });

    const [camera, mic] = vi.mocked(devices.getUserMedia).mock.calls.map(([constraints]) => constraints);
    expect(camera?.video).toMatchObject({
      deviceId: { exact: 'cam-2' },
      width: { ideal: 640 },
      frameRate: { ideal: 15 },
    });
    expect(mic?.audio).toMatchObject({ deviceId: { exact: 'mic-1' }, sampleRate: 48_000, echoCancellation: true });

    expect(server.sent('produce').map((p) => p.appData)).toEqual([
      { source: 'webcam', kind: 'video' },
      { source: 'webcam', kind: 'audio' },
    ]);
    const [video, audio] = sendPc().transceivers;
    expect(video?.init).toEqual({
      direction: 'sendonly',
      sendEncodings: classroom.simulcastLayers.map((layer, i) => ({ rid: `w${i}`, ...layer })),
    });
    expect(audio?.init?.sendEncodings).toBeUndefined();
    expect(sendPc().remoteDescription?.sdp).toContain('x-google-start-bitrate=320');
    expect(session.store.get().local.video).toMatchObject({ paused: false, producerId: expect.any(String) });
  });

  it('spec 4: Mic and Video toggles pause and resume their producers; video off releases the camera', async () => {
    const { server, session, connection, tracks, sendPc, devices } = await joined();
    const [videoId, audioId] = server.sent('produce').map((_, i) => session.store.get().local[i ? 'audio' : 'video']);
    const camera = tracks.find((t) => t.kind === 'video')!;
    const mic = tracks.find((t) => t.kind === 'audio')!;

    await session.setAudioEnabled(false);
    await settle();
    expect(server.sent('producer_paused')).toEqual([{ producerId: audioId?.producerId }]);
    expect(mic.enabled).toBe(false);
    expect(connection.store.get().config.isAudioEnabled).toBe(false);
    await session.setAudioEnabled(true);
    await settle();
    expect(server.sent('producer_resumed')).toEqual([{ producerId: audioId?.producerId }]);
    expect(mic.enabled).toBe(true);

    await session.setVideoEnabled(false);
    await settle();
    expect(server.sent('producer_paused').at(-1)).toEqual({ producerId: videoId?.producerId });
    expect(camera.readyState).toBe('ended');
    expect(sendPc().transceivers[0]?.sender.track).toBeNull();
    expect(session.store.get().local.video).toMatchObject({ trackId: null, paused: true });

    await session.setVideoEnabled(true);
    await settle();
    expect(devices.getUserMedia).toHaveBeenCalledTimes(3);
    const fresh = tracks.filter((t) => t.kind === 'video').at(-1)!;
    expect(sendPc().transceivers[0]?.sender.track).toBe(fresh);
    expect(server.sent('producer_resumed').at(-1)).toEqual({ producerId: videoId?.producerId });
    expect(server.sent('produce')).toHaveLength(2);
  });

  it('R29: a host stopping the camera turns it off here, and it is not produced again', async () => {
    const { server, session, connection, socket, tracks } = await joined();
    const videoId = session.store.get().local.video?.producerId;
    const camera = tracks.find((t) => t.kind === 'video')!;
    socket.fire('alert', { code: 'media_stopped', source: 'camera', message: classroomTexts.cameraStopped });
    await settle();
    socket.fire('producer_closed', {
      producerId: videoId!,
      remoteConnectionId: connection.store.get().you!.connection,
    });
    await settle();
    expect(camera.readyState).toBe('ended');
    expect(connection.store.get().config.isVideoEnabled).toBe(false);
    expect(server.sent('produce')).toHaveLength(2);
    // Another alert (no code, or another source) leaves the camera alone.
    socket.fire('alert', { message: 'Something else' });
    await settle();
    expect(server.sent('produce')).toHaveLength(2);
  });

  it('R28: a screen share the classroom keeps to hosts ends here', async () => {
    const { session, socket } = await joined({ screen: true });
    await session.toggleScreenShare();
    await settle();
    expect(session.store.get().screen).not.toBe('idle');
    socket.fire('alert', { code: 'screen_share_hosts_only', message: classroomTexts.screenShareHostsOnly });
    await settle();
    expect(session.store.get().screen).toBe('idle');
  });

  it('spec 4: turning on a camera that was off at join asks for a new stream and produces it', async () => {
    const { server, session, devices } = await joined({ video: false });
    expect(server.sent('produce').map((p) => p.kind)).toEqual(['audio']);
    await session.setVideoEnabled(true);
    await settle();
    expect(devices.getUserMedia).toHaveBeenLastCalledWith({
      video: expect.objectContaining({ height: { ideal: 360, max: 720 } }),
    });
    expect(server.sent('produce').map((p) => p.kind)).toEqual(['audio', 'video']);
  });

  it('the device pickers swap the microphone in place (replaceTrack), keeping the producer', async () => {
    const { server, session, tracks, sendPc, devices } = await joined();
    const old = tracks.find((t) => t.kind === 'audio')!;
    await session.switchDevice('microphone', 'mic-2');
    await settle();
    expect(devices.getUserMedia).toHaveBeenLastCalledWith({
      audio: expect.objectContaining({ deviceId: { exact: 'mic-2' } }),
    });
    const fresh = tracks.filter((t) => t.kind === 'audio').at(-1)!;
    expect(sendPc().transceivers[1]?.sender.track).toBe(fresh);
    expect(old.readyState).toBe('ended');
    expect(server.sent('produce')).toHaveLength(2);
    expect(session.store.get().microphoneId).toBe('mic-2');
  });

  it("M2: the receive transport answers the server's first offer at once, before any consumer, and consumes after it", async () => {
    const { server } = await joined();
    const recv = FakePeerConnection.all.find((pc) => pc.remoteDescription?.sdp?.includes('a=mid:warm'));
    expect(recv?.localDescription).toMatchObject({ type: 'answer' });
    const recvId = `recv-${server.sent('create_transport').findIndex((p) => p.consumer) + 1}`;
    expect(server.sent('connect_transport')).toEqual([
      { transportId: recvId, sdp: { type: 'answer', sdp: 'v=0 answer' } },
    ]);
    expect(server.sent('consume')).toEqual([]);

    server.announce(remoteVideo);
    await settle();
    expect(server.sent('consume')).toEqual([expect.objectContaining({ transportId: recvId })]);
    expect(server.sent('connect_transport')).toHaveLength(2);
  });

  it('M2: without an offer from the server (an engine that cannot connect early) nothing is answered before a consume', async () => {
    const { server } = await joined({
      handlers: {
        create_transport: (p) => ({
          isExistsAndConnected: false,
          params: fakeTransportParams(`${p.consumer ? 'recv' : 'send'}-plain`, Boolean(p.consumer)),
        }),
      },
    });
    expect(server.sent('connect_transport').filter((p) => p.transportId === 'recv-plain')).toEqual([]);
  });

  it('M7–M13: consumes a new producer, follows its pause, and drops it when it closes', async () => {
    const { server, session, socket } = await joined();
    server.announce(remoteVideo);
    await settle();
    const recv = server.sent('create_transport').findIndex((p) => p.consumer);
    expect(server.sent('consume')).toEqual([
      expect.objectContaining({
        remoteProducerId: 'remote-video',
        remoteMediaKind: 'video',
        transportId: `recv-${recv + 1}`,
      }),
    ]);
    expect(server.sent('connect_transport').at(-1)).toMatchObject({ sdp: { type: 'answer' } });
    const element = session.store.get().peers[student.connection]?.video;
    expect(element).toMatchObject({
      producerId: 'remote-video',
      consumerId: expect.any(String),
      isPausedServerSide: false,
    });
    expect(server.sent('consumer_resume')).toEqual([{ consumerId: element?.consumerId }]);
    expect(session.trackOf(element?.trackId ?? null)?.kind).toBe('video');

    socket.fire('producer_paused', { producerId: 'remote-video' });
    expect(session.store.get().peers[student.connection]?.video?.isPausedServerSide).toBe(true);
    socket.fire('producer_closed', { producerId: 'remote-video', remoteConnectionId: student.connection });
    expect(session.store.get().peers[student.connection]).toBeUndefined();
  });

  it('spec 4, M10: a remote stream paused here stays paused when re-consumed; the owner’s pause wins', async () => {
    const { server, session, socket, sendPc } = await joined();
    server.announce(remoteVideo);
    await settle();
    const video = () => session.store.get().peers[student.connection]?.video;
    const first = video()?.consumerId;
    session.setRemotePaused('remote-video', true);
    await settle();
    expect(server.sent('consumer_paused')).toEqual([{ consumerId: first }]);
    expect(video()).toMatchObject({ isPausedClientSide: true, isPausedServerSide: false });

    // The receive transport fails: a new one consumes everything again (M12), and the local pause holds.
    const recvPc = FakePeerConnection.all.find((pc) => pc !== sendPc() && pc.connectionState !== 'closed');
    recvPc?.setState('failed');
    await settle();
    expect(video()?.consumerId).not.toBe(first);
    expect(server.sent('consumer_paused')).toEqual([{ consumerId: first }, { consumerId: video()?.consumerId }]);
    expect(video()?.isPausedClientSide).toBe(true);

    socket.fire('producer_paused', { producerId: 'remote-video' });
    session.setRemotePaused('remote-video', false);
    await settle();
    expect(server.sent('consumer_resumed')).toEqual([{ consumerId: video()?.consumerId }]);
    expect(video()).toMatchObject({ isPausedClientSide: false, isPausedServerSide: true });
  });

  it('M11: a disconnected send transport restarts ICE at once and every 10 s while it stays disconnected', async () => {
    const { server, sendPc } = await joined();
    vi.useFakeTimers();
    sendPc().setState('disconnected');
    await settle();
    expect(server.sent('restart_ice')).toHaveLength(1);
    expect(sendPc().localDescription?.type).toBe('offer');
    expect(server.sent('connect_transport').at(-1)).toMatchObject({ sdp: { type: 'offer' } });
    await vi.advanceTimersByTimeAsync(classroom.iceRestartIntervalMs);
    expect(server.sent('restart_ice')).toHaveLength(2);
    sendPc().setState('connected');
    await vi.advanceTimersByTimeAsync(3 * classroom.iceRestartIntervalMs);
    expect(server.sent('restart_ice')).toHaveLength(2);
  });

  it('leaving stops every track and closes every peer connection, and hears no more events', async () => {
    const { server, session, tracks } = await joined({ screen: true });
    server.announce(remoteVideo);
    await session.toggleScreenShare();
    await settle();
    expect(server.sent('produce').map((p) => (p.appData as { kind: string }).kind)).toContain('screen-video');
    expect(FakePeerConnection.all).toHaveLength(2);
    expect(tracks.length).toBeGreaterThanOrEqual(3);

    session.close();
    expect(FakePeerConnection.all.map((pc) => pc.connectionState)).toEqual(['closed', 'closed']);
    expect(tracks.map((t) => t.readyState)).toEqual(tracks.map(() => 'ended'));
    expect(session.peerConnections()).toEqual([]);
    expect(session.store.get().peers).toEqual({});

    const consumes = server.sent('consume').length;
    server.announce({ ...remoteVideo, producerId: 'another' });
    await settle();
    expect(server.sent('consume')).toHaveLength(consumes);
  });
});
