/**
 * Stops the embedded PostgreSQL when the server that started it dies, however it dies (SIGKILL, the OOM killer):
 * pg_ctl detaches the postmaster into a session of its own, so nothing else would (ADR 0052).
 *
 * The watch is a `sh` of a megabyte, in its own session too (so a Ctrl-C or a signal to the server's process
 * group does not end it first), reading a pipe whose other end only the server holds. The kernel closes that end
 * when the server dies; the read then ends without the word `release`, and the watch asks the postmaster for a
 * fast shutdown (SIGINT). It signals that postmaster's pid, never "whatever runs on the folder": a server started
 * again at once may already have its own postmaster there.
 */
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import type { SystemUser } from './postgres-tools.js';

export interface PostmasterWatch {
  /** The watch's pid (tests kill it to leave an orphan behind, as a kill of the whole session would). */
  pid: number | undefined;
  /** Ends the watch without touching PostgreSQL: the server stops it itself. */
  release(): void;
}

// $0 is the postmaster's pid. `read` fails at end of file; only the word release ends the watch quietly.
const script = 'read -r word; [ "$word" = release ] || kill -INT "$0"';

/** Starts the watch of `postmasterPid` as `runAs` (the postmaster's user, who may signal it); none on Windows. */
export function watchPostmaster(postmasterPid: number, runAs: SystemUser): PostmasterWatch | null {
  if (process.platform === 'win32') return null;
  const child = spawn('/bin/sh', ['-c', script, String(postmasterPid)], {
    ...(runAs ?? {}),
    cwd: tmpdir(),
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  // A watch that could not start or has gone leaves the old safety net: the next start stops the orphan.
  child.on('error', () => {});
  child.stdin?.on('error', () => {});
  // Neither the watch nor its pipe keeps the server's event loop alive.
  child.unref();
  (child.stdin as unknown as Socket | null)?.unref();
  let released = false;
  return {
    pid: child.pid,
    release() {
      if (released) return;
      released = true;
      child.stdin?.end('release\n');
    },
  };
}
