import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertReachable } from './postgres-tools.js';

const folder = await mkdtemp(path.join(tmpdir(), 'chalkline-reach-'));
/** Neither owner nor group of the folder: what the system postgres user is to a root-owned folder. */
const stranger = { uid: 54_321, gid: 54_321 };

describe('running PostgreSQL as the postgres user', () => {
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('names the folder on the way that the postgres user cannot enter', async () => {
    await chmod(folder, 0o700);
    expect(() => assertReachable(path.join(folder, 'postgres'), stranger)).toThrow(`cannot enter ${folder}.`);
  });

  it('passes folders anyone may enter, and never checks when no user switch happens', async () => {
    await chmod(folder, 0o755);
    expect(() => assertReachable(path.join(folder, 'postgres'), stranger)).not.toThrow();
    await chmod(folder, 0o700);
    expect(() => assertReachable(path.join(folder, 'postgres'), null)).not.toThrow();
  });
});
