/** Timing helpers: every benchmark reports a ratio against a baseline measured in the same run. */
import { performance } from 'node:perf_hooks';

export async function timeIt(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export function report(
  name: string,
  baseline: { label: string; ms: number },
  candidate: { label: string; ms: number },
) {
  const ratio = baseline.ms / candidate.ms;
  console.log(
    `${name}: ${candidate.label} ${candidate.ms.toFixed(1)} ms vs ${baseline.label} ${baseline.ms.toFixed(1)} ms (median) → ${ratio.toFixed(1)}x faster`,
  );
}
