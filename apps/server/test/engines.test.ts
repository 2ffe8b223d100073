/**
 * The Node versions the project promises (`engines` in every package.json, the README) are ones every
 * installed package supports: the lowest version of each branch of the range satisfies each package's own
 * `engines.node` (issue 14: cookie and content-disposition once needed Node 22 while we promised 20.19).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The few calls of npm's own `semver` this test needs (the package ships no types). */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  validRange(range: string): string | null;
  minVersion(range: string): { version: string } | null;
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const workspaces = ['.', 'apps/server', 'apps/web', 'packages/contracts', 'e2e', 'bench'];
const promised: string = readJson(path.join(root, 'package.json')).engines.node;

/** Every installed package's name, version and declared Node range. */
function installed(dir: string, found: { name: string; range: string }[] = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      installed(full, found);
      continue;
    }
    try {
      const pkg = readJson(path.join(full, 'package.json'));
      if (typeof pkg.engines?.node === 'string')
        found.push({ name: `${pkg.name}@${pkg.version}`, range: pkg.engines.node });
    } catch {
      // not a package folder
    }
    try {
      installed(path.join(full, 'node_modules'), found);
    } catch {
      // no nested packages
    }
  }
  return found;
}

describe('Node engines', () => {
  it('declares one range in the root and every workspace, and the machine running the tests is in it', () => {
    for (const workspace of workspaces) {
      expect(readJson(path.join(root, workspace, 'package.json')).engines?.node, workspace).toBe(promised);
    }
    expect(semver.satisfies(process.version, promised)).toBe(true);
  });

  it('promises only versions every installed package supports', () => {
    const lowest = semver
      .validRange(promised)!
      .split('||')
      .map((branch) => semver.minVersion(branch.trim())!.version);
    expect(lowest).toContain('20.19.0');
    const unsupported = installed(path.join(root, 'node_modules')).flatMap(({ name, range }) =>
      lowest
        .filter((v) => !semver.satisfies(v, range, { includePrerelease: true }))
        .map((v) => `${name} needs ${range}, not ${v}`),
    );
    expect(unsupported).toEqual([]);
  });
});
