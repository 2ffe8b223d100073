/**
 * The server side of breakouts.bench.ts, in a process of its own so its CPU is measured apart from the clients': the
 * real app on an embedded PostgreSQL with the media engine named on the command line (`werift`, in its worker
 * thread, or `janus`, a local janus the engine starts) that accepts sockets from the bench's media page, a program with its tutor and N enrolled students, whose
 * classroom is `/meet/program`. It answers `stats` with its CPU split into signalling and media, and the database's.
 * BREAKOUTS_PROF=<prefix> writes a CPU profile of this process per measured window (`profile` with a label starts
 * one, the next `stats` ends it): <prefix>.<label>.cpuprofile.
 */
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { JanusMediaEngine } from '../apps/server/src/media/janus/janus-engine.js';
import { assignTutors, buildCategory, buildProgram, buildUser, enrol } from '../apps/server/test/builders.js';
import { databaseCpuMicros, procCpuMicros } from './measure.js';

/** What the bench needs to bring a class in. */
export interface BreakoutsTarget {
  url: string;
  namespace: string;
  programId: string;
  tutorToken: string;
  studentTokens: string[];
}
/**
 * CPU so far in µs: `serverMicros` this whole process (both threads); `mediaMicros` the werift worker thread or the
 * janus process; `signallingMicros` what the server did besides forwarding media (werift: the process less its
 * engine thread; Janus: the whole process); `databaseMicros` the embedded PostgreSQL's processes.
 */
export interface BreakoutsStats {
  signallingMicros: number;
  mediaMicros: number;
  databaseMicros: number;
  packetsOut: number;
}

const [engineName = 'werift', studentsArg = '29', pageOrigin = ''] = process.argv.slice(2);
const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-breakouts-'));
// The embedded PostgreSQL runs as the postgres user when we are root: it must reach its folder.
await chmod(dataDir, 0o755);
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BREAKOUTS_LOG ?? 'silent',
  WEB_DIST: dataDir,
  // The bench's media page (Chromium) is served from another port.
  ALLOWED_ORIGINS: pageOrigin,
  MEDIA_ENGINE: engineName,
  MEDIA_LOOPBACK_ONLY: 'true',
  ...(engineName === 'janus' ? { JANUS_ICE_ENFORCE_LIST: process.env.JANUS_ICE_ENFORCE_LIST ?? 'jv0' } : {}),
});
const built = await buildApp(config);
await built.app.listen({ port: 0, host: '127.0.0.1' });
const db = built.database.db;
const program = await buildProgram(db, { categoryId: (await buildCategory(db)).id });
const tutor = await buildUser(db, 'TUTOR');
await assignTutors(db, program.id, [tutor.id]);
const tokenOf = async (userId: string) => (await built.modules.accounts.sessions.start(userId)).token;
const studentTokens: string[] = [];
for (let i = 0; i < Number(studentsArg); i++) {
  const student = await buildUser(db, 'STUDENT');
  await enrol(db, { studentId: student.id, programId: program.id });
  studentTokens.push(await tokenOf(student.id));
}
const engine = built.modules.classroom.services.engine;

async function stats(): Promise<BreakoutsStats> {
  const cpu = process.cpuUsage();
  const engineStats = await engine.getStats();
  const [janus] = engine instanceof JanusMediaEngine ? engine.localPids() : [];
  const process_ = cpu.user + cpu.system;
  const thread = engineStats.threadCpuMicros ?? 0;
  return {
    signallingMicros: janus ? process_ : process_ - thread,
    mediaMicros: janus ? procCpuMicros(janus) : thread,
    databaseMicros: await databaseCpuMicros(dataDir),
    packetsOut: engineStats.packetsOut,
  };
}

const profiler = process.env.BREAKOUTS_PROF ? new Session() : null;
let profiling: string | null = null;
process.on('message', async (request: { ask: string; label?: string }) => {
  if (request.ask === 'profile' && profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    profiling = request.label ?? 'window';
    process.send?.({});
  } else if (request.ask === 'profile') {
    process.send?.({});
  } else if (request.ask === 'stats') {
    if (profiler && profiling) {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(`${process.env.BREAKOUTS_PROF}.${profiling}.cpuprofile`, JSON.stringify(profile));
      profiler.disconnect();
      profiling = null;
    }
    process.send?.(await stats());
  } else if (request.ask === 'close') {
    await built.app.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
const target: BreakoutsTarget = {
  url: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`,
  namespace: '/meet/program',
  programId: program.id,
  tutorToken: await tokenOf(tutor.id),
  studentTokens,
};
process.send?.({ ready: target });
