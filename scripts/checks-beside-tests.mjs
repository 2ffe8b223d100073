#!/usr/bin/env node
/**
 * Runs the type check beside the Vitest suite (ADR 0061): the server's test files spend most of their time waiting on
 * sockets and the database, so the type check's CPU fits beside them instead of adding about a minute before them.
 * Vitest prints as it goes; the type check's report is printed whole when it ends. Fails when either fails.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script, { quiet }) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('close', (code) => {
      if (quiet) process.stdout.write(`\n${script}:\n${output}`);
      resolve(code === 0);
    });
  });
}

const [typesPassed, testsPassed] = await Promise.all([
  run('typecheck', { quiet: true }),
  run('test:unit', { quiet: false }),
]);
if (!typesPassed) console.error('The type check failed (its report is above).');
process.exit(typesPassed && testsPassed ? 0 : 1);
