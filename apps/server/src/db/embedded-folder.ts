/**
 * Where the embedded PostgreSQL keeps its files. Normally `$DATA_DIR/postgres`; run as root, PostgreSQL runs as the
 * system user `postgres`, who often cannot enter the data folder (a clone in root's 0700 home folder), and then the
 * cluster lives in a folder of its own under /var/lib/chalkline, named after a hash of the data folder. The same
 * user cannot run the bundled binaries in node_modules there either: they are copied once per version (ADR 0052).
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { assertReachable, type PostgresBinaries, type SystemUser, unreachableFolder } from './postgres-tools.js';

/** Where clusters go whose data folder the postgres user cannot reach (the usual home of service state). */
export const sharedClusterRoot = '/var/lib/chalkline';

export interface ClusterFolder {
  /** The cluster's folder, as PostgreSQL's `-D`. */
  dir: string;
  /** The folder the postgres user could not enter, when the cluster lives outside the data folder because of it. */
  unreachable: string | null;
}

const hasCluster = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/** The same data folder always gets the same shared folder; two data folders never share one. */
export function sharedFolderFor(dir: string, root = sharedClusterRoot): string {
  const key = createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
  return path.join(root, key, 'postgres');
}

/**
 * Chooses the cluster folder for the data folder's `dir` (reads the disk, changes nothing). A cluster already in
 * `dir` is never left behind: when the postgres user cannot reach it, the start stops and says how to allow it.
 * A cluster already in the shared folder is kept even once `dir` becomes reachable, so the data never seems lost.
 */
export function chooseClusterFolder(dir: string, runAs: SystemUser, root = sharedClusterRoot): ClusterFolder {
  if (!runAs) return { dir, unreachable: null };
  const blocked = unreachableFolder(dir, runAs);
  const shared = sharedFolderFor(dir, root);
  if (!blocked) return { dir: hasCluster(dir) || !hasCluster(shared) ? dir : shared, unreachable: null };
  if (hasCluster(dir) && !hasCluster(shared))
    throw new Error(
      `${dir} holds the database, but PostgreSQL runs as the system user "postgres", who cannot enter ${blocked}: ` +
        `allow it (chmod o+x ${blocked}), or run Chalkline as another user.`,
    );
  return { dir: shared, unreachable: blocked };
}

/** Creates the shared root if missing, enterable by the postgres user whatever the umask. */
function ensureSharedRoot(root: string) {
  if (existsSync(root)) return;
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755);
}

/**
 * The binaries `runAs` can run: the bundled ones, or, when a folder on their way is closed to that user, a copy
 * under the shared root (`postgres-<version>`, about 60 MB, made once; made in a side folder and renamed, so a start
 * killed half-way or two starts at once never leave half a copy).
 */
export function runnableBinaries(
  binaries: PostgresBinaries,
  runAs: SystemUser,
  root = sharedClusterRoot,
): PostgresBinaries {
  if (!runAs || !unreachableFolder(binaries.postgres, runAs)) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.pg_ctl));
  const copy = path.join(root, `postgres-${binaries.version}`);
  if (!existsSync(path.join(copy, 'bin'))) {
    ensureSharedRoot(root);
    const staging = `${copy}.${process.pid}.copy`;
    rmSync(staging, { recursive: true, force: true });
    // The library links are relative and inside the folder: copied as they are, they stay right.
    cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, copy);
    } catch {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const moved = (file: string) => path.join(copy, path.relative(nativeDir, file));
  const copied = { ...binaries, initdb: moved(binaries.initdb), pg_ctl: moved(binaries.pg_ctl) };
  return { ...copied, postgres: moved(binaries.postgres) };
}

/**
 * Creates the shared folder for `dataDir`'s cluster: /var/lib/chalkline (0755) and a 0700 folder of the postgres
 * user's, with a note naming the folder it stands in for (`dir`), so whoever looks in /var/lib/chalkline can tell.
 */
export function prepareSharedFolder(cluster: string, dir: string, runAs: NonNullable<SystemUser>) {
  const keyFolder = path.dirname(cluster);
  ensureSharedRoot(path.dirname(keyFolder));
  mkdirSync(keyFolder, { recursive: true });
  if (statSync(keyFolder).uid !== runAs.uid) {
    chownSync(keyFolder, runAs.uid, runAs.gid);
    chmodSync(keyFolder, 0o700);
  }
  writeFileSync(path.join(keyFolder, 'stands-in-for.txt'), `${path.resolve(dir)}\n`);
  assertReachable(cluster, runAs);
}
