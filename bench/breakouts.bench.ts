/**
 * Breakout rooms at class size (issue 34, ADR 0087): 30 people in one program classroom — the tutor (host) and 29
 * students — with everyone chatting and 6 students on camera, in two scenarios measured in the same run, interleaved
 * (A B, B A, A B …, after a warm-up round that is not counted) on one server with the same connected people:
 *   A  everyone in the main room;
 *   B  the tutor opens 6 rooms and assigns the 29 students: the 6 on camera share room 1, the 23 others go to rooms
 *      2–6 (5, 5, 5, 4, 4); the tutor stays in the main room (and, as a host, hears every room's chat).
 * Keeping the 6 cameras together in B keeps the media forwarded the same in both (6 publishers, 5 receivers each), so
 * the ratio B/A is what breakouts add, not what fewer receivers save.
 * Every person sends one chat message every 5 s (staggered) in their own room's chat, and reports read receipts as
 * the web does. Measured per window: the server's CPU (the Node process, split into signalling and the werift engine
 * thread; with Janus the janus process is the media part), the embedded PostgreSQL's CPU, and the latency of every
 * delivered chat message (send to receive, p50 / p99). Prints A, B and B/A per engine; the goal is B/A ≤ 1.2.
 * Engines: werift always; Janus too inside the test network namespace (e2e/support/netns.sh) with janus installed:
 *   npm run bench:breakouts -- [rounds=3] [windowSeconds=20] [engines=werift,janus]
 * BREAKOUTS_PROF=/tmp/bo writes the server's CPU profile of each window (/tmp/bo.<engine>.<A|B><round>.cpuprofile).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BreakoutsView, RoomSnapshot } from '@chalkline/contracts';
import type { Browser } from 'playwright-core';
import { io } from 'socket.io-client';
import { requireJanusNamespace } from '../apps/server/test/media/janus-netns.js';
import { launchChromium, stats as mediaStats } from '../apps/server/test/media/media-browser.js';
import type { BreakoutsStats, BreakoutsTarget } from './breakouts.server.js';
import { chattingSocket, launchOf, openMediaPerson, type Person, serveMediaPage } from './breakouts-peers.js';
import { ask, connectAll, percentile, sleep } from './classroom-clients.js';

const rounds = Number(process.argv[2] ?? 3);
const windowSeconds = Number(process.argv[3] ?? 20);
const chatEveryMs = 5000;
const onCamera = 6;
const janusReady = () => {
  try {
    requireJanusNamespace();
    return true;
  } catch {
    return false;
  }
};
const engines = (process.argv[4] ?? `werift${janusReady() ? ',janus' : ''}`).split(',');

type Scenario = 'A' | 'B';
interface Window {
  seconds: number;
  cpu: BreakoutsStats;
  latencies: number[];
  /** The latencies measured by the Socket.IO clients alone (the Chromium pages' include their own CPU starvation). */
  socketLatencies: number[];
  load: number;
}

/** The difference of two CPU readings. */
const spent = (a: BreakoutsStats, b: BreakoutsStats): BreakoutsStats => ({
  signallingMicros: b.signallingMicros - a.signallingMicros,
  mediaMicros: b.mediaMicros - a.mediaMicros,
  databaseMicros: b.databaseMicros - a.databaseMicros,
  packetsOut: b.packetsOut - a.packetsOut,
});

