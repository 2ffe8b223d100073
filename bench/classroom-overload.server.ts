/**
 * The server side of classroom-overload.bench.ts, in a process of its own so its memory is measured apart from
 * the clients': the real app with N admitted people in one classroom, shedding load (`shed`, ADR 0069) or, as
 * the baseline, with the overload signal never sampled and no write limit (`unshed`: the behaviour before).
 * It samples its RSS every 50 ms and answers `stats` with the peak, and `stored` with which keys are stored.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { chatMessages } from '../apps/server/src/db/schema/index.js';
import { demoAccounts } from '../apps/server/src/db/seed.js';
import { overloadLimits } from '../apps/server/src/realtime/overload.js';
import { buildUser } from '../apps/server/test/builders.js';

export interface OverloadTarget {
  url: string;
  namespace: string;
  room: string;
  tokens: string[];
  idleRss: number;
}
export interface OverloadStats {
  rss: number;
  peakRss: number;
  levels: Record<string, number>;
  /** The highest of each overload reading while measured. */
  highest: Record<string, number>;
}

const [mode, sizeArg] = process.argv.slice(2);
const size = Number(sizeArg);
const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-overload-'));
// The embedded PostgreSQL runs as the postgres user when we are root: it must reach its folder.
await chmod(dataDir, 0o755);
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dataDir });
const built = await buildApp(
  config,
  mode === 'shed'
    ? { overload: { start: true } }
    : {
        overload: {
          start: false,
          limits: { refuse: { ...overloadLimits.refuse, pendingWrites: Number.POSITIVE_INFINITY } },
        },
      },
);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const student = (await built.modules.accounts.users.findByEmail(
  demoAccounts.find((a) => a.role === 'STUDENT')!.email,
))!;
const tokens: string[] = [];
// Everyone is an admin (hosts enter at once), so N people need no N admissions.
for (let i = 0; i < size; i++) {
  const user = await buildUser(built.database.db, 'MASTER');
  tokens.push((await built.modules.accounts.sessions.start(user.id)).token);
}
global.gc?.();
const target: OverloadTarget = {
  url: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`,
  namespace: `/meet/${student.meetingId}`,
  room: `meet:${student.meetingId}`,
  tokens,
  idleRss: process.memoryUsage.rss(),
};

let peakRss = 0;
const levels: Record<string, number> = {};
const highest: Record<string, number> = {};
const sampler = setInterval(() => {
  for (const [name, value] of Object.entries(built.overload.reading()))
    highest[name] = Math.max(highest[name] ?? 0, Math.round(value * 100) / 100);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  const level = built.overload.level();
  levels[level] = (levels[level] ?? 0) + 1;
}, 50);

process.on('message', async (request: { ask: string; keys?: string[] }) => {
  if (request.ask === 'reset') {
    peakRss = process.memoryUsage.rss();
    for (const k of Object.keys(levels)) delete levels[k];
    for (const k of Object.keys(highest)) delete highest[k];
    process.send?.({});
  } else if (request.ask === 'stats') {
    process.send?.({ rss: process.memoryUsage.rss(), peakRss, levels, highest } satisfies OverloadStats);
  } else if (request.ask === 'stored') {
    const stored: string[] = [];
    const keys = request.keys ?? [];
    for (let i = 0; i < keys.length; i += 500) {
      const rows = await built.database.db
        .select({ key: chatMessages.key })
        .from(chatMessages)
        .where(inArray(chatMessages.key, keys.slice(i, i + 500)));
      stored.push(...rows.map((r) => r.key));
    }
    process.send?.({ stored });
  } else if (request.ask === 'close') {
    clearInterval(sampler);
    await built.app.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
process.send?.({ ready: target });
