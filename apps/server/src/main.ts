/** Reads the configuration, builds the app, listens, and shuts down gracefully on a signal. */
import type { FastifyInstance } from 'fastify';
import { buildApp, createLogger } from './app.js';
import { type Config, loadConfig } from './config.js';
import type { Database } from './db/client.js';
import { demoAccounts } from './db/seed.js';
import { closeOnSignals } from './http/shutdown.js';
import { startupErrorLine } from './startup-error.js';

/** The database part of the start message, saying where an embedded one lives when it is not in DATA_DIR. */
function describeDatabase(database: Database): string {
  if (!database.embedded) return 'PostgreSQL';
  const { dir, unreachable } = database.embedded;
  if (!unreachable) return `embedded PostgreSQL, ${dir}`;
  return `embedded PostgreSQL in ${dir}, outside DATA_DIR: the system user "postgres" it runs as cannot enter ${unreachable}`;
}

let config: Config | undefined;
let log: ReturnType<typeof createLogger> | undefined;
let app: FastifyInstance | undefined;
try {
  config = loadConfig();
  log = createLogger(config);
  const built = await buildApp(config, { logger: log });
  app = built.app;
  closeOnSignals(app, log);

  await app.listen({ host: config.host, port: config.port });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  // One write, so whoever reads the output sees the logins together with the address.
  const logins = demoAccounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(26)} ${a.password}`).join('\n');
  console.log(`\nChalkline is running at ${url} (${describeDatabase(built.database)})\nDemo logins:\n${logins}\n`);
} catch (error) {
  const details = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  // Stops an embedded PostgreSQL already started (the watch would, a moment later), without the logs of work the
  // close interrupts: the line below is what whoever started the server reads.
  if (log && !details) log.level = 'silent';
  await app?.close().catch(() => undefined);
  console.error(`Chalkline could not start: ${startupErrorLine(error, config)}`);
  // The details are for whoever asks for them; the line above says what to do.
  if (details) console.error(error);
  process.exit(1);
}
