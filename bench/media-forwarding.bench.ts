/**
 * Media forwarding cost of the embedded werift engine (on the main thread: `werift`; in its worker thread, the
 * default: `worker`) and of Janus VideoRoom (a local janus the engine starts) on the same load in one run, against real Chromium pages on 127.0.0.1 (fake camera
 * and microphone, 3 simulcast layers, a busy picture so every layer runs at its full bitrate): 1 publisher and
 * 1/3/6 subscribers. Prints server CPU µs per forwarded
 * packet, forwarded packets per CPU-second, click-to-first-remote-frame (median, p95) and the event-loop delay
 * under load as a ratio against the idle baseline measured first in the same run.
 * werift's CPU is this whole process (both threads); Janus's is utime+stime of the janus process from
 * /proc/<pid>/stat, its forwarded packets come from its Admin API. The last lines print each werift variant ÷
 * Janus for CPU per forwarded packet, and click-to-first-frame median and p95 of every engine.
 * Janus needs the test network namespace (libnice will not use loopback), so the script runs in one:
 *   npm run bench:media -- [tries=5] [windowSeconds=10] [subscribers=1,3,6] [engines=werift,worker,janus]
 * With MEDIA_TRACE=1 it also prints, per try on stderr, every step the pages' media client marked (publish,
 * offer, produce reply, each peer connection's ICE and DTLS state, consume/answer/resume) and each first
 * frame, in ms since the epoch: the click-to-first-frame timeline of ADR 0047.
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { JanusMediaEngine } from '../apps/server/src/media/janus/janus-engine.js';
import { loadMediaConfig } from '../apps/server/src/media/media-config.js';
import type { MediaEngine } from '../apps/server/src/media/media-engine.js';
import { WeriftMediaEngine } from '../apps/server/src/media/werift/werift-engine.js';
import { WorkerMediaEngine } from '../apps/server/src/media/worker/worker-media-engine.js';
import { call, launchChromium, openPeer } from '../apps/server/test/media/media-browser.js';
import { startMediaHarness } from '../apps/server/test/media/media-harness.js';
import { procCpuMicros } from './measure.js';

const tries = Number(process.argv[2] ?? 5);
const windowSeconds = Number(process.argv[3] ?? 10);
const subscriberCounts = (process.argv[4] ?? '1,3,6').split(',').map(Number);
const engineNames = (process.argv[5] ?? 'werift,worker,janus').split(',');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? Number.NaN;
};

/** Event-loop delay over a window: mean and p99 in ms. */
async function loopDelay(ms: number) {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  await sleep(ms);
  h.disable();
  return { mean: h.mean / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6 };
}

type Delay = Awaited<ReturnType<typeof loopDelay>>;

/**
 * The same measure in a separate, idle Node process over the same window: the control that tells the
 * machine's CPU contention (the browsers share its cores) from delay the engine itself causes.
 */
