import { describe, expect, it } from 'vitest';
import { isH264Keyframe, isVp8Keyframe } from './keyframe.js';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('VP8 keyframes (RFC 7741)', () => {
  it('sees a keyframe at the start of partition 0 with P = 0', () => {
    expect(isVp8Keyframe(bytes(0x10, 0x00, 0x9d))).toBe(true);
    expect(isVp8Keyframe(bytes(0x10, 0x01, 0x9d))).toBe(false); // P = 1: interframe
    expect(isVp8Keyframe(bytes(0x00, 0x00))).toBe(false); // not a partition start
    expect(isVp8Keyframe(bytes(0x11, 0x00))).toBe(false); // partition 1
  });

  it('skips the extended descriptor: 15-bit picture id, TL0PICIDX and TID/KEYIDX', () => {
    // X=1,S=1 | I,L,T set | M=1 picture id (2 bytes) | TL0PICIDX | TID | frame header P=0
    expect(isVp8Keyframe(bytes(0x90, 0xe0, 0x81, 0x23, 0x05, 0x40, 0x00))).toBe(true);
    expect(isVp8Keyframe(bytes(0x90, 0xe0, 0x81, 0x23, 0x05, 0x40, 0x01))).toBe(false);
    // 7-bit picture id only
    expect(isVp8Keyframe(bytes(0x90, 0x80, 0x12, 0x00))).toBe(true);
    expect(isVp8Keyframe(bytes(0x90, 0x80))).toBe(false); // truncated
  });
});

describe('H264 keyframes (RFC 6184)', () => {
  it('sees IDR and SPS single NAL units but not other slices', () => {
    expect(isH264Keyframe(bytes(0x65, 0x88))).toBe(true); // IDR
    expect(isH264Keyframe(bytes(0x67, 0x42))).toBe(true); // SPS
    expect(isH264Keyframe(bytes(0x41, 0x9a))).toBe(false); // non-IDR slice
    expect(isH264Keyframe(bytes(0x68, 0xce))).toBe(false); // PPS alone
  });

  it('looks inside STAP-A aggregates', () => {
    expect(isH264Keyframe(bytes(0x78, 0x00, 0x02, 0x67, 0x42, 0x00, 0x02, 0x68, 0xce))).toBe(true);
    expect(isH264Keyframe(bytes(0x78, 0x00, 0x02, 0x06, 0x05, 0x00, 0x02, 0x41, 0x9a))).toBe(false);
  });

  it('takes only the first fragment of an IDR FU-A', () => {
    expect(isH264Keyframe(bytes(0x7c, 0x85, 0x88))).toBe(true); // start bit, type 5
    expect(isH264Keyframe(bytes(0x7c, 0x05, 0x88))).toBe(false); // middle fragment
    expect(isH264Keyframe(bytes(0x7c, 0x81, 0x9a))).toBe(false); // start of a non-IDR slice
  });
});
