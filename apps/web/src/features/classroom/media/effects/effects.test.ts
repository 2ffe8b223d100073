import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admittedFakeConnection } from '../../connection/testing';
import { fakeMediaServer } from '../fake-sfu';
import { MediaSession } from '../MediaSession';
import { asTrack, createFakePeerConnection, FakePeerConnection, FakeTrack, fakeDevices, settle } from '../testing';
import { wireSuppressor } from './audio-graph';
import { blurWith, drawBlurred, type Segmenter } from './background-blur';
import { EffectPipeline, type StartEffect } from './effect-pipeline';
import { effectOn, rememberEffect } from './effect-settings';

/** A fake effect: each start makes a new output track of the input's kind and records it. */
function fakeEffect() {
  const started: { input: MediaStreamTrack; output: FakeTrack; stop: ReturnType<typeof vi.fn> }[] = [];
  const start: StartEffect = async (input) => {
    const output = new FakeTrack(input.kind as 'audio' | 'video');
    const stop = vi.fn(() => output.stop());
    started.push({ input, output, stop });
    return { track: asTrack(output), stop };
  };
  return { load: vi.fn(async () => start), started };
}

async function joined(microphoneId = 'mic-1') {
  const config = { isVideoEnabled: true, isAudioEnabled: true, isHandRaised: false, isIncognito: false };
  const { connection, socket } = admittedFakeConnection({ config });
  fakeMediaServer(socket);
  const { devices, tracks } = fakeDevices();
  const noise = fakeEffect();
  const blur = fakeEffect();
  const session = new MediaSession({
    host: connection,
    cameraId: 'cam-1',
    microphoneId,
    notify: () => undefined,
    devices: () => devices,
    createPeerConnection: createFakePeerConnection,
    capabilities: { codecs: [{ mimeType: 'video/VP8', clockRate: 90000 }] },
    effects: { microphone: noise.load, camera: blur.load },
  });
  session.start();
  await settle();
  const sendPc = FakePeerConnection.all.find((pc) => pc.transceivers.some((t) => t.init?.direction))!;
  const sent = (kind: 'audio' | 'video') => sendPc.transceivers.find((t) => t.kind === kind)?.sender.track;
  const own = (kind: 'audio' | 'video') => asTrack(tracks.filter((t) => t.kind === kind).at(-1)!);
  return { session, noise, blur, sent, own, tracks };
}

