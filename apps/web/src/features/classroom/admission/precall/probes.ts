/**
 * The pre-call check's measurements (ADR 0086): round trips to our own server's liveness route (no other host is
 * asked anything), the microphone's loudest level over a few seconds, and a short test tone.
 */
import type { Probes } from './precall-checks';

const probeCount = 10;
const probeTimeoutMs = 2000;
const probeGapMs = 100;

/** Times `count` small requests to `/api/health`, one after another; a probe unanswered in 2 s counts as lost. */
export async function probeServer(
  fetcher: typeof fetch = fetch,
  now: () => number = () => performance.now(),
  count = probeCount,
): Promise<Probes> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), probeTimeoutMs);
    const started = now();
    try {
      const response = await fetcher(`/api/health?probe=${i}`, { cache: 'no-store', signal: controller.signal });
      await response.arrayBuffer();
      if (response.ok) times.push(now() - started);
    } catch {
      // Lost: counted by the difference between sent and answered.
    } finally {
      clearTimeout(timer);
    }
    if (i < count - 1) await new Promise((resolve) => setTimeout(resolve, probeGapMs));
  }
  return { times, sent: count };
}

/** The loudest level (0–1) the microphone reached while listening for `ms`. */
export async function loudestLevel(stream: MediaStream, ms: number): Promise<number> {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  // 2048 samples (43 ms at 48 kHz) read every 30 ms: the windows overlap, so a short sound is never missed.
  analyser.fftSize = 2048;
  const source = context.createMediaStreamSource(stream);
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let loudest = 0;
  const ends = Date.now() + ms;
  while (Date.now() < ends) {
    analyser.getFloatTimeDomainData(samples);
    const rms = Math.sqrt(samples.reduce((sum, v) => sum + v * v, 0) / samples.length);
    loudest = Math.max(loudest, rms);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  source.disconnect();
  void context.close();
  return loudest;
}

/** A soft one-second chime (440 Hz, faded in and out) on the chosen speakers ('' = the default). */
export async function playTestTone(speakerId: string): Promise<void> {
  const context = new AudioContext() as AudioContext & { setSinkId?: (id: string) => Promise<void> };
  if (speakerId && context.setSinkId) await context.setSinkId(speakerId).catch(() => undefined);
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 440;
  const t = context.currentTime;
  gain.gain.setValueAtTime(0, t);
  gain.gain.linearRampToValueAtTime(0.3, t + 0.05);
  gain.gain.linearRampToValueAtTime(0, t + 1);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(t);
  oscillator.stop(t + 1);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  void context.close();
}
