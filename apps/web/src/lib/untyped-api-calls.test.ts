/**
 * Every call to the server goes through the typed client (`api`, ADR 0060), whose path picks the route map entry
 * that types its body, query and answer. The old untyped client stays reachable only as `untypedApi` (and the
 * bare `apiRequest` under it); this test counts their callers against an allowlist that may only shrink.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files (under apps/web/src) still allowed untyped calls, with how many and why. Goal: empty. */
const allowlist: Record<string, { calls: number; reason: string }> = {};

/** The untyped calls in a source text: `untypedApi.get(…)` and friends, or `apiRequest(…)` / `apiRequest<T>(…)`. */
const countUntypedCalls = (text: string) =>
  (text.match(/\buntypedApi\s*\.\s*(get|post|put|patch|delete)\b|\bapiRequest\s*[<(]/g) ?? []).length;

function untypedCallsByFile(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const entry of readdirSync(src, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.relative(src, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    // The client itself defines them.
    if (file === 'lib/api.ts') continue;
    const calls = countUntypedCalls(readFileSync(path.join(src, file), 'utf8'));
    if (calls) found[file] = calls;
  }
  return found;
}

describe('untyped API calls', () => {
  it('are found where they are written', () => {
    expect(countUntypedCalls("untypedApi.get<X>('/a'); untypedApi\n  .post('/b'); apiRequest<Y>('GET', '/c')")).toBe(3);
    expect(countUntypedCalls("api.get('/programs/:slug', { params: { slug } })")).toBe(0);
  });

  it('remain only in allowlisted files, no more of them than listed (goal: none)', () => {
    const found = untypedCallsByFile();
    const allowed = Object.fromEntries(Object.entries(allowlist).map(([file, { calls }]) => [file, calls]));
    const over = Object.entries(found).filter(([file, calls]) => calls > (allowed[file] ?? 0));
    expect(over, 'use the typed `api` (ADR 0060); the route map in contracts names every route').toEqual([]);
    // A file that got better is taken off the list, so the count only goes down.
    const stale = Object.entries(allowed).filter(([file, calls]) => (found[file] ?? 0) < calls);
    expect(stale, 'lower or remove these allowlist entries').toEqual([]);
  });
});
