import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, serverRoot } from './config.js';
import { startupErrorLine } from './startup-error.js';

/** The error Node gives when listening on a port that is taken. */
async function portInUseError(): Promise<{ error: unknown; port: number }> {
  const holder = createServer().listen(0, '127.0.0.1');
  await once(holder, 'listening');
  const port = (holder.address() as { port: number }).port;
  const second = createServer().listen(port, '127.0.0.1');
  const [error] = await once(second, 'error');
  holder.close();
  return { error, port };
}

describe('a server that cannot start', () => {
  it('says in one line that the port is taken and what to do', async () => {
    const { error, port } = await portInUseError();
    expect(startupErrorLine(error, { host: '127.0.0.1', port })).toBe(
      `127.0.0.1:${port} is already in use: stop what listens there, or choose another PORT.`,
    );
  });

  it('puts a message of several lines (every invalid setting) on one line', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'many', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    const line = startupErrorLine(error);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/^Invalid configuration: PORT: .+; LOG_LEVEL: .+/);
  });

  it('prints that line and no stack trace, and exits with 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')], {
      cwd: serverRoot,
      env: { ...process.env, PORT: 'many', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Chalkline could not start: Invalid configuration: PORT: /),
    ]);
  });
});
