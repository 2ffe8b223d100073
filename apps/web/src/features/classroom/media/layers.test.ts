import { describe, expect, it } from 'vitest';
import { bestShape } from '../tiles/gridShape';
import { layerForTile } from './layers';
import { findRemote, initialMediaState, patchRemote, putRemote, removeRemote } from './media-state';
import { withStartBitrate } from './transports';

describe('the simulcast layer a tile asks for (M9)', () => {
  it.each([
    [120, false, 0],
    [200, false, 0],
    [201, false, 1],
    [400, false, 1],
    [401, false, 2],
    [1200, false, 2],
    [120, true, 2],
  ] as const)('%i px wide, pinned %s → layer %i', (width, pinned, layer) => {
    expect(layerForTile(width, pinned)).toBe(layer);
  });
});

describe('the grid shape that makes tiles largest', () => {
  it('stacks people on a tall phone and spreads them on a wide screen', () => {
    expect(bestShape(3, 374, 680, 16 / 9)).toEqual({ columns: 1, rows: 3 });
    expect(bestShape(3, 885, 700, 16 / 9)).toEqual({ columns: 2, rows: 2 });
    expect(bestShape(2, 1400, 600, 16 / 9)).toEqual({ columns: 2, rows: 1 });
    expect(bestShape(7, 1400, 800, 16 / 9)).toEqual({ columns: 3, rows: 3 });
  });
});

describe('the start bitrate in the send answer (spec 9: 320 kbps)', () => {
  const answer = [
    'v=0',
    'm=audio 9 UDP/TLS/RTP/SAVPF 111',
    'a=rtpmap:111 opus/48000/2',
    'a=fmtp:111 minptime=10;useinbandfec=1',
    'm=video 9 UDP/TLS/RTP/SAVPF 102',
    'a=rtpmap:102 H264/90000',
    'a=fmtp:102 packetization-mode=1;profile-level-id=42e01f',
    'm=video 9 UDP/TLS/RTP/SAVPF 96',
    'a=rtpmap:96 VP8/90000',
    '',
  ].join('\r\n');

  it('adds x-google-start-bitrate to each video codec, and nothing to audio', () => {
    const lines = withStartBitrate(answer).split('\r\n');
    expect(lines).toContain('a=fmtp:102 packetization-mode=1;profile-level-id=42e01f;x-google-start-bitrate=320');
    expect(lines).toContain('a=fmtp:96 x-google-start-bitrate=320');
    expect(lines).toContain('a=fmtp:111 minptime=10;useinbandfec=1');
    expect(lines.at(-1)).toBe('');
    expect(withStartBitrate(withStartBitrate(answer))).toBe(withStartBitrate(answer));
  });
});

describe('media state', () => {
  const element = {
    producerId: 'p1',
    consumerId: null,
    trackId: null,
    isPausedServerSide: false,
    isPausedClientSide: false,
  };

  it('keeps elements by person and kind, and finds them by producer', () => {
    let state = putRemote(initialMediaState(), 'tab-2', 'video', element);
    expect(findRemote(state, 'p1')).toMatchObject({ connection: 'tab-2', kind: 'video' });
    const same = patchRemote(state, 'p1', { isPausedServerSide: false });
    expect(same).toBe(state);
    state = patchRemote(state, 'p1', { isPausedServerSide: true });
    expect(state.peers['tab-2']?.video?.isPausedServerSide).toBe(true);
    expect(removeRemote(state, 'p1').peers).toEqual({});
  });
});
