/**
 * Page weight and paint (issue 14): in Chromium, against the built app served by the built server on loopback,
 * the JavaScript a first visit downloads, compressed as the server sends it, for the home page (a visitor), a
 * dashboard (the seeded student) and the classroom lobby (that student's room), against the same files' raw
 * bytes (the baseline: what was sent before precompression); and the largest contentful paint of each with the
 * CPU throttled 4×, sent compressed and sent raw. Bytes are response bodies as they crossed the wire (headers
 * left out). Goals: public ≤ 150 KiB, classroom ≤ 400 KiB, LCP ≤ 1.5 s.
 * Needs `npm run build` first. Chromium is Debian's /usr/bin/chromium (CHROMIUM_PATH).
 */
import { loadavg } from 'node:os';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';

const KiB = 1024;
const goals = { public: 150 * KiB, classroom: 400 * KiB, lcpMs: 1500 };
const rounds = Number(process.env.PAGE_WEIGHT_ROUNDS ?? 5);

interface Load {
  /** Encoded (as sent) and decoded bytes of every script the page loaded. */
  sent: number;
  raw: number;
  files: number;
  lcpMs: number;
}

/** Runs in the page (DOM types, not Node's): the last largest-contentful-paint entry's start, or NaN. */
const largestContentfulPaint = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(Number.NaN), 5000);
})`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** One cold visit of `url` in a fresh context (empty cache), the CPU throttled 4×. */
async function visit(context: BrowserContext, url: string, compressed: boolean): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The raw baseline: a browser that accepts no encoding gets the files as they are.
  if (!compressed) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'accept-encoding': 'identity' } });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map<string, { sent: number; raw: number }>();
  const kinds = new Map<string, string>();
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    kinds.set(event.requestId, event.response.url);
    // What had arrived when the response began: its headers, which the body count leaves out.
    headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.dataReceived', (event) => {
    const url = kinds.get(event.requestId);
    if (!url) return;
    const entry = scripts.get(url) ?? { sent: 0, raw: 0 };
    entry.raw += event.dataLength;
    scripts.set(url, entry);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = kinds.get(event.requestId);
    if (!url) return;
    const entry = scripts.get(url) ?? { sent: 0, raw: 0 };
    entry.sent = event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0);
    scripts.set(url, entry);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcpMs = await page.evaluate<number>(largestContentfulPaint);
  await page.close();
  const all = [...scripts.values()];
  return {
    sent: all.reduce((sum, s) => sum + s.sent, 0),
    raw: all.reduce((sum, s) => sum + s.raw, 0),
    files: all.length,
    lcpMs,
  };
}

async function measure(browser: Browser, url: string, cookie: string | null, compressed: boolean) {
  const loads: Load[] = [];
  for (let i = 0; i < rounds; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (cookie) {
      const [name, value] = cookie.split('=');
      // Set for the site's root: a cookie set for the page's URL gets that URL's path, and the API would not see it.
      await context.addCookies([{ name: name!, value: value!, url: new URL('/', url).toString() }]);
    }
    loads.push(await visit(context, url, compressed));
    await context.close();
  }
  return {
    sent: median(loads.map((l) => l.sent)),
    raw: median(loads.map((l) => l.raw)),
    files: median(loads.map((l) => l.files)),
    lcpMs: median(loads.map((l) => l.lcpMs)),
  };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const login = await fetch(new URL('/api/auth/login', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@chalkline.local', password: 'Student#2026' }),
  });
  if (!login.ok) throw new Error(`could not sign the seeded student in: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const me = (await login.json()) as { data: { user: { meetingId: string } } };
  const pages = [
    { name: 'home page (visitor)', path: '/', cookie: null, goal: goals.public },
    { name: 'dashboard (student)', path: '/accounts', cookie, goal: undefined },
    { name: 'classroom lobby', path: `/meet/${me.data.user.meetingId}`, cookie, goal: goals.classroom },
  ];
  // Paint times move with the machine's load: print it beside them.
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`page weight: median of ${rounds} cold visits, Chromium, CPU throttled 4x, loopback (load ${load})`);
  for (const page of pages) {
    const url = new URL(page.path, server.url).toString();
    const packed = await measure(browser, url, page.cookie, true);
    const plain = await measure(browser, url, page.cookie, false);
    const goal = page.goal ? ` (goal ≤ ${kib(page.goal)}: ${packed.sent <= page.goal ? 'met' : 'MISSED'})` : '';
    console.log(
      `  ${page.name}: JavaScript ${kib(packed.sent)} sent in ${packed.files} files${goal} vs ${kib(plain.sent)} raw` +
        ` (baseline) → ${(plain.sent / packed.sent).toFixed(1)}x smaller; decoded ${kib(packed.raw)}`,
    );
    console.log(
      `  ${page.name}: LCP ${packed.lcpMs.toFixed(0)} ms compressed (goal ≤ ${goals.lcpMs} ms: ${
        packed.lcpMs <= goals.lcpMs ? 'met' : 'MISSED'
      }) vs ${plain.lcpMs.toFixed(0)} ms raw`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
