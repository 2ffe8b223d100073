/**
 * The public shell loads no MUI (ADR 0046): nothing reachable by static imports from the app's entry, from the
 * plain public pages or from the chunks the shell loads lazily without the MUI theme may import `@mui/*` or
 * `@emotion/*`. A dynamic `import()` starts another chunk and is not followed: that is how MUI pages bring MUI
 * (`lazyRoute` fetches the theme beside them). Type-only imports are erased and not followed either.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** Modules whose static import graph must stay MUI-free, relative to `src`. */
export const muiFreeEntries = [
  'main.tsx',
  // Plain pages and the shell's lazily loaded parts (rendered without the MUI theme).
  'features/site/landing/HomePage.tsx',
  'features/site/landing/TestimonialsSection.tsx',
  'features/site/MobileMenu.tsx',
  'features/site/ResourcesMenuList.tsx',
  'features/articles/PublicArticlesPage.tsx',
  'features/articles/ArticlePage.tsx',
  'features/auth/LoginPage.tsx',
  'features/auth/SecondFactorPage.tsx',
  'features/auth/ForgotPasswordPage.tsx',
  'features/auth/ResetPasswordPage.tsx',
  'features/site/pages/AboutPage.tsx',
  'features/site/pages/LegalPage.tsx',
  'features/site/pages/AccessibilityPage.tsx',
  'features/site/pages/TutorsHomePage.tsx',
  'features/site/pages/NewsletterPages.tsx',
  'features/programs/PublicProgramsPage.tsx',
  'features/programs/ProgramDetailPage.tsx',
  'features/site/pages/ContactPage.tsx',
  'features/site/pages/CareersPage.tsx',
  'features/site/pages/BookDemoPage.tsx',
  'features/auth/register/RegisterPage.tsx',
  // The tutors' and classroom sites' frame, and the classroom's lobby (ADR 0051): the room brings MUI when one joins.
  'app/layouts/AreaLayout.tsx',
  'features/classroom/ClassroomPage.tsx',
];

const staticImports = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const forbidden = (specifier: string) => /^@(mui|emotion)\//.test(specifier);

function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The first chain of static imports from `entry` that reaches a forbidden package, or null. */
export function findMuiImport(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of text.matchAll(staticImports)) {
      if (typeOnly || !specifier) continue;
      const here = [...chain, path.relative(src, file)];
      if (forbidden(specifier)) return [...here, specifier];
      if (!specifier.startsWith('.')) continue;
      const next = resolveRelative(file, specifier);
      const found = next && walk(next, here);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

describe('the MUI-free public shell (ADR 0046)', () => {
  it.each(muiFreeEntries)('%s reaches no @mui or @emotion module by static imports', (entry) => {
    const file = path.join(src, entry);
    expect(existsSync(file)).toBe(true);
    expect(findMuiImport(file)?.join(' → ') ?? null).toBeNull();
  });

  it("checks every public page the site's routes load (features/site/routes.tsx)", () => {
    const routes = path.join(src, 'features/site/routes.tsx');
    const loaded = [...readFileSync(routes, 'utf8').matchAll(/import\('([^']+)'\)/g)].map(([, specifier]) =>
      path.relative(src, resolveRelative(routes, specifier!) ?? specifier!),
    );
    expect(loaded.length).toBeGreaterThan(15);
    expect(loaded.filter((module) => !muiFreeEntries.includes(module))).toEqual([]);
  });

  it('finds a chain through re-exports and multi-line imports, and skips dynamic and type-only imports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mui-free-'));
    writeFileSync(path.join(dir, 'entry.tsx'), "import { a } from './a';\nconst later = () => import('./lazy');\n");
    writeFileSync(path.join(dir, 'a.ts'), "import type { T } from './typed';\nexport * from './b';\n");
    writeFileSync(path.join(dir, 'b.tsx'), "import {\n  Box,\n  Stack,\n} from '@mui/material';\n");
    writeFileSync(path.join(dir, 'lazy.ts'), "import '@emotion/react';\n");
    writeFileSync(path.join(dir, 'typed.ts'), "import '@emotion/styled';\n");
    const chain = findMuiImport(path.join(dir, 'entry.tsx'));
    expect(chain?.slice(0, -1).map((step) => path.basename(step))).toEqual(['entry.tsx', 'a.ts', 'b.tsx']);
    expect(chain?.at(-1)).toBe('@mui/material');
    expect(findMuiImport(path.join(dir, 'lazy.ts'))?.at(-1)).toBe('@emotion/react');
    expect(findMuiImport(path.join(dir, 'typed.ts'))?.at(-1)).toBe('@emotion/styled');
    writeFileSync(path.join(dir, 'b.tsx'), 'export const b = 1;\n');
    expect(findMuiImport(path.join(dir, 'entry.tsx'))).toBeNull();
  });
});
