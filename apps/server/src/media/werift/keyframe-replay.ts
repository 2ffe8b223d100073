/**
 * Instant first frame: a consumer that starts (subscribe, resume) while the publisher's latest keyframe is
 * still in the forwarder's retransmission ring gets that keyframe and the frames after it replayed at once,
 * instead of waiting a round trip for a new one (and Chrome's 300 ms between honoured requests when several
 * subscribers start together). Only a recent keyframe is replayed, so the burst stays small.
 */
import type { RtpPacket } from 'werift';
import { isKeyframe, type VideoCodecName } from '../keyframe.js';

/** At most this much media (90 kHz video clock) is replayed: a short burst, decoded at once by the browser. */
export const MAX_REPLAY_TICKS = 45_000; // 500 ms

/**
 * The ring packets to replay before packet `inSeq`: from the newest keyframe start whose packets up to
 * `inSeq - 1` are all in the ring, in order; empty when there is none within MAX_REPLAY_TICKS.
 */
export function packetsToReplay(
  ring: readonly (RtpPacket | undefined)[],
  codec: VideoCodecName,
  inSeq: number,
  inTs: number,
): RtpPacket[] {
  const size = ring.length;
  for (let back = 1; back < size; back++) {
    const seq = (inSeq - back) & 0xffff;
    const packet = ring[seq % size];
    if (!packet || packet.header.sequenceNumber !== seq) return []; // a gap: the frame would not decode
    if ((inTs - packet.header.timestamp) >>> 0 > MAX_REPLAY_TICKS) return [];
    if (isKeyframe(codec, packet.payload)) {
      // An H264 IDR may follow its SPS/PPS in earlier packets of the same frame: start at the frame's first.
      while (back + 1 < size) {
        const previous = ring[((inSeq - back - 1) & 0xffff) % size];
        if (!previous || previous.header.sequenceNumber !== ((inSeq - back - 1) & 0xffff)) break;
        if (previous.header.timestamp !== packet.header.timestamp) break;
        back++;
      }
      const packets: RtpPacket[] = [];
      for (let i = back; i >= 1; i--) packets.push(ring[((inSeq - i) & 0xffff) % size]!);
      return packets;
    }
  }
  return [];
}
