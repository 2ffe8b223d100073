/**
 * Preconditions of the Janus tests, checked up front so a missing piece fails with a clear message instead of
 * a timeout or a skip: they run inside the namespace of e2e/support/netns.sh (127.0.0.2 on jv0 for Janus,
 * loopback for everything else), and Debian's janus with its VideoRoom plugin is installed.
 *   npm run test:janus     (= sh e2e/support/netns.sh npx vitest run --project server janus)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { loadMediaConfig, type MediaConfig } from '../../src/media/media-config.js';

export function requireJanusNamespace(): void {
  if (!process.env.CHALKLINE_NETNS || !networkInterfaces().jv0?.some((a) => a.address === '127.0.0.2')) {
    throw new Error(
      'Janus tests run inside a test network namespace with 127.0.0.2 on jv0: use `npm run test:janus` ' +
        '(e2e/support/netns.sh, needs root) — see shared TESTING.md, "Janus in tests"',
    );
  }
  // `janus --help` prints and exits 0 (there is no --version).
  try {
    execFileSync(process.env.JANUS_BINARY ?? 'janus', ['--help'], { stdio: 'ignore' });
  } catch {
    throw new Error('Janus is not installed: `apt-get install janus` (Debian), or set JANUS_BINARY');
  }
  if (
    !['/usr/lib/x86_64-linux-gnu/janus', '/usr/lib/janus'].some((d) => existsSync(`${d}/plugins`)) &&
    !process.env.JANUS_LIB_DIR
  )
    throw new Error("Janus's plugins folder was not found: set JANUS_LIB_DIR");
}

/** The media configuration of a Janus test: a local janus on jv0, loopback-only candidates. */
export function janusTestConfig(extra: Record<string, string> = {}): MediaConfig {
  return loadMediaConfig({
    MEDIA_ENGINE: 'janus',
    MEDIA_LOOPBACK_ONLY: 'true',
    JANUS_ICE_ENFORCE_LIST: process.env.JANUS_ICE_ENFORCE_LIST ?? 'jv0',
    ...extra,
  });
}
