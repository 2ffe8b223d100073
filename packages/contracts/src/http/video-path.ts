/** The pre-call check's video-path probe routes (ADR 0086, amended): the ICE servers, then an offer answered. */
import { z } from 'zod';
import { iceServers } from '../realtime/media.js';
import { videoPathTexts } from '../video-path.js';
import { dataEnvelope } from './common.js';

/** One m-section, a data channel: the probe carries no audio or video. */
const isDataChannelOffer = (sdp: string) => {
  const sections = sdp.split(/\r?\n/).filter((line) => line.startsWith('m='));
  return (
    sdp.startsWith('v=0') &&
    sections.length === 1 &&
    /^m=application \d+ UDP\/DTLS\/SCTP webrtc-datachannel\b/.test(sections[0] ?? '')
  );
};

/** The browser's offer (its `localDescription` once gathered): one data channel, candidates inline. */
export const videoPathOffer = z.object({
  type: z.literal('offer', videoPathTexts.badOffer),
  sdp: z.string().max(20_000, videoPathTexts.badOffer).refine(isDataChannelOffer, videoPathTexts.badOffer),
});
export type VideoPathOffer = z.infer<typeof videoPathOffer>;

/** The servers the browser's probe connection uses: the classroom's own STUN and TURN (fresh credentials). */
export const videoPathSetupResponse = dataEnvelope(z.object({ iceServers }));
export const videoPathAnswerResponse = dataEnvelope(z.object({ type: z.literal('answer'), sdp: z.string() }));
