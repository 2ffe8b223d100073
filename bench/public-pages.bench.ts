/**
 * Public pages (issue 19, ADR 0040, 0046, 0049): in Chromium against the built server on loopback, the public home
 * page, a blog page and the other public pages (a visitor's first visit): largest contentful paint with the CPU throttled 4× and the JavaScript
 * bytes sent (compressed, as the server sends them), against the goals LCP ≤ 1.5 s and ≤ 150 KiB. The baseline,
 * measured in the same run and the same browser, is the same blog as a static HTML page without JavaScript
 * (its title, summary, image and text): the ratio says how much the app costs over the page it shows.
 * Needs `npm run build` first (or WEB_DIST / E2E_SERVER_ENTRY pointing at a build). Chromium: /usr/bin/chromium.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs } from '../e2e/support/chromium';
import { startServer } from '../e2e/support/server';

const KiB = 1024;
const goals = { jsBytes: 150 * KiB, lcpMs: 1500 };
const rounds = Number(process.env.PUBLIC_PAGES_ROUNDS ?? 5);

const largestContentfulPaint = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(Number.NaN), 5000);
})`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** One cold visit in a fresh context: LCP and the encoded bytes of every script. */
async function visit(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = new Map<string, number>();
  const headers = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') headers.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const head = headers.get(event.requestId);
    if (head !== undefined) scripts.set(event.requestId, event.encodedDataLength - head);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcpMs = await page.evaluate<number>(largestContentfulPaint);
  await context.close();
  return { lcpMs, js: [...scripts.values()].reduce((a, b) => a + b, 0), files: scripts.size };
}

async function measure(browser: Browser, url: string) {
  const loads = [];
  for (let i = 0; i < rounds; i++) loads.push(await visit(browser, url));
  return {
    lcpMs: median(loads.map((l) => l.lcpMs)),
    js: median(loads.map((l) => l.js)),
    files: median(loads.map((l) => l.files)),
  };
}

const escapeText = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
let baseline: ReturnType<typeof createServer> | undefined;
try {
  const list = (await (await fetch(new URL('/api/blogs?limit=5', server.url))).json()) as {
    data: { items: { slug: string }[] };
  };
  const slug = list.data.items[0]?.slug;
  if (!slug) throw new Error('no seeded blog to measure');
  const blog = (
    (await (await fetch(new URL(`/api/blogs/${slug}`, server.url))).json()) as {
      data: { article: { title: string; summary: string; content: string; thumbnail: string | null } };
    }
  ).data.article;
  // The baseline: the blog as a static page, its image from the same server.
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeText(blog.title)}</title><style>body{font-family:sans-serif;max-width:860px;margin:40px auto;line-height:1.7}img{width:100%}</style></head>
<body><h1>${escapeText(blog.title)}</h1>${blog.thumbnail ? `<img src="${new URL(blog.thumbnail, server.url)}" alt="">` : ''}
<p>${escapeText(blog.summary)}</p>${blog.content}</body></html>`;
  baseline = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => baseline!.listen(0, '127.0.0.1', resolve));
  const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`;

  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`public pages: median of ${rounds} cold visits, Chromium, CPU throttled 4x, loopback (load ${load})`);
  const still = await measure(browser, baselineUrl);
  console.log(`  baseline (the blog as static HTML, no JavaScript): LCP ${still.lcpMs.toFixed(0)} ms`);
  for (const page of [
    { name: 'home page', path: '/' },
    { name: `blog page /blogs/${slug}`, path: `/blogs/${slug}` },
    ...['/blogs', '/about', '/programs', '/tutors', '/contact', '/careers', '/tutors/book-a-demo', '/login']
      .concat(['/register', '/register?as=student', '/privacy-policy'])
      .map((path) => ({ name: path, path })),
  ]) {
    const m = await measure(browser, new URL(page.path, server.url).toString());
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `  ${page.name}: LCP ${m.lcpMs.toFixed(0)} ms (goal ≤ ${goals.lcpMs} ms: ${verdict(m.lcpMs <= goals.lcpMs)}) → ` +
        `${(m.lcpMs / still.lcpMs).toFixed(1)}x the static baseline; JavaScript ${kib(m.js)} sent in ${m.files} files ` +
        `(goal ≤ ${kib(goals.jsBytes)}: ${verdict(m.js <= goals.jsBytes)})`,
    );
  }
} finally {
  baseline?.close();
  await browser.close();
  await server.stop();
}
