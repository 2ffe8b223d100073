#!/usr/bin/env node
/**
 * Runs the type check, the build and then the Janus engine's Chromium test beside the Vitest suite (ADR 0061, ADR
 * 0066): the server's test files spend most of their time waiting on sockets and the database, so the CPU of the
 * type check, of the build the journeys need and of the Janus test (itself mostly waiting on media) fits beside them
 * instead of adding minutes before and after them. Vitest prints as it goes; each other report is printed whole when
 * it ends. Fails when any of them fails.
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

const besideTests = async () => {
  const typesPassed = await run('typecheck', { quiet: true });
  if (!typesPassed) console.error('The type check failed (its report is above).');
  const built = await run('build', { quiet: true });
  if (!built) console.error('The build failed (its report is above).');
  const janusPassed = await run('test:janus', { quiet: true });
  return { checked: typesPassed && built, janusPassed };
};
const [{ checked, janusPassed }, testsPassed] = await Promise.all([besideTests(), run('test:unit', { quiet: false })]);
let janus = janusPassed;
// On CI a failure beside the busy suite gets one more run alone, as a journey gets one retry there (ADR 0061): Chrome
// can hold back its top simulcast layer while both cores are taken, and the layer test waits for it.
if (!janus && process.env.CI) {
  console.error('The Janus engine test failed beside the suite (its report is above): running it once more alone.');
  janus = await run('test:janus', { quiet: true });
  if (janus) console.error('The Janus engine test passed when run alone: flaky under load, worth a look.');
}
if (!janus) console.error('The Janus engine test failed (its report is above).');
process.exit(checked && janus && testsPassed ? 0 : 1);
