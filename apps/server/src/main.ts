/** Reads the configuration, builds the app, listens, and shuts down gracefully on a signal. */
import { buildApp, createLogger } from './app.js';
import { loadConfig } from './config.js';
import { demoAccounts } from './db/seed.js';
import { closeOnSignals } from './http/shutdown.js';

const config = loadConfig();
const log = createLogger(config);
const { app } = await buildApp(config, { logger: log });
closeOnSignals(app, log);

await app.listen({ host: config.host, port: config.port });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
const database = config.database.kind === 'embedded' ? `embedded PostgreSQL, ${config.database.dir}` : 'PostgreSQL';
// One write, so whoever reads the output sees the logins together with the address.
const logins = demoAccounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(26)} ${a.password}`).join('\n');
console.log(`\nChalkline is running at ${url} (${database})\nDemo logins:\n${logins}\n`);
