/**
 * Chromium for media tests and the media benchmark: the flags of shared/TESTING.md (fake camera and
 * microphone, loopback-only WebRTC, no background throttling) and helpers to read a page's media health.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs as e2eChromiumArgs } from '../../../../e2e/support/chromium.js';

/** The e2e flags (one list for every Chromium we start) plus the simulcast one the media tests need. */
export const chromiumArgs = [
  ...e2eChromiumArgs,
  // Chrome sends only two simulcast layers for a 640x360 camera; lift the limit so all three are exercised.
  '--force-fieldtrials=WebRTC-LegacySimulcastLayerLimit/Disabled/',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

export interface ConsumerStat {
  consumerId: string;
  producerId: string;
  peer: string;
  kind: 'audio' | 'video';
  source: 'webcam' | 'screen';
  codec: string;
  frames: number;
  packets: number;
  width: number;
}

/** A page running the reference client (test/media/media-client.js), joined to the harness room. */
export async function openPeer(browser: Browser, url: string): Promise<{ page: Page; id: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  const id = await page.evaluate(() => (globalThis as unknown as { mc: { join(): Promise<string> } }).mc.join());
  return { page, id };
}

/** Runs `mc.<method>(...args)` in the page. */
export function call<T = unknown>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([m, a]) => {
      const mc = (globalThis as unknown as { mc: Record<string, (...x: unknown[]) => Promise<unknown>> }).mc;
      return mc[m as string]!.call(mc, ...(a as unknown[]));
    },
    [method, args] as const,
  ) as Promise<T>;
}

export const stats = (page: Page) => call<ConsumerStat[]>(page, 'stats');

/** Sum of a counter over the consumers that match, read twice `windowMs` apart. */
export async function growth(
  page: Page,
  match: (s: ConsumerStat) => boolean,
  counter: 'frames' | 'packets',
  windowMs = 1500,
): Promise<number> {
  const sum = (list: ConsumerStat[]) => list.filter(match).reduce((n, s) => n + s[counter], 0);
  const before = sum(await stats(page));
  await page.waitForTimeout(windowMs);
  return sum(await stats(page)) - before;
}

/** Polls until `check` holds or `timeoutMs` passes; returns the last value for the assertion message. */
export async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

/** A page of the media harness: its page and its socket id (the peer id others see). */
export interface Peer {
  page: Page;
  id: string;
}
export type Published = { video: string; audio: string };

/** Picks the consumer stat of `peer`'s `kind` from `source`. */
export const from =
  (peer: Peer, kind: 'audio' | 'video', source = 'webcam') =>
  (s: ConsumerStat) =>
    s.peer === peer.id && s.kind === kind && s.source === source;

/** The server events the page's media client recorded. */
export const events = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { mc: { events: { name: string; payload: unknown }[] } }).mc.events);
