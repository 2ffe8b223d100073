/**
 * Every source file stays under 300 lines (house style: past that, look for the second responsibility and split).
 * This test walks the server, the web app and the contracts and fails naming each non-test `.ts`/`.tsx` file that
 * is longer. Tests may be longer: a table of cases reads better whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
export const maxLines = 300;

interface Allowed {
  file: string;
  reason: string;
}

/** Files allowed past the limit for now, each with why (none today: a new entry needs a reason a reader accepts). */
const allowed: readonly Allowed[] = [];

/** A file of the listing: its path from the repository root and its number of lines. */
export interface Listed {
  file: string;
  lines: number;
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file);

/** The source files of a listing longer than `limit` lines, as `file (N lines)`. */
export function overLimit(listing: readonly Listed[], limit = maxLines): string[] {
  return listing.filter((f) => isSource(f.file) && f.lines > limit).map((f) => `${f.file} (${f.lines} lines)`);
}

/** Lines as an editor counts them: a final newline does not start another line. */
export const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function listing(dir: string): Listed[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return listing(file);
    return isSource(file) ? [{ file, lines: lineCount(readFileSync(path.join(root, file), 'utf8')) }] : [];
  });
}

const isAllowed = (hit: string) => allowed.some((a) => hit.startsWith(`${a.file} (`));

describe('no source file over 300 lines', () => {
  it('names a source file past the limit and lets tests, short files and other kinds through', () => {
    const fake: Listed[] = [
      { file: 'apps/server/src/modules/x/x.service.ts', lines: 301 },
      { file: 'apps/web/src/features/x/XPage.tsx', lines: 420 },
      { file: 'apps/server/src/modules/x/x.routes.ts', lines: 300 },
      { file: 'apps/server/src/modules/x/x.routes.test.ts', lines: 900 },
      { file: 'apps/web/src/features/x/XPage.test.tsx', lines: 900 },
      { file: 'apps/web/src/vite-env.d.ts', lines: 400 },
      { file: 'apps/web/src/theme.css', lines: 400 },
    ];
    expect(overLimit(fake)).toEqual([
      'apps/server/src/modules/x/x.service.ts (301 lines)',
      'apps/web/src/features/x/XPage.tsx (420 lines)',
    ]);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('finds none in the server, the web app or the contracts beyond the listed exceptions', () => {
    const files = roots.flatMap(listing);
    expect(files.length).toBeGreaterThan(300);
    expect(overLimit(files).filter((hit) => !isAllowed(hit))).toEqual([]);
  });

  it('lists only exceptions that are still over the limit, each with a reason', () => {
    const over = overLimit(roots.flatMap(listing));
    for (const entry of allowed) {
      expect(entry.reason.length, entry.file).toBeGreaterThan(20);
      expect(
        over.some((hit) => hit.startsWith(`${entry.file} (`)),
        entry.file,
      ).toBe(true);
    }
  });
});
