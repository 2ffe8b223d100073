/**
 * The modules every web page loads must not bring zod (ADR 0033, 0049): a top-level `z.*` call is kept by the bundler
 * and adds the schema library (about 23 KiB compressed) to the public pages' first download.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The modules `file` loads at run time (relative and bare), following relative ones; `import type` is skipped. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)) {
    const target = match[1]!;
    if (target.startsWith('.')) runtimeImports(path.resolve(path.dirname(file), target.replace(/\.js$/, '.ts')), seen);
    else seen.add(target);
  }
  return seen;
}

describe('zod-free contracts modules', () => {
  it.each([
    'enum-values.ts',
    'permissions.ts',
    'constants.ts',
    'messages.ts',
    'schedule-badge.ts',
    'password-strength.ts',
    'media-pages.ts',
    'http/route-map.ts',
    'http/demo-slots.ts',
    'http/form-texts.ts',
    'http/demo-texts.ts',
    'http/sign-in-texts.ts',
    'realtime/classroom-texts.ts',
    'realtime/lock-texts.ts',
    'realtime/host-control-texts.ts',
    'realtime/recording-texts.ts',
    'realtime/room-id.ts',
    'video-path.ts',
  ])('%s loads no zod, directly or through what it imports', (file) => {
    const loaded = runtimeImports(path.join(here, file));
    expect([...loaded].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  });

  it('sees zod where it is imported', () => {
    expect(runtimeImports(path.join(here, 'enums.ts')).has('zod')).toBe(true);
    expect(runtimeImports(path.join(here, 'permission-schema.ts')).has('zod')).toBe(true);
  });
});
