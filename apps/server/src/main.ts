/** Reads the configuration, builds the app, listens, and shuts down gracefully on a signal. */
import { buildApp, createLogger } from './app.js';
import { loadConfig } from './config.js';
import { demoAccounts } from './db/seed.js';

const config = loadConfig();
const log = createLogger(config);
const { app } = await buildApp(config, { logger: log });
// Signals are handled before anything is printed: whoever waits for the banner may stop the server at once.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: with our listener gone, a library's exit hook would re-raise the signal and kill the
  // process before the graceful close finishes.
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  });
}

await app.listen({ host: config.host, port: config.port });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
const database = config.database.kind === 'pglite' ? `embedded PGlite, ${config.database.dir}` : 'PostgreSQL';
// One write, so whoever reads the output sees the logins together with the address.
const logins = demoAccounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(26)} ${a.password}`).join('\n');
console.log(`\nChalkline is running at ${url} (${database})\nDemo logins:\n${logins}\n`);