/** The tutor enters (a host enters at once) and lets in everyone who knocks; answers the main chat's id too. */
async function enterAsHost(target: BreakoutsTarget) {
  const socket = io(`${target.url}${target.namespace}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token: target.tutorToken, instanceId: randomUUID() },
  });
  const snapshot = new Promise<RoomSnapshot>((resolve) => socket.once('access_granted', resolve));
  socket.on('access_request', ({ connection }: { connection: string }) =>
    socket.emit('access_granted', { connection }, () => {}),
  );
  await socket.timeout(30_000).emitWithAck('launch', launchOf(target));
  return { socket, mainChat: (await snapshot).rooms[0]!.key };
}

/** Everyone in: the tutor, the 6 students on camera (Chromium) and the 23 others (Socket.IO clients). */
async function bringClassIn(browser: Browser, pageUrl: string, target: BreakoutsTarget) {
  const { socket, mainChat } = await enterAsHost(target);
  const cameras = [];
  for (const token of target.studentTokens.slice(0, onCamera))
    cameras.push(await openMediaPerson(browser, pageUrl, target, token));
  const others = await connectAll({ ...target, tokens: target.studentTokens.slice(onCamera) }, 30_000, {
    launch: launchOf(target),
    until: 'access_granted',
  });
  for (const camera of cameras) await camera.publish();
  return { socket, mainChat, host: chattingSocket(socket), cameras, others: others.map(chattingSocket) };
}
type Class = Awaited<ReturnType<typeof bringClassIn>>;

/** How many other cameras each camera page decodes (5 when media flows as meant). */
const decodedCameras = (c: Class) =>
  Promise.all(
    c.cameras.map(
      async ({ page }) => (await mediaStats(page)).filter((s) => s.kind === 'video' && s.frames > 0).length,
    ),
  );

/** Puts the class in `scenario`; answers each person's chat room. */
async function arrange(c: Class, scenario: Scenario): Promise<Map<Person, string>> {
  const host = <T>(event: string, payload: object) =>
    c.socket.timeout(15_000).emitWithAck(event, payload) as Promise<T>;
  const students: Person[] = [...c.cameras, ...c.others];
  if (scenario === 'A') {
    await host('breakout_close', {});
    return new Map([c.host, ...students].map((p) => [p, c.mainChat]));
  }
  await host('breakout_open', { count: 6 });
  // The 6 on camera together in room 1; the others over rooms 2-6.
  const rooms = students.map((_, i) => (i < onCamera ? 1 : 2 + ((i - onCamera) % 5)));
  const assignments = students.map((p, i) => ({ connection: p.connection, room: rooms[i]! }));
  const answer = await host<{ breakouts?: BreakoutsView; error?: string }>('breakout_assign', { assignments });
  if (!answer.breakouts) throw new Error(`breakout_assign: ${answer.error}`);
  const chatOf = (room: number) => answer.breakouts!.rooms.find((r) => r.room === room)!.chatRoomId;
  return new Map([[c.host, c.mainChat], ...students.map((p, i): [Person, string] => [p, chatOf(rooms[i]!)])]);
}

/** One measured window: everyone says something every 5 s, staggered, in their room; then the late arrivals. */
async function measure(child: ChildProcess, roomOf: Map<Person, string>, label: string): Promise<Window> {
  const people = [...roomOf.keys()];
  await Promise.all(people.map((p) => p.take()));
  const before = await ask<BreakoutsStats>(child, { ask: 'stats' });
  await ask(child, { ask: 'profile', label });
  const start = performance.now();
  const sends = [];
  for (let t = 0; t < windowSeconds * 1000; t += chatEveryMs)
    for (const [i, p] of people.entries()) sends.push({ at: t + (i * chatEveryMs) / people.length, p });
  for (const { at, p } of sends) {
    const wait = start + at - performance.now();
    if (wait > 0) await sleep(wait);
    p.say(roomOf.get(p)!);
  }
  await sleep(Math.max(0, start + windowSeconds * 1000 - performance.now()));
  const after = await ask<BreakoutsStats>(child, { ask: 'stats' });
  const seconds = (performance.now() - start) / 1000;
  await sleep(1500);
  const taken = await Promise.all(people.map((p) => p.take()));
  const socketLatencies = taken.filter((_, i) => !('page' in people[i]!)).flat();
  return { seconds, cpu: spent(before, after), latencies: taken.flat(), socketLatencies, load: loadavg()[0]! };
}

/** One engine: a server, the class, `rounds` of A and B alternating which goes first. */
async function runEngine(engine: string, browser: Browser, pageUrl: string) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = fork(path.join(here, 'breakouts.server.ts'), [engine, '29', pageUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { ready: target } = await new Promise<{ ready: BreakoutsTarget }>((r) =>
    child.once('message', (m) => r(m as never)),
  );
  const windows: Record<Scenario, Window[]> = { A: [], B: [] };
  const entered = performance.now();
  const c = await bringClassIn(browser, pageUrl, target);
  console.log(
    `breakouts [${engine}] 30 people in, 6 on camera, in ${((performance.now() - entered) / 1000).toFixed(0)} s`,
  );
  try {
    // Round 0 is not counted: the cameras' bandwidth estimates ramp every layer up (a minute or so under load) and
    // both paths get warm.
    for (let round = 0; round <= rounds; round++) {
      for (const scenario of (round % 2 ? ['A', 'B'] : ['B', 'A']) as Scenario[]) {
        const roomOf = await arrange(c, scenario);
        await sleep(2000);
        const decoding = await decodedCameras(c);
        const w = await measure(child, roomOf, `${engine}.${scenario}${round}`);
        if (round === 0) continue;
        windows[scenario].push(w);
        console.log(
          `breakouts [${engine}] ${scenario} round ${round}: ${line(w)}; each camera page decodes ${decoding.join('/')} cameras`,
        );
      }
    }
  } finally {
    for (const p of c.cameras) await p.page.context().close();
    c.socket.close();
    const exited = new Promise((r) => child.once('exit', r));
    child.send({ ask: 'close' });
    await exited;
  }
  return { A: total(windows.A), B: total(windows.B) };
}

/** Windows of one scenario added up. */
function total(ws: Window[]): Window {
  const sum = (f: (w: Window) => number) => ws.reduce((n, w) => n + f(w), 0);
  return {
    seconds: sum((w) => w.seconds),
    cpu: {
      signallingMicros: sum((w) => w.cpu.signallingMicros),
      mediaMicros: sum((w) => w.cpu.mediaMicros),
      databaseMicros: sum((w) => w.cpu.databaseMicros),
      packetsOut: sum((w) => w.cpu.packetsOut),
    },
    latencies: ws.flatMap((w) => w.latencies),
    socketLatencies: ws.flatMap((w) => w.socketLatencies),
    load: sum((w) => w.load) / ws.length,
  };
}

/** Share of one core over the window. */
const share = (w: Window, micros: number) => micros / (w.seconds * 1e6);
const serverShare = (w: Window) => share(w, w.cpu.signallingMicros + w.cpu.mediaMicros);
const p = (w: Window, q: number, of = w.latencies) =>
  percentile(
    [...of].sort((a, b) => a - b),
    q,
  );
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function line(w: Window) {
  return [
    `server CPU ${pct(serverShare(w))} of a core (signalling ${pct(share(w, w.cpu.signallingMicros))},`,
    `media ${pct(share(w, w.cpu.mediaMicros))}, ${(w.cpu.packetsOut / w.seconds).toFixed(0)} pkt/s out),`,
    `database ${pct(share(w, w.cpu.databaseMicros))};`,
    `${w.latencies.length} chat deliveries, ${(w.cpu.signallingMicros / Math.max(1, w.latencies.length)).toFixed(0)} µs signalling CPU each,`,
    `latency p50 ${p(w, 50).toFixed(1)} ms p99 ${p(w, 99).toFixed(1)} ms`,
    `(Socket.IO clients alone p50 ${p(w, 50, w.socketLatencies).toFixed(1)} ms p99 ${p(w, 99, w.socketLatencies).toFixed(1)} ms);`,
    `load average ${w.load.toFixed(2)}`,
  ].join(' ');
}

const browser = await launchChromium();
const mediaPage = await serveMediaPage();
try {
  const results = new Map<string, { A: Window; B: Window }>();
  for (const engine of engines) results.set(engine, await runEngine(engine, browser, mediaPage.url));
  for (const [engine, { A, B }] of results) {
    const ratio = (f: (w: Window) => number) => f(B) / f(A);
    const cpu = ratio(serverShare);
    const p99 = ratio((w) => p(w, 99));
    console.log(`breakouts [${engine}] A one room of 30:       ${line(A)}`);
    console.log(`breakouts [${engine}] B 6 rooms (6,5,5,5,4,4): ${line(B)}`);
    console.log(
      `breakouts [${engine}] B/A: server CPU ${cpu.toFixed(2)}x (signalling ${ratio((w) => share(w, w.cpu.signallingMicros)).toFixed(2)}x, ` +
        `media ${ratio((w) => share(w, w.cpu.mediaMicros)).toFixed(2)}x, database ${ratio((w) => share(w, w.cpu.databaseMicros)).toFixed(2)}x), ` +
        `chat p99 ${p99.toFixed(2)}x (Socket.IO clients alone ${ratio((w) => p(w, 99, w.socketLatencies)).toFixed(2)}x) → ${cpu <= 1.2 && p99 <= 1.2 ? 'within' : 'OVER'} the goal of 1.2x`,
    );
  }
} finally {
  await browser.close();
  mediaPage.close();
}
