/**
 * The server and web test projects share each worker's modules between files (ADR 0066), so a `vi.mock` in a file
 * run there replaces nothing once an earlier file has imported the module, and whether it works depends on which
 * files ran before it. Such files run in the isolated projects, listed in `ownModules`; this test fails naming any
 * file that mocks a module and is not listed, or a listed file that no longer exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ownModules as webOwn } from '../../web/vitest.config.js';
import { ownModules as serverOwn } from '../vitest.config.js';

const apps = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Test files under `dirs` (relative to the app) that mock a module, relative to the app. */
export function mockingFiles(app: string, dirs: string[], read = (file: string) => readFileSync(file, 'utf8')) {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(app, relative), { withFileTypes: true })) {
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(read(path.join(app, file))))
        found.push(file);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

describe('test files that mock a module run with modules of their own', () => {
  for (const [name, dirs, own] of [
    ['server', ['src', 'test'], serverOwn],
    ['web', ['src'], webOwn],
  ] as const) {
    it(`lists every ${name} file that mocks a module in its isolated project`, () => {
      const app = path.join(apps, name);
      expect(mockingFiles(app, [...dirs]).filter((file) => !own.includes(file))).toEqual([]);
      expect(own.filter((file) => !existsSync(path.join(app, file)))).toEqual([]);
    });
  }

  it('would catch a new one', () => {
    const app = path.join(apps, 'web');
    // Spelt in two parts, so that this file itself does not read as one that mocks.
    const call = ['vi.', "mock('../../whiteboard/boardsApi')"].join('');
    const pretend = (file: string) => (file.endsWith('locks.test.tsx') ? call : readFileSync(file, 'utf8'));
    const found = mockingFiles(app, ['src/features/classroom/locks'], pretend);
    expect(found.filter((file) => !webOwn.includes(file))).toEqual(['src/features/classroom/locks/locks.test.tsx']);
  });
});
