/**
 * The layers below the modules (the HTTP and socket transports, media, storage, mail, jobs) reach a module only
 * through a port: a type-only import of its service's interface, handed the implementation by the composition root.
 * The classroom module (`modules/classroom/`, with its sub-rooms) holds itself to the same rule towards the other
 * modules: it declares what it needs from them as types and app.ts passes the implementations in. A value import
 * from `modules/` there (from another module's folder, for the classroom) is an upward import, and this test fails
 * on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const lowerLayers = ['http', 'realtime', 'media', 'storage', 'mail', 'jobs'];
/** Modules that reach the other modules only through ports, like the lower layers. */
const portedModules = ['modules/classroom'];

/** The folder under `modules/` that a path inside `src` lies in, or null outside `modules/`. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/**
 * Imports of `file` (a path under `src`) that bring values (not only types) from a module other than its own, as
 * their import lines joined into one. For a file outside `modules/`, every module is another module.
 */
export function upwardImports(file: string, text: string): string[] {
  const statements = text.match(/^import\s[\s\S]*?from\s+'[^']+';/gm) ?? [];
  const own = moduleOf(file);
  return statements
    .map((s) => s.replace(/\s+/g, ' '))
    .filter((s) => {
      const spec = / from '(\.[^']+)';$/.exec(s)?.[1];
      if (!spec) return false;
      const target = moduleOf(path.posix.join(path.posix.dirname(file), spec));
      return target !== null && target !== own;
    })
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

/** Upward imports kept for now, each with why (none today). */
const allowed: readonly Allowed[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-support|fixture/.test(entry.name) ? [file] : [];
  });
}

const findUpward = () =>
  [...lowerLayers, ...portedModules]
    .flatMap(sourceFiles)
    .flatMap((file) => upwardImports(file, readFileSync(path.join(src, file), 'utf8')).map((line) => ({ file, line })));
const isAllowed = (hit: { file: string; line: string }) =>
  allowed.some((a) => a.file === hit.file && hit.line.includes(a.from));

describe('no upward imports from the lower layers and the classroom module into modules/', () => {
  it('recognises a value import from a module and lets a type-only one through', () => {
    const http = 'http/auth.ts';
    expect(
      upwardImports(http, "import { sessionCookieName } from '../modules/accounts/session.service.js';"),
    ).toHaveLength(1);
    expect(upwardImports('realtime/sub/x.ts', "import { type A, b } from '../../modules/x/y.js';")).toHaveLength(1);
    expect(upwardImports(http, "import * as m from '../modules/x/y.js';")).toHaveLength(1);
    expect(
      upwardImports(http, "import type { SessionService } from '../modules/accounts/session.service.js';"),
    ).toEqual([]);
    expect(upwardImports(http, "import { type A, type B } from '../modules/x/y.js';")).toEqual([]);
    expect(upwardImports(http, "import { fileUrl } from '../storage/file-url.js';")).toEqual([]);
    expect(upwardImports(http, "import {\n  a,\n  b,\n} from '../modules/x/y.js';")).toHaveLength(1);
  });

  it('holds the classroom module to its own folder: another module only as a type', () => {
    const subRoom = 'modules/classroom/chat/platform-chat.service.ts';
    expect(upwardImports(subRoom, "import { fileUrl } from '../../accounts/account.presenter.js';")).toHaveLength(1);
    expect(
      upwardImports('modules/classroom/classroom.module.ts', "import { x } from '../meetings/y.js';"),
    ).toHaveLength(1);
    expect(upwardImports(subRoom, "import type { Viewer } from '../../accounts/viewer.js';")).toEqual([]);
    expect(upwardImports(subRoom, "import { createChatEngine } from './chat-engine.js';")).toEqual([]);
    expect(upwardImports(subRoom, "import { deliver } from '../participants/deliver.socket.js';")).toEqual([]);
    expect(upwardImports(subRoom, "import { fileUrl } from '../../../storage/file-url.js';")).toEqual([]);
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
