/**
 * Keyframe detection on RTP payloads without decoding, so a consumer can switch simulcast layer (or start)
 * exactly at a frame the subscriber can decode. Only called while a consumer waits for a keyframe.
 */

export type VideoCodecName = 'vp8' | 'h264';

/** VP8 (RFC 7741): start of partition 0 whose frame header has the P bit clear. */
export function isVp8Keyframe(payload: Uint8Array): boolean {
  if (payload.length < 1) return false;
  const first = payload[0]!;
  const startOfPartition = (first & 0x10) !== 0;
  const partitionId = first & 0x0f;
  if (!startOfPartition || partitionId !== 0) return false;
  let offset = 1;
  if (first & 0x80) {
    const ext = payload[offset++];
    if (ext === undefined) return false;
    if (ext & 0x80) offset += (payload[offset] ?? 0) & 0x80 ? 2 : 1; // PictureID, 7 or 15 bits
    if (ext & 0x40) offset += 1; // TL0PICIDX
    if (ext & 0x30) offset += 1; // TID/Y/KEYIDX
  }
  const header = payload[offset];
  return header !== undefined && (header & 0x01) === 0;
}

const isH264KeyNal = (type: number) => type === 5 || type === 7;

/** H264 (RFC 6184): an IDR or SPS NAL unit, alone, inside a STAP-A, or at the start of an FU-A. */
export function isH264Keyframe(payload: Uint8Array): boolean {
  if (payload.length < 1) return false;
  const type = payload[0]! & 0x1f;
  if (type === 24) {
    let offset = 1;
    while (offset + 2 < payload.length) {
      const size = (payload[offset]! << 8) | payload[offset + 1]!;
      if (isH264KeyNal(payload[offset + 2]! & 0x1f)) return true;
      offset += 2 + size;
    }
    return false;
  }
  if (type === 28) {
    const fu = payload[1];
    return fu !== undefined && (fu & 0x80) !== 0 && isH264KeyNal(fu & 0x1f);
  }
  return isH264KeyNal(type);
}

export function isKeyframe(codec: VideoCodecName, payload: Uint8Array): boolean {
  return codec === 'vp8' ? isVp8Keyframe(payload) : isH264Keyframe(payload);
}
