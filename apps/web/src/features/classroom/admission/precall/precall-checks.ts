/**
 * The pre-call check's rules (issue 34, ADR 0086): what each measurement means, in plain words a child can act on.
 * Pure, so the wording and the thresholds are tested without a camera or a network.
 */
import { type PathEnd, type VideoPathVerdict, videoPathStatus, videoPathTexts } from '@chalkline/contracts';
import { isApiError } from '../../../../lib/api';

export type CheckStatus = 'idle' | 'checking' | 'good' | 'warning' | 'problem';

export interface CheckResult {
  status: CheckStatus;
  text: string;
  /** The numbers behind a connection verdict, for a grown-up helping. */
  detail?: string;
}

export const precallTexts = {
  title: 'Check your camera, microphone and sound',
  start: 'Check my setup',
  again: 'Check again',
  idle: 'Not checked yet.',
  checking: 'Checking…',
  camera: {
    good: 'Your camera works.',
    off: 'Your camera is off. Turn it on to check it.',
    missing: 'We can’t see your camera. Check it is plugged in and allowed in your browser.',
  },
  microphone: {
    good: 'We can hear your microphone.',
    quiet: 'We can’t hear your microphone — check it is not muted, then say something.',
    off: 'Your microphone is off. Turn it on to check it.',
    missing: 'We can’t find your microphone. Check it is plugged in and allowed in your browser.',
  },
  speaker: {
    play: 'Play a test sound',
    idle: 'Play a short sound to check your speakers or headphones.',
    asking: 'Did you hear the sound?',
    yes: 'Yes, I heard it',
    no: 'No',
    good: 'Your speakers work.',
    problem: 'Turn up the volume or choose other speakers, then play the sound again.',
  },
  connection: {
    good: 'Your connection is good.',
    slow: 'Your connection is slow: we’ll start with cameras off. You can turn them on in More.',
    failed: 'We can’t reach the classroom. Check your internet connection and try again.',
  },
  /** Whether video can go over UDP or only through TURN over TCP/TLS (shared with the probe route, in contracts). */
  videoPath: videoPathTexts,
} as const;

/** A level (0–1) above this, heard at least once while listening, means the microphone hears the room. */
export const heardLevel = 0.04;
/** How long the check listens to the microphone. */
export const listenMs = 3000;

export function cameraResult(videoOn: boolean, track: MediaStreamTrack | undefined): CheckResult {
  if (!videoOn) return { status: 'problem', text: precallTexts.camera.off };
  const works = track && track.readyState === 'live' && !track.muted;
  return works
    ? { status: 'good', text: precallTexts.camera.good }
    : { status: 'problem', text: precallTexts.camera.missing };
}

export function microphoneResult(audioOn: boolean, track: MediaStreamTrack | undefined, loudest: number): CheckResult {
  if (!audioOn) return { status: 'problem', text: precallTexts.microphone.off };
  if (track?.readyState !== 'live') return { status: 'problem', text: precallTexts.microphone.missing };
  if (track.muted || !track.enabled || loudest < heardLevel)
    return { status: 'problem', text: precallTexts.microphone.quiet };
  return { status: 'good', text: precallTexts.microphone.good };
}

/** Round trips to our own server: times in ms of the answered probes, and how many were sent. */
export interface Probes {
  times: number[];
  sent: number;
}

export interface NetworkSummary {
  roundTripMs: number;
  jitterMs: number;
  lossPercent: number;
}

/** Median round trip, jitter as the median change between consecutive round trips, and loss. */
export function summarize({ times, sent }: Probes): NetworkSummary | null {
  if (!times.length) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const changes = times
    .slice(1)
    .map((time, i) => Math.abs(time - times[i]!))
    .sort((a, b) => a - b);
  // The median change, not the mean: one late answer (a busy laptop, a garbage collection) is not a bad line.
  const jitter = changes.length ? changes[Math.floor((changes.length - 1) / 2)]! : 0;
  return {
    roundTripMs: Math.round(median),
    jitterMs: Math.round(jitter),
    lossPercent: Math.round(((sent - times.length) / sent) * 100),
  };
}

/** Past any of these a video call stutters: start with others' cameras off (low-bandwidth mode, ADR 0081). */
export const slowAbove = { roundTripMs: 400, jitterMs: 60, lossPercent: 10 } as const;

export function connectionResult(probes: Probes): CheckResult & { slow: boolean } {
  const summary = summarize(probes);
  if (!summary) return { status: 'problem', text: precallTexts.connection.failed, slow: false };
  const detail = `Round trip ${summary.roundTripMs} ms, jitter ${summary.jitterMs} ms, ${summary.lossPercent}% lost.`;
  const slow =
    summary.roundTripMs > slowAbove.roundTripMs ||
    summary.jitterMs > slowAbove.jitterMs ||
    summary.lossPercent > slowAbove.lossPercent;
  return slow
    ? { status: 'problem', text: precallTexts.connection.slow, detail, slow }
    : { status: 'good', text: precallTexts.connection.good, detail, slow };
}

const endText = (end: PathEnd) =>
  end.candidateType === 'relay'
    ? `relay reached over ${(end.relayProtocol ?? end.protocol).toUpperCase()}`
    : `${end.candidateType} over ${end.protocol.toUpperCase()}`;

/** The video path's verdict in plain words, with the candidate pair under it for a grown-up. */
export function videoPathResult(verdict: VideoPathVerdict): CheckResult {
  const result: CheckResult = { status: videoPathStatus[verdict.path], text: videoPathTexts[verdict.path] };
  if (!verdict.local || !verdict.remote) return result;
  return { ...result, detail: `This device: ${endText(verdict.local)}; classroom server: ${endText(verdict.remote)}.` };
}

/** The probe could not run: too many checks says so; anything else is no connection for video. */
export const videoPathError = (error: unknown): CheckResult =>
  isApiError(error) && error.status === 429
    ? { status: 'problem', text: error.message }
    : { status: 'problem', text: videoPathTexts.failed };
