/**
 * Every policy has its test beside it: the rules of who may do what are tested role by role without a database
 * (`<name>.policy.ts` → `<name>.policy.test.ts`). This test fails when a policy arrives without one.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

/** The policies in `files` (paths) that have no test file among them. */
export function untestedPolicies(files: readonly string[]): string[] {
  const present = new Set(files);
  return files.filter((f) => f.endsWith('.policy.ts') && !present.has(f.replace(/\.ts$/, '.test.ts')));
}

function listing(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listing(file) : [path.relative(modulesDir, file)];
  });
}

describe('policy tests', () => {
  it('notices a policy without its test', () => {
    expect(untestedPolicies(['a/a.policy.ts', 'a/a.policy.test.ts', 'b/b.policy.ts', 'b/b.routes.test.ts'])).toEqual([
      'b/b.policy.ts',
    ]);
  });

  it('finds a test beside every policy of the modules', () => {
    const files = listing(modulesDir);
    expect(files.filter((f) => f.endsWith('.policy.ts')).length).toBeGreaterThan(15);
    expect(untestedPolicies(files)).toEqual([]);
  });
});
