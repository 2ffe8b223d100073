import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
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

/**
 * Sums utime + stime of the processes whose command line names `dataDir` (the PostgreSQL server daemonises, so
 * it is no child of ours) and of their descendants, from /proc (Linux; 0 elsewhere).
 */
export async function databaseCpuMicros(dataDir: string | null) {
  if (!dataDir) return 0;
  const entries = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  const parentOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  const roots = new Set<number>();
  for (const pid of entries) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length < 13) continue;
    parentOf.set(Number(pid), Number(fields[1]));
    ticksOf.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    if ((await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes(dataDir)) {
      roots.add(Number(pid));
      // The postmaster's cutime + cstime: backends that exited meanwhile (the pool closes idle connections).
      ticksOf.set(Number(pid), ticksOf.get(Number(pid))! + Number(fields[13]) + Number(fields[14]));
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let p: number | undefined = pid; p; p = parentOf.get(p)) if (roots.has(p)) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, t] of ticksOf) if (isDescendant(pid)) ticks += t;
  return ticks * 10_000;
}

/** CPU time of a process in µs from /proc/<pid>/stat (utime + stime, in clock ticks of 10 ms). */
export function procCpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
