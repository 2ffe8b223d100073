/**
 * The layers below the modules (the HTTP and socket transports, the classroom's engines, media, storage, mail, jobs)
 * reach a module only through a port: a type-only import of its service's interface, handed the implementation
 * by the composition root. A value import from `modules/` there is an upward import, and this test fails on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const lowerLayers = ['http', 'realtime', 'classroom', 'chat', 'whiteboard', 'media', 'storage', 'mail', 'jobs'];

/** Imports of a file that bring values (not only types) from `modules/`, as their import lines joined into one. */
export function upwardImports(text: string): string[] {
  const statements = text.match(/^import\s[\s\S]*?from\s+'[^']+';/gm) ?? [];
  return statements
    .map((s) => s.replace(/\s+/g, ' '))
    .filter((s) => /from '(?:\.\.\/)+modules\//.test(s))
    .filter((s) => !/^import type /.test(s))
    .filter((s) => {
      const names = s.match(/\{([^}]*)\}/)?.[1];
      // `import { type A, type B } from …` is a type-only import too; a default or namespace import is a value.
      return !names || names.split(',').some((n) => n.trim() && !n.trim().startsWith('type '));
    });
}

interface Allowed {
  file: string;
  from: string;
  reason: string;
}

/** Upward imports kept for now, each with why. */
const allowed: readonly Allowed[] = [
  {
    file: 'classroom/classroom.module.ts',
    from: 'modules/meetings/meeting.policy.js',
    reason: 'the classroom is a module itself, composed with the meetings module; it moves under modules/ (issue 30)',
  },
  {
    file: 'classroom/recording.service.ts',
    from: 'modules/recordings/recording-joiner.js',
    reason: 'classroom recording and the recordings module are one concern, to be merged into the classroom module',
  },
  {
    file: 'classroom/classroom.service.ts',
    from: 'modules/meetings/demo-session.js',
    reason: 'the demo lesson rule is shared by the meetings module and the classroom module (module to module)',
  },
  {
    file: 'classroom/classroom.repository.ts',
    from: 'modules/accounts/user.repository.js',
    reason: 'the classroom reads people through the accounts repository; a module-to-module port once it moves',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-support|fixture/.test(entry.name) ? [file] : [];
  });
}

const findUpward = () =>
  lowerLayers
    .flatMap(sourceFiles)
    .flatMap((file) => upwardImports(readFileSync(path.join(src, file), 'utf8')).map((line) => ({ file, line })));
const isAllowed = (hit: { file: string; line: string }) =>
  allowed.some((a) => a.file === hit.file && hit.line.includes(a.from));

describe('no upward imports from the lower layers into modules/', () => {
  it('recognises a value import from a module and lets a type-only one through', () => {
    expect(upwardImports("import { sessionCookieName } from '../modules/accounts/session.service.js';")).toHaveLength(
      1,
    );
    expect(upwardImports("import { type A, b } from '../../modules/x/y.js';")).toHaveLength(1);
    expect(upwardImports("import * as m from '../modules/x/y.js';")).toHaveLength(1);
    expect(upwardImports("import type { SessionService } from '../modules/accounts/session.service.js';")).toEqual([]);
    expect(upwardImports("import { type A, type B } from '../modules/x/y.js';")).toEqual([]);
    expect(upwardImports("import { fileUrl } from '../storage/file-url.js';")).toEqual([]);
    expect(upwardImports("import {\n  a,\n  b,\n} from '../modules/x/y.js';")).toHaveLength(1);
  });

  it('finds none beyond the listed exceptions', () => {
    const offending = findUpward().filter((hit) => !isAllowed(hit));
    expect(offending.map((hit) => `${hit.file}: ${hit.line}`)).toEqual([]);
  });

  it('lists only exceptions that still exist, each with a reason', () => {
    const hits = findUpward();
    for (const entry of allowed) {
      expect(entry.reason.length, entry.file).toBeGreaterThan(20);
      expect(
        hits.some((hit) => isAllowed(hit) && hit.file === entry.file && hit.line.includes(entry.from)),
        `${entry.file}: ${entry.from}`,
      ).toBe(true);
    }
  });
});
