import { chmod, mkdir, mkdtemp, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseClusterFolder, prepareSharedFolder, runnableBinaries, sharedFolderFor } from './embedded-folder.js';

const folder = await mkdtemp(path.join(tmpdir(), 'chalkline-folder-'));
await chmod(folder, 0o755);
/** Root's home folder: 0700, so the postgres user (a stranger to it) cannot enter. */
const home = path.join(folder, 'home');
const dir = path.join(home, 'chalkline', 'data', 'postgres');
/** Stands in for /var/lib/chalkline. */
const shared = path.join(folder, 'var-lib-chalkline');
/** Neither owner nor group of the folders: what the system postgres user is to root's folders. */
const stranger = { uid: 54_321, gid: 54_321 };
const makeCluster = async (at: string) => {
  await mkdir(at, { recursive: true });
  await writeFile(path.join(at, 'PG_VERSION'), '18\n');
};

describe('where the embedded PostgreSQL keeps its files', () => {
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('stays in the data folder when the postgres user can reach it, or when no user switch happens', async () => {
    await mkdir(path.dirname(dir), { recursive: true });
    await chmod(home, 0o755);
    expect(chooseClusterFolder(dir, stranger, shared)).toEqual({ dir, unreachable: null });
    await chmod(home, 0o700);
    expect(chooseClusterFolder(dir, null, shared)).toEqual({ dir, unreachable: null });
  });

  it('moves to a folder of its data folder under the shared root when the postgres user cannot enter a folder on the way', () => {
    const choice = chooseClusterFolder(dir, stranger, shared);
    expect(choice).toEqual({ dir: sharedFolderFor(dir, shared), unreachable: home });
    expect(path.dirname(path.dirname(choice.dir))).toBe(shared);
    // Each data folder has its own, the same at every start.
    expect(sharedFolderFor(dir, shared)).toBe(sharedFolderFor(`${dir}/`, shared));
    expect(sharedFolderFor(path.join(home, 'other', 'postgres'), shared)).not.toBe(choice.dir);
  });

  it('prepares that folder for the postgres user, with a note naming the data folder it stands in for', async () => {
    const me = { uid: process.getuid!(), gid: process.getgid!() };
    const cluster = sharedFolderFor(dir, shared);
    prepareSharedFolder(cluster, dir, me);
    expect((await stat(shared)).mode & 0o777).toBe(0o755);
    expect(await readFile(path.join(path.dirname(cluster), 'stands-in-for.txt'), 'utf8')).toBe(`${dir}\n`);
  });

  it('keeps using the shared folder once it holds the database, even when the data folder becomes reachable', async () => {
    await makeCluster(sharedFolderFor(dir, shared));
    await chmod(home, 0o755);
    expect(chooseClusterFolder(dir, stranger, shared).dir).toBe(sharedFolderFor(dir, shared));
    await chmod(home, 0o700);
  });

  it('never leaves a database in the data folder behind: it says how to let the postgres user in', async () => {
    const other = path.join(home, 'school', 'postgres');
    await makeCluster(other);
    expect(() => chooseClusterFolder(other, stranger, shared)).toThrow(
      `${other} holds the database, but PostgreSQL runs as the system user "postgres", who cannot enter ${home}: allow it (chmod o+x ${home})`,
    );
  });

  it('runs binaries the postgres user cannot reach from a copy of their folder, made once per version', async () => {
    const native = path.join(home, 'chalkline', 'node_modules', 'native');
    await mkdir(path.join(native, 'bin'), { recursive: true });
    await mkdir(path.join(native, 'lib'), { recursive: true });
    for (const tool of ['initdb', 'pg_ctl', 'postgres']) await writeFile(path.join(native, 'bin', tool), tool);
    await writeFile(path.join(native, 'lib', 'libpq.so.5.18'), 'library');
    await symlink('libpq.so.5.18', path.join(native, 'lib', 'libpq.so.5'));
    const bundled = {
      initdb: path.join(native, 'bin', 'initdb'),
      pg_ctl: path.join(native, 'bin', 'pg_ctl'),
      postgres: path.join(native, 'bin', 'postgres'),
      major: '18',
      version: '18.4.0',
    };
    const copy = path.join(shared, 'postgres-18.4.0');
    expect(runnableBinaries(bundled, stranger, shared)).toEqual({
      ...bundled,
      initdb: path.join(copy, 'bin', 'initdb'),
      pg_ctl: path.join(copy, 'bin', 'pg_ctl'),
      postgres: path.join(copy, 'bin', 'postgres'),
    });
    expect(await readFile(path.join(copy, 'bin', 'postgres'), 'utf8')).toBe('postgres');
    expect(await readlink(path.join(copy, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    // Made once: a later start uses the copy as it is.
    await writeFile(path.join(copy, 'bin', 'postgres'), 'kept');
    runnableBinaries(bundled, stranger, shared);
    expect(await readFile(path.join(copy, 'bin', 'postgres'), 'utf8')).toBe('kept');
    // Reachable, or no user switch: the bundled binaries themselves.
    expect(runnableBinaries(bundled, null, shared)).toBe(bundled);
  });
});
