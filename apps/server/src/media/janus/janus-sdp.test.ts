import { describe, expect, it } from 'vitest';
import { chromeWebcamOffer } from '../../../test/media/recorded-offer.js';
import { parseSdp } from '../sdp-text.js';
import {
  clientDecodes,
  highestFirst,
  layerOfSubstream,
  preparePublisherOffer,
  sdpCandidates,
  sdpIceParameters,
  sectionRtp,
  silentMids,
  substreamOf,
} from './janus-sdp.js';

const janusOffer = [
  'v=0',
  'o=- 1795268109107293 2 IN IP4 127.0.0.1',
  's=VideoRoom 1',
  't=0 0',
  'a=group:BUNDLE 0 1',
  'm=video 9 UDP/TLS/RTP/SAVPF 107 108',
  'c=IN IP4 127.0.0.1',
  'a=sendonly',
  'a=mid:0',
  'a=ice-ufrag:Xg8A',
  'a=ice-pwd:GBTkMQXedch0wkjTg9RFCr',
  'a=fingerprint:sha-256 BA:C3:EC',
  'a=rtpmap:107 H264/90000',
  'a=fmtp:107 profile-level-id=42e01f;packetization-mode=1',
  'a=rtpmap:108 rtx/90000',
  'a=fmtp:108 apt=107',
  'a=candidate:1 1 udp 2015363327 127.0.0.2 48610 typ host',
  'm=audio 0 UDP/TLS/RTP/SAVPF 111',
  'a=inactive',
  'a=mid:1',
  'a=rtpmap:111 opus/48000/2',
  'a=candidate:1 1 udp 2015363327 127.0.0.2 48610 typ host',
  '',
].join('\r\n');

describe('Janus SDP mapping', () => {
  it('narrows a browser offer to one codec per m-section but keeps transport-wide congestion control', () => {
    const { sdp, sections } = preparePublisherOffer(
      chromeWebcamOffer,
      () => 'webcam',
      () => true,
    );
    const video = [...sections.values()].find((s) => s.kind === 'video')!;
    expect(video.rtp.codec?.mimeType).toBe('video/H264');
    expect(video.rtp.rids).toEqual(['w0', 'w1', 'w2']);
    const section = parseSdp(sdp).media.find((m) => m.kind === 'video')!;
    expect(section.codecs).toHaveLength(1);
    expect(section.lines.some((l) => l.endsWith(' transport-cc'))).toBe(true);
  });

  it('lists simulcast rids highest first for VideoRoom, so substream n is our layer n', () => {
    const out = highestFirst(chromeWebcamOffer);
    expect(out).toContain('a=simulcast:send w2;w1;w0');
    const rids = out.split('\r\n').filter((l) => l.startsWith('a=rid:'));
    expect(rids).toEqual(['a=rid:w2 send', 'a=rid:w1 send', 'a=rid:w0 send']);
    expect(substreamOf(0, 3)).toBe(0);
    expect(substreamOf(2, 3)).toBe(2);
    expect(substreamOf(5, 3)).toBe(2);
    expect(layerOfSubstream(1, 3)).toBe(1);
  });

  it('maps layers from the highest down when an offer reaches Janus lowest first', () => {
    expect(substreamOf(0, 3, false)).toBe(2);
    expect(substreamOf(2, 3, false)).toBe(0);
    expect(layerOfSubstream(0, 2, false)).toBe(1);
  });

  it('reads a subscriber offer: the codec of a mid, ICE credentials, candidates, silent m-sections', () => {
    expect(sectionRtp(janusOffer, '0')).toEqual({
      mid: '0',
      codec: {
        mimeType: 'video/H264',
        payloadType: 107,
        clockRate: 90000,
        channels: undefined,
        sdpFmtpLine: 'profile-level-id=42e01f;packetization-mode=1',
      },
    });
    expect(() => sectionRtp(janusOffer, '7')).toThrow('Invalid session description');
    expect(sdpIceParameters(janusOffer)).toEqual({
      usernameFragment: 'Xg8A',
      password: 'GBTkMQXedch0wkjTg9RFCr',
      iceLite: false,
    });
    expect(sdpCandidates(janusOffer)).toEqual([
      { foundation: '1', protocol: 'udp', priority: 2015363327, ip: '127.0.0.2', port: 48610, type: 'host' },
    ]);
    expect(silentMids(janusOffer)).toEqual(['1']);
  });

  it('checks what the client decodes by MIME type, ignoring case', () => {
    const caps = { codecs: [{ mimeType: 'video/h264', clockRate: 90000 }] };
    expect(clientDecodes(caps, 'video/H264')).toBe(true);
    expect(clientDecodes(caps, 'video/VP8')).toBe(false);
  });
});
