/** The memory of an embedded PostgreSQL server: the postmaster and every process it started (Linux /proc). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const readOr = (file: string, fallback: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/** Proportional set size in bytes: shared buffers count once across the processes, not once per process. */
function pssOf(pid: number): number {
  const rollup = readOr(`/proc/${pid}/smaps_rollup`, '');
  const kib =
    /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? /^VmRSS:\s+(\d+) kB/m.exec(readOr(`/proc/${pid}/status`, ''))?.[1];
  return Number(kib ?? 0) * 1024;
}

/** Bytes held by the server whose data folder is `dir` (0 when it is not running or /proc is missing). */
export function postgresMemory(dir: string): number {
  const postmaster = Number(readOr(path.join(dir, 'postmaster.pid'), '0').split('\n')[0]);
  if (!postmaster) return 0;
  let bytes = pssOf(postmaster);
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after the last ')'.
    const stat = readOr(`/proc/${entry}/stat`, '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === postmaster) bytes += pssOf(Number(entry));
  }
  return bytes;
}
