import { classroom } from '@chalkline/contracts';
import { describe, expect, it, vi } from 'vitest';
import { negotiateProducer, simulcastEncodings, videoCodecPreferences } from './send-flow';
import type { MediaRequest } from './signalling';
import { asTrack, FakePeerConnection, FakeTrack } from './testing';
import { SerialQueue, type Transport } from './transports';

/** Chromium 156's `RTCRtpSender.getCapabilities('video')`, shortened. */
const chromium = [
  { mimeType: 'video/VP8', clockRate: 90_000 },
  { mimeType: 'video/rtx', clockRate: 90_000 },
  {
    mimeType: 'video/H264',
    clockRate: 90_000,
    sdpFmtpLine: 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42001f',
  },
  {
    mimeType: 'video/H264',
    clockRate: 90_000,
    sdpFmtpLine: 'level-asymmetry-allowed=1;packetization-mode=0;profile-level-id=42e01f',
  },
  {
    mimeType: 'video/H264',
    clockRate: 90_000,
    sdpFmtpLine: 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f',
  },
  { mimeType: 'video/VP9', clockRate: 90_000, sdpFmtpLine: 'profile-id=0' },
  { mimeType: 'video/red', clockRate: 90_000 },
];
const withoutH264 = chromium.filter((c) => c.mimeType !== 'video/H264');
const names = (codecs: { mimeType: string; sdpFmtpLine?: string }[] | null) =>
  codecs?.map((c) => `${c.mimeType} ${/profile-level-id=(\w+)/.exec(c.sdpFmtpLine ?? '')?.[1] ?? ''}`.trim());

describe('what the send side offers (spec 9, M5)', () => {
  it('offers the webcam in H264 packetization-mode 1 (42e01f first) where the browser encodes it', () => {
    expect(names(videoCodecPreferences('video', chromium))).toEqual([
      'video/H264 42e01f',
      'video/H264 42001f',
      'video/rtx',
    ]);
  });

  it('offers the webcam in VP8 where the browser cannot encode H264, and the screen in VP8 always', () => {
    expect(names(videoCodecPreferences('video', withoutH264))).toEqual(['video/VP8', 'video/rtx']);
    expect(names(videoCodecPreferences('screen-video', chromium))).toEqual(['video/VP8', 'video/rtx']);
    expect(videoCodecPreferences('screen-video', [])).toBeNull();
  });

  it('sends three layers (scale 4, 2, 1 at 150, 500 and 1200 kbps), none above the 1.2 Mbps maximum', () => {
    const encodings = simulcastEncodings('video');
    expect(encodings).toEqual([
      { rid: 'w0', scaleResolutionDownBy: 4, maxBitrate: 150_000 },
      { rid: 'w1', scaleResolutionDownBy: 2, maxBitrate: 500_000 },
      { rid: 'w2', scaleResolutionDownBy: 1, maxBitrate: 1_200_000 },
    ]);
    expect(Math.max(...encodings.map((e) => e.maxBitrate ?? 0))).toBe(classroom.maxBitrate);
    expect(simulcastEncodings('screen-video').map((e) => e.rid)).toEqual(['s0', 's1', 's2']);
  });

  it('narrows each new video transceiver before the offer; audio keeps the browser’s list', async () => {
    const pc = new FakePeerConnection({});
    const transport: Transport = {
      id: 't1',
      direction: 'send',
      pc: pc as unknown as RTCPeerConnection,
      queue: new SerialQueue(),
      closed: false,
    };
    const request = vi.fn(async () => ({ id: 'p1', rtpParameters: { mid: '0' } })) as unknown as MediaRequest;
    const produce = (kind: 'video' | 'screen-video' | 'audio', codecs = chromium) =>
      negotiateProducer(
        request,
        transport,
        kind,
        asTrack(new FakeTrack(kind === 'audio' ? 'audio' : 'video')),
        undefined,
        () => undefined,
        () => codecs,
      );
    await produce('video');
    await produce('screen-video');
    await produce('audio');
    await produce('video', withoutH264);
    const [webcam, screen, mic, vp8Webcam] = pc.transceivers.map((t) => vi.mocked(t.setCodecPreferences!).mock.calls);
    expect(names(webcam?.[0]?.[0] ?? null)).toEqual(['video/H264 42e01f', 'video/H264 42001f', 'video/rtx']);
    expect(names(screen?.[0]?.[0] ?? null)).toEqual(['video/VP8', 'video/rtx']);
    expect(mic).toEqual([]);
    expect(names(vp8Webcam?.[0]?.[0] ?? null)).toEqual(['video/VP8', 'video/rtx']);
  });
});
