/**
 * Who holds an embedded PostgreSQL data folder: the postmaster named by `postmaster.pid`, and the Chalkline
 * server that started it (`chalkline.owner`). A server killed with SIGKILL leaves both files behind.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type PostmasterState =
  /** No postmaster.pid: nothing runs on the folder. */
  | { kind: 'stopped' }
  /** A postmaster.pid whose process is gone or is not a postgres on this folder (e.g. after a reboot). */
  | { kind: 'stale'; pid: number }
  /** A live postgres on this folder; `owner` is the live Chalkline server that started it, if any. */
  | { kind: 'running'; pid: number; owner: number | null };

const ownerFile = (dir: string) => path.join(dir, 'chalkline.owner');

/** True when a process with this id exists (EPERM: it exists but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process, or null when it cannot be read. */
function readCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    try {
      return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' });
    } catch {
      return null;
    }
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Reads `postmaster.pid` and checks that its process is alive and is a postgres started on `dir`. */
export function inspectPostmaster(dir: string): PostmasterState {
  const pid = readPid(path.join(dir, 'postmaster.pid'));
  if (pid === null) return { kind: 'stopped' };
  const command = isAlive(pid) ? readCommand(pid) : null;
  // pg_ctl starts `postgres -D <dir>`; a pid reused by another program names neither.
  if (!command?.includes('postgres') || !command.includes(dir)) return { kind: 'stale', pid };
  const owner = readPid(ownerFile(dir));
  return { kind: 'running', pid, owner: owner !== null && isAlive(owner) ? owner : null };
}

/** Records this process as the one that owns the folder's postmaster. */
export function claimOwnership(dir: string) {
  writeFileSync(ownerFile(dir), `${process.pid}\n`);
}

/** Forgets the owner, unless another server has claimed the folder since (two starting at the same moment). */
export function releaseOwnership(dir: string) {
  if (readPid(ownerFile(dir)) === process.pid) rmSync(ownerFile(dir), { force: true });
}

/** Removes a postmaster.pid whose pid now belongs to another program, which would stop postgres from starting. */
export function removeStalePidFile(dir: string) {
  rmSync(path.join(dir, 'postmaster.pid'), { force: true });
}