function probeDelay(ms: number): Promise<Delay> {
  const script = `const { monitorEventLoopDelay } = require('node:perf_hooks');
    const h = monitorEventLoopDelay({ resolution: 1 }); h.enable();
    setTimeout(() => { h.disable(); console.log(JSON.stringify({ mean: h.mean / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6 })); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise((resolve) => child.on('close', () => resolve(JSON.parse(out) as Delay)));
}

interface PageClient {
  stats(): Promise<{ peer: string; kind: string; mid: string; frames: number }[]>;
  framesByMid(): Promise<Record<string, number>>;
}

/**
 * Frames decoded so far per receive m-section, read before the click: the publisher's consumer may take over a
 * closed consumer's m-section (M12), whose receiver counts on from the earlier stream.
 */
function framesBefore(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => (globalThis as never as { mc: PageClient }).mc.framesByMid());
}

/** Resolves with Date.now() in the page when a video from `peerId` has decoded its first frame. */
function firstFrameAt(page: Page, peerId: string, before: Record<string, number>): Promise<number> {
  return page.evaluate(
    async ([peer, earlier]) => {
      const mc = (globalThis as never as { mc: PageClient }).mc;
      for (;;) {
        const list = await mc.stats();
        if (list.some((s) => s.peer === peer && s.kind === 'video' && s.frames > (earlier[s.mid] ?? 0)))
          return Date.now();
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    [peerId, before] as const,
  );
}

/** The engine's forwarding CPU so far, in µs: this process (every thread) for werift, the janus process for Janus. */
function cpuOf(engine: MediaEngine): () => number {
  if (engine instanceof JanusMediaEngine) {
    const [pid] = engine.localPids();
    if (!pid) throw new Error('the Janus engine runs no local janus');
    return () => procCpuMicros(pid);
  }
  return () => {
    const cpu = process.cpuUsage();
    return cpu.user + cpu.system;
  };
}

async function scenario(browser: Browser, url: string, engine: MediaEngine, subscribers: number) {
  const engineCpu = cpuOf(engine);
  const subs = await Promise.all(Array.from({ length: subscribers }, () => openPeer(browser, url)));
  const firstFrames: number[] = [];
  let publisher: Awaited<ReturnType<typeof openPeer>> | undefined;
  for (let attempt = 0; attempt < tries; attempt++) {
    if (publisher) {
      await call(publisher.page, 'leave');
      await publisher.page.context().close();
    }
    publisher = await openPeer(browser, url);
    const id = publisher.id;
    const before = await Promise.all(subs.map((s) => framesBefore(s.page)));
    const clicked = Date.now();
    const seen = subs.map((s, i) => firstFrameAt(s.page, id, before[i]!));
    await call(publisher.page, 'publishBusyCamera');
    const ats = await Promise.all(seen);
    for (const at of ats) firstFrames.push(at - clicked);
    if (process.env.MEDIA_TRACE === '1') {
      const marks = (p: Page) =>
        p.evaluate(() => (globalThis as never as { mc: { marks: string[] } }).mc.marks.splice(0));
      console.error(`TRY ${clicked} frames ${ats.map((a) => a - clicked).join(',')}`);
      for (const m of await marks(publisher.page)) console.error(`PUB ${m}`);
      for (const [i, s] of subs.entries()) for (const m of await marks(s.page)) console.error(`SUB${i} ${m}`);
      for (const [i, at] of ats.entries()) console.error(`SUB${i} ${at} FIRST FRAME`);
    }
  }
  await sleep(4000); // let the publisher's bandwidth estimate bring all three layers up
  const before = { cpu: engineCpu(), stats: await engine.getStats() };
  const [delay, probe] = await Promise.all([loopDelay(windowSeconds * 1000), probeDelay(windowSeconds * 1000)]);
  const cpuMicros = engineCpu() - before.cpu;
  const after = await engine.getStats();
  const packetsOut = after.packetsOut - before.stats.packetsOut;
  const packetsIn = after.packetsIn - before.stats.packetsIn;
  // The worker engine also reports its own thread's CPU: the figure comparable with the janus process's.
  const threadMicros =
    after.threadCpuMicros !== undefined && before.stats.threadCpuMicros !== undefined
      ? after.threadCpuMicros - before.stats.threadCpuMicros
      : undefined;
  await Promise.all([publisher!, ...subs].map((p) => call(p.page, 'leave').then(() => p.page.context().close())));
  return {
    subscribers,
    packetsInPerSecond: packetsIn / windowSeconds,
    packetsOutPerSecond: packetsOut / windowSeconds,
    cpuShare: cpuMicros / (windowSeconds * 1e6),
    microsPerPacket: cpuMicros / packetsOut,
    threadMicrosPerPacket: threadMicros === undefined ? undefined : threadMicros / packetsOut,
    microsPerPacketHandled: cpuMicros / (packetsOut + packetsIn),
    packetsPerCpuSecond: packetsOut / (cpuMicros / 1e6),
    firstFrame: { median: quantile(firstFrames, 0.5), p95: quantile(firstFrames, 0.95), n: firstFrames.length },
    delay,
    probe,
  };
}

type Result = Awaited<ReturnType<typeof scenario>>;

/** One engine through every load; answers its results (the browser is shared by both engines). */
function createEngine(name: string): MediaEngine {
  const werift = loadMediaConfig({ MEDIA_LOOPBACK_ONLY: 'true' });
  if (name === 'werift') return new WeriftMediaEngine(werift);
  if (name === 'worker') return new WorkerMediaEngine(werift);
  return new JanusMediaEngine(
    loadMediaConfig({
      MEDIA_ENGINE: 'janus',
      MEDIA_LOOPBACK_ONLY: 'true',
      JANUS_ICE_ENFORCE_LIST: process.env.JANUS_ICE_ENFORCE_LIST ?? 'jv0',
    }),
  );
}

async function runEngine(name: string, browser: Browser): Promise<Result[]> {
  const engine = createEngine(name);
  const harness = await startMediaHarness(engine, `bench-${name}`);
  try {
    const [idle, idleProbe] = await Promise.all([loopDelay(5000), probeDelay(5000)]);
    console.log(
      `media-forwarding [${name}]: idle event-loop delay mean ${idle.mean.toFixed(2)} ms, p99 ${idle.p99.toFixed(2)} ms (baseline); ` +
        `idle probe process p99 ${idleProbe.p99.toFixed(2)} ms`,
    );
    const results: Result[] = [];
    for (const n of subscriberCounts) {
      const r = await scenario(browser, harness.url, engine, n);
      results.push(r);
      console.log(
        [
          `media-forwarding [${name}] 1→${r.subscribers}:`,
          `in ${r.packetsInPerSecond.toFixed(0)} pkt/s, out ${r.packetsOutPerSecond.toFixed(0)} pkt/s,`,
          `${name === 'janus' ? 'janus process' : 'server'} CPU ${(r.cpuShare * 100).toFixed(1)}% of a core,`,
          `${r.microsPerPacket.toFixed(1)} µs per forwarded packet (${r.microsPerPacketHandled.toFixed(1)} µs per packet in+out),`,
          r.threadMicrosPerPacket === undefined
            ? ''
            : `engine thread alone ${r.threadMicrosPerPacket.toFixed(1)} µs per forwarded packet,`,
          `${r.packetsPerCpuSecond.toFixed(0)} forwarded packets per CPU-second,`,
          `first remote frame median ${r.firstFrame.median} ms p95 ${r.firstFrame.p95} ms (n=${r.firstFrame.n}),`,
          `event-loop delay mean ${r.delay.mean.toFixed(2)} ms (${(r.delay.mean / idle.mean).toFixed(2)}x idle)`,
          `p99 ${r.delay.p99.toFixed(2)} ms (${(r.delay.p99 / idle.p99).toFixed(2)}x idle), max ${r.delay.max.toFixed(1)} ms;`,
          `idle probe process in the same window: mean ${r.probe.mean.toFixed(2)} ms p99 ${r.probe.p99.toFixed(2)} ms`,
          `(server/probe p99 ${(r.delay.p99 / r.probe.p99).toFixed(2)}x)`,
        ].join(' '),
      );
    }
    const [first, last] = [results[0]!, results.at(-1)!];
    if (last !== first) {
      // Fixed costs (RTCP timers, the receive side, signalling) cancel out between two loads.
      const cpuDelta = (last.cpuShare - first.cpuShare) * 1e6;
      const packetDelta = last.packetsOutPerSecond - first.packetsOutPerSecond;
      console.log(
        `media-forwarding [${name}] marginal: ${(cpuDelta / packetDelta).toFixed(1)} µs CPU per extra forwarded packet ` +
          `(1→${first.subscribers} vs 1→${last.subscribers}) → ${((packetDelta / cpuDelta) * 1e6).toFixed(0)} packets per CPU-second`,
      );
    }
    return results;
  } finally {
    await harness.close();
    await engine.close();
  }
}

const browser = await launchChromium();
try {
  const byEngine = new Map<string, Result[]>();
  for (const name of engineNames) byEngine.set(name, await runEngine(name, browser));
  const janus = byEngine.get('janus');
  for (const [name, results] of byEngine) {
    for (const [i, r] of results.entries()) {
      const j = name === 'janus' ? undefined : janus?.[i];
      const cpu = j
        ? `CPU per forwarded packet ${(r.microsPerPacket / j.microsPerPacket).toFixed(2)}x Janus ` +
          `(${r.microsPerPacket.toFixed(1)} vs ${j.microsPerPacket.toFixed(1)} µs), `
        : `CPU per forwarded packet ${r.microsPerPacket.toFixed(1)} µs, `;
      const thread =
        j && r.threadMicrosPerPacket !== undefined
          ? `engine thread alone ${(r.threadMicrosPerPacket / j.microsPerPacket).toFixed(2)}x Janus ` +
            `(${r.threadMicrosPerPacket.toFixed(1)} µs), `
          : '';
      console.log(
        `media-forwarding summary [${name}] 1→${r.subscribers}: ${cpu}${thread}` +
          `click-to-first-frame median ${r.firstFrame.median} ms p95 ${r.firstFrame.p95} ms (n=${r.firstFrame.n})`,
      );
    }
  }
} finally {
  await browser.close();
}