beforeEach(() => {
  FakePeerConnection.all = [];
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('noise suppression and background blur in the track pipeline (ADR 0086)', () => {
  it('noise suppression is on by default between the microphone and the sender, and comes out and back in', async () => {
    const { session, noise, sent, own } = await joined();
    await settle();
    expect(noise.load).toHaveBeenCalled();
    expect(noise.started).toHaveLength(1);
    expect(noise.started[0]?.input).toBe(own('audio'));
    expect(sent('audio')).toBe(asTrack(noise.started[0]!.output));
    expect(session.store.get().noiseSuppression).toBe(true);

    await session.setEffect('noiseSuppression', false);
    await settle();
    expect(noise.started[0]?.stop).toHaveBeenCalled();
    expect(sent('audio')).toBe(own('audio'));
    expect(own('audio').readyState).toBe('live');

    await session.setEffect('noiseSuppression', true);
    await settle();
    expect(sent('audio')).toBe(asTrack(noise.started.at(-1)!.output));
    session.close();
  });

  it('remembers the switch for that microphone only, and starts with it off the next time', async () => {
    const first = await joined('mic-1');
    await first.session.setEffect('noiseSuppression', false);
    first.session.close();
    expect(effectOn('noiseSuppression', 'mic-1')).toBe(false);
    expect(effectOn('noiseSuppression', 'mic-2')).toBe(true);

    FakePeerConnection.all = [];
    const again = await joined('mic-1');
    await settle();
    expect(again.session.store.get().noiseSuppression).toBe(false);
    expect(again.sent('audio')).toBe(again.own('audio'));
    again.session.close();
  });

  it('background blur is off by default; on, it replaces the camera track sent; camera off ends it', async () => {
    const { session, blur, sent, own } = await joined();
    expect(session.store.get().backgroundBlur).toBe(false);
    expect(sent('video')).toBe(own('video'));
    await session.setEffect('backgroundBlur', true);
    await settle();
    expect(sent('video')).toBe(asTrack(blur.started[0]!.output));
    await session.setVideoEnabled(false);
    await settle();
    expect(blur.started[0]?.stop).toHaveBeenCalled();
    session.close();
  });

  it('an effect that cannot start leaves the device’s own track in place', async () => {
    const pipeline = new EffectPipeline(async () => Promise.reject(new Error('no worklet')), 'test');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const input = asTrack(new FakeTrack('audio'));
    expect(await pipeline.apply(input, true)).toBe(input);
    expect(pipeline.output).toBeNull();
    warn.mockRestore();
  });

  it('a switch turned off while the effect starts leaves no effect running', async () => {
    const effect = fakeEffect();
    const pipeline = new EffectPipeline(effect.load, 'test');
    const input = asTrack(new FakeTrack('audio'));
    const starting = pipeline.apply(input, true);
    pipeline.stop();
    expect(await starting).toBe(input);
    expect(effect.started[0]?.stop).toHaveBeenCalled();
  });

  it('wires microphone → RNNoise → a destination whose track is sent, and unwires on stop', () => {
    const output = new FakeTrack('audio');
    const node = { connect: vi.fn((next) => next), disconnect: vi.fn(), destroy: vi.fn() };
    const source = { connect: vi.fn((next) => next), disconnect: vi.fn() };
    const destination = { stream: { getAudioTracks: () => [asTrack(output)] } };
    const context = {
      createMediaStreamSource: vi.fn(() => source as unknown as AudioNode),
      createMediaStreamDestination: vi.fn(() => destination as unknown as MediaStreamAudioDestinationNode),
      close: vi.fn(async () => undefined),
    };
    const input = asTrack(new FakeTrack('audio'));
    const processor = wireSuppressor(context, input, node as unknown as AudioNode, (t) => ({ t }) as never);
    expect(context.createMediaStreamSource).toHaveBeenCalledWith({ t: [input] });
    expect(source.connect).toHaveBeenCalledWith(node);
    expect(node.connect).toHaveBeenCalledWith(destination);
    expect(processor.track).toBe(asTrack(output));
    processor.stop();
    expect(node.destroy).toHaveBeenCalled();
    expect(context.close).toHaveBeenCalled();
    expect(output.readyState).toBe('ended');
  });

  it('draws the person sharp over a blurred copy of the frame', () => {
    const calls: string[] = [];
    const context = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      clearRect: () => calls.push('clear'),
      drawImage: (what: string) => calls.push(`draw ${what} ${context.globalCompositeOperation} ${context.filter}`),
      globalCompositeOperation: 'source-over',
      filter: 'none',
    };
    drawBlurred(context as unknown as CanvasRenderingContext2D, 'frame' as never, 'mask' as never, 640, 360);
    expect(calls).toEqual([
      'save',
      'clear',
      'draw mask source-over none',
      'draw frame source-in none',
      'draw frame destination-over blur(12px)',
      'restore',
    ]);
  });

  it('segments camera frames on a timer into the canvas track, and stops the model and the track', async () => {
    vi.useFakeTimers();
    const canvasTrack = new FakeTrack('video');
    const segmenter: Segmenter = { onResults: vi.fn(), send: vi.fn(async () => undefined), close: vi.fn() };
    const video = { readyState: 4, videoWidth: 640, videoHeight: 360, srcObject: {} } as unknown as HTMLVideoElement;
    const canvas = {
      getContext: () => ({}),
      captureStream: () => ({ getVideoTracks: () => [asTrack(canvasTrack)] }),
    } as unknown as HTMLCanvasElement;
    const input = Object.assign(asTrack(new FakeTrack('video')), { getSettings: () => ({ width: 640, height: 360 }) });
    const start = blurWith({
      createSegmenter: async () => segmenter,
      videoOf: async () => video,
      createCanvas: () => canvas,
      fps: 10,
    });
    const processor = await start(input);
    expect(processor.track).toBe(asTrack(canvasTrack));
    await vi.advanceTimersByTimeAsync(1000);
    const frames = vi.mocked(segmenter.send).mock.calls.length;
    expect(frames).toBeGreaterThanOrEqual(9);
    processor.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(vi.mocked(segmenter.send).mock.calls.length).toBe(frames);
    expect(segmenter.close).toHaveBeenCalled();
    expect(canvasTrack.readyState).toBe('ended');
    vi.useRealTimers();
  });
});

describe('effect settings', () => {
  it('are per device, off until chosen', () => {
    expect(effectOn('backgroundBlur', '')).toBe(false);
    rememberEffect('backgroundBlur', '', true);
    expect(effectOn('backgroundBlur', '')).toBe(true);
    expect(effectOn('backgroundBlur', 'cam-9')).toBe(false);
  });
});
