import { describe, expect, it } from 'vitest';
import { chromeWebcamOffer } from '../../test/media/recorded-offer.js';
import { isMediaError } from './media-errors.js';
import { announceAddress, chooseCodec, filterCandidates, restrictOffer } from './sdp-policy.js';
import { isLoopback, parseSdp } from './sdp-text.js';

const webcam = { sourceOf: () => 'webcam' as const, allowCandidate: isLoopback };

describe('restrictOffer', () => {
  it('narrows the webcam to H264 constrained baseline, packetization-mode 1, and the mic to Opus', () => {
    const { sdp, sections } = restrictOffer(chromeWebcamOffer, webcam);
    expect(sections.get('0')?.rtp).toMatchObject({
      mid: '0',
      codec: { mimeType: 'video/H264', payloadType: 108, clockRate: 90_000 },
      rids: ['w0', 'w1', 'w2'],
    });
    expect(sections.get('0')?.rtp.codec?.sdpFmtpLine).toContain('profile-level-id=42e01f');
    expect(sections.get('1')?.rtp.codec).toMatchObject({ mimeType: 'audio/opus', payloadType: 111, channels: 2 });
    const media = parseSdp(sdp).media;
    expect(media[0]?.lines[0]).toBe('m=video 41048 UDP/TLS/RTP/SAVPF 108');
    expect(media[0]?.codecs.map((c) => c.name)).toEqual(['H264']);
    expect(media[1]?.codecs.map((c) => c.name)).toEqual(['opus']);
    expect(sdp).toContain('a=simulcast:send w0;w1;w2');
  });

  it('turns transport-wide congestion control off and keeps REMB', () => {
    const { sdp } = restrictOffer(chromeWebcamOffer, webcam);
    expect(chromeWebcamOffer).toContain('transport-cc');
    expect(sdp).not.toContain('transport-cc');
    expect(sdp).not.toContain('draft-holmer-rmcat-transport-wide-cc');
    expect(sdp).toContain('a=rtcp-fb:108 goog-remb');
    expect(sdp).not.toMatch(/rtx|ulpfec|red\//);
  });

  it('gives the screen VP8 and falls back to VP8 for a webcam when H264 is not offered', () => {
    const screen = restrictOffer(chromeWebcamOffer, {
      ...webcam,
      sourceOf: (mid) => (mid === '0' ? 'screen' : 'webcam'),
    });
    expect(screen.sections.get('0')?.rtp.codec).toMatchObject({ mimeType: 'video/VP8', payloadType: 96 });
    const codecs = parseSdp(chromeWebcamOffer).media[0]!.codecs.filter((c) => c.name !== 'H264');
    expect(chooseCodec('video', 'webcam', codecs)?.name).toBe('VP8');
  });

  it('drops remote candidates outside the allowed range', () => {
    expect(chromeWebcamOffer).toContain('192.0.2.2');
    const { sdp } = restrictOffer(chromeWebcamOffer, webcam);
    expect(sdp).not.toContain('192.0.2.2');
    expect(sdp).toContain('127.0.0.1 41048 typ host');
    expect(filterCandidates(chromeWebcamOffer, isLoopback)).not.toContain('192.0.2.2');
  });

  it('refuses an m-section with no codec we forward, and rids shared by two m-sections', () => {
    const noVideo = chromeWebcamOffer.replace(/a=rtpmap:(\d+) (VP8|H264)\//g, 'a=rtpmap:$1 XYZ/');
    expect(() => restrictOffer(noVideo, webcam)).toThrow(/no supported video codec/);
    const twice = `${chromeWebcamOffer}a=simulcast:send w2\r\n`; // the audio m-section now claims rid w2 too
    try {
      restrictOffer(twice, webcam);
      expect.unreachable();
    } catch (error) {
      expect(isMediaError(error, 'badSdp')).toBe(true);
    }
  });
});

describe('announceAddress', () => {
  it('puts the announced address into our candidates and connection line', () => {
    const sdp = 'v=0\r\nc=IN IP4 0.0.0.0\r\na=candidate:1 1 udp 2130706431 10.0.0.5 40000 typ host\r\n';
    expect(announceAddress(sdp, '203.0.113.7')).toBe(
      'v=0\r\nc=IN IP4 203.0.113.7\r\na=candidate:1 1 udp 2130706431 203.0.113.7 40000 typ host\r\n',
    );
  });
});
