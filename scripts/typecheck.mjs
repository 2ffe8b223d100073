#!/usr/bin/env node
/**
 * Type-checks every TypeScript project, as many at a time as the machine has cores (ADR 0066): `tsc` uses one core,
 * so six projects one after another leave the second core idle for as long as they run. Each project's output is
 * printed whole when it ends, and the run fails when any project fails.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// The largest first, so the small ones fill in beside them.
const projects = ['apps/web', 'bench', 'apps/server', 'bench/tsconfig.page.json', 'e2e', 'packages/contracts'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const lanes = Array.from({ length: Math.min(availableParallelism(), projects.length) }, async () => {
  const results = [];
  while (queue.length) results.push(await check(queue.shift()));
  return results;
});
const passed = (await Promise.all(lanes)).flat().every(Boolean);
process.exit(passed ? 0 : 1);
