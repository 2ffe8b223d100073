/**
 * `docs/architecture.md` names every server module and every top-level folder of `apps/server/src`, so a new
 * module cannot arrive without its line on that page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './config.js';

const src = path.join(serverRoot, 'src');
const page = readFileSync(path.join(serverRoot, '..', '..', 'docs', 'architecture.md'), 'utf8');
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

describe('docs/architecture.md', () => {
  it('names every module under apps/server/src/modules in its table', () => {
    const modules = folders(path.join(src, 'modules'));
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((m) => !page.includes(`| \`${m}\``))).toEqual([]);
  });

  it('names every top-level folder of apps/server/src', () => {
    const top = folders(src).filter((f) => f !== 'modules');
    expect(top).toContain('realtime');
    expect(top.filter((f) => !page.includes(`\`${f}/\``))).toEqual([]);
  });

  it('names every sub-room of the classroom module', () => {
    const rooms = folders(path.join(src, 'modules', 'classroom'));
    expect(rooms).toContain('chat');
    expect(rooms.filter((r) => !page.includes(`\`classroom/${r}/\``))).toEqual([]);
  });
});
