/**
 * A LIKE search treats `%` and `_` as text everywhere (issue 31, ADR 0065): every LIKE or ILIKE the server runs takes
 * its pattern from `db/query-helpers.ts` (`containing`, or a pattern built around `escapeLike`), never from text
 * spliced into `%…%` by hand. This test fails on a file that matches with LIKE without the helpers, on a `%${…}`
 * template whose value is not escaped, and on a hand-written escape of the wildcards.
 * `modules/quizzes/quiz-filters.routes.test.ts` checks on a real database that `%` and `_` match only themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const helpers = 'db/query-helpers.ts';

/** The ways `text` runs a LIKE without the helpers' escaping; empty when it does not, or does it right. */
export function unescapedLikes(text: string): string[] {
  const problems: string[] = [];
  const likes = /\b(?:not)?i?like\(|\b(?:i?like|ILIKE|LIKE)\s+\$\{/i.test(
    text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
  );
  const usesHelpers = /import\s*\{[^}]*\b(?:containing|escapeLike)\b[^}]*\}\s*from\s*'[^']*db\/query-helpers\.js'/.test(
    text,
  );
  if (likes && !usesHelpers) problems.push('matches with LIKE without containing/escapeLike from db/query-helpers');
  for (const m of text.matchAll(/%\$\{(?!escapeLike\()([^}]*)\}/g))
    problems.push(`unescaped pattern value: %\${${m[1]}}`);
  if (/\.replace\(\/\[[^\]]*%[^\]]*\]/.test(text)) problems.push('escapes the LIKE wildcards by hand');
  return problems;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('every LIKE takes its pattern from the escaping helpers', () => {
  it('recognises a hand-made pattern and lets the helpers through', () => {
    const imports = "import { containing } from '../../db/query-helpers.js';\n";
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test
    expect(unescapedLikes('where(ilike(users.email, `%${term}%`))')).toHaveLength(2);
    expect(unescapedLikes(`${imports}where(ilike(users.email, containing(term)))`)).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test
    expect(unescapedLikes('const like = `%${s.replace(/[%_\\\\]/g, (c) => `\\\\${c}`)}%`;')).not.toEqual([]);
    expect(
      unescapedLikes(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test
        "import { escapeLike } from '../db/query-helpers.js';\nconst p = `chat:%${escapeLike(id)}%`; ilike(a, p)",
      ),
    ).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text under test
    expect(unescapedLikes('sql`${users.email} ilike ${term}`')).toHaveLength(1);
    expect(unescapedLikes('// sounds like a plan\nconst a = 1;')).toEqual([]);
  });

  it('no file of the server runs a LIKE whose pattern could hold a stray % or _', () => {
    const found = sourceFiles('')
      .filter((file) => file !== helpers)
      .flatMap((file) => unescapedLikes(readFileSync(path.join(src, file), 'utf8')).map((p) => `${file}: ${p}`));
    expect(found).toEqual([]);
  });
});
