/**
 * Helpers for media journeys: test-only instruments put into a browser context before its pages load (every
 * RTCPeerConnection and every captured track is remembered, and a moving canvas can stand in for the screen),
 * and readers of media health from `getStats()` through the receiver behind a tile's <video> or <audio>.
 */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

interface Instruments {
  __pcs: RTCPeerConnection[];
  __tracks: MediaStreamTrack[];
}

/**
 * Records peer connections and captured tracks in `window.__pcs` / `window.__tracks`; with `screen`, headless
 * Chromium's missing display is replaced by a 640x360 canvas whose colour and text change 10 times a second.
 */
export async function instrumentMedia(context: BrowserContext, options: { screen?: boolean } = {}): Promise<void> {
  await context.addInitScript((screen: boolean) => {
    const w = window as unknown as Window & Instruments;
    w.__pcs = [];
    w.__tracks = [];
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        w.__pcs.push(this);
      }
    };
    const media = navigator.mediaDevices;
    const remember = (stream: MediaStream) => {
      w.__tracks.push(...stream.getTracks());
      return stream;
    };
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => getUserMedia(constraints).then(remember);
    if (!screen) return;
    media.getDisplayMedia = async () => {
      // Small and slow on purpose: two cores run several browsers at once.
      const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 360 });
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      let n = 0;
      const timer = setInterval(() => {
        n += 7;
        context.fillStyle = `hsl(${n % 360} 60% 45%)`;
        context.fillRect(0, 0, 640, 360);
        context.fillStyle = '#fff';
        context.font = 'bold 36px sans-serif';
        context.fillText(`Fractions ${n}`, 30 + (n % 300), 190);
      }, 100);
      const stream = canvas.captureStream(10);
      const track = stream.getVideoTracks()[0] as MediaStreamTrack;
      const stop = track.stop.bind(track);
      track.stop = () => {
        clearInterval(timer);
        stop();
      };
      return remember(stream);
    };
  }, Boolean(options.screen));
}

/**
 * What this page sends, per live sender sorted by kind: a track of the camera or microphone itself, a canvas's
 * (background blur) or another processed track (noise suppression's audio graph), ADR 0086.
 */
export function sentTracks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = window as unknown as Window & Instruments;
    return w.__pcs
      .flatMap((pc) => (pc.connectionState === 'closed' ? [] : pc.getSenders()))
      .flatMap((sender) => (sender.track && sender.track.readyState === 'live' ? [sender.track] : []))
      .map((track) => {
        const what = w.__tracks.includes(track)
          ? 'camera-or-microphone'
          : track.constructor.name === 'CanvasCaptureMediaStreamTrack'
            ? 'canvas'
            : 'processed';
        return `${track.kind} ${what}`;
      })
      .sort();
  });
}

/** Keeps a page's console warnings and errors (media recoveries are logged there) under a name. */
export function recordConsole(page: Page, name: string, lines: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') lines.push(`[${name}] ${message.text()}`);
  });
}

/** A person's camera tile, found by their name. */
export const tileOf = (page: Page, name: string) => page.getByTestId('tile').filter({ hasText: name });

/** Someone's screen share tile, by the presenter's connection. */
export const screenTileOf = (page: Page, connection: string) =>
  page.locator(`[data-testid="screen-tile"][data-connection="${connection}"]`);

/** A counter of the inbound-rtp stream received on the track a tile's <video> (or an <audio>) plays; -1 if none. */
async function inbound(media: Locator, counter: 'framesDecoded' | 'packetsReceived'): Promise<number> {
  if ((await media.count()) === 0) return -1;
  return media.first().evaluate(async (element, name) => {
    const stream = (element as HTMLMediaElement).srcObject as MediaStream | null;
    const track = stream?.getTracks()[0];
    if (!track) return -1;
    for (const pc of (window as unknown as Instruments).__pcs) {
      if (pc.connectionState === 'closed') continue;
      const receiver = pc.getReceivers().find((r) => r.track === track);
      if (!receiver) continue;
      let value = -1;
      (await receiver.getStats()).forEach((stat) => {
        if (stat.type === 'inbound-rtp') value = stat[name] ?? 0;
      });
      return value;
    }
    return -1;
  }, counter);
}

/** The codec (e.g. `video/H264`) of the inbound-rtp stream a tile's <video> plays; '' if none yet. */
export async function codecOf(tile: Locator): Promise<string> {
  const media = tile.getByTestId('tile-video');
  if ((await media.count()) === 0) return '';
  return media.first().evaluate(async (element) => {
    const track = ((element as HTMLMediaElement).srcObject as MediaStream | null)?.getTracks()[0];
    for (const pc of (window as unknown as Instruments).__pcs) {
      const receiver = track && pc.connectionState !== 'closed' && pc.getReceivers().find((r) => r.track === track);
      if (!receiver) continue;
      const report = await receiver.getStats();
      let codecId = '';
      report.forEach((stat) => {
        if (stat.type === 'inbound-rtp') codecId = stat.codecId ?? '';
      });
      return (report.get(codecId) as { mimeType?: string } | undefined)?.mimeType ?? '';
    }
    return '';
  });
}

/** Frames decoded so far of the video a tile shows. */
export const framesOf = (tile: Locator) => inbound(tile.getByTestId('tile-video'), 'framesDecoded');

/** Audio packets received so far from one connection's microphone. */
export const audioPacketsOf = (page: Page, connection: string) =>
  inbound(
    page.locator(`audio[data-testid="tile-audio"][data-connection="${connection}"][data-kind="audio"]`),
    'packetsReceived',
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until a counter grows across two seconds (media flows); the last two readings tell what was seen. The
 * generous timeout is for a loaded two-core machine, where the first frame can take many seconds.
 */
export async function expectGrowing(read: () => Promise<number>, message: string, timeout = 40_000): Promise<void> {
  let seen = '';
  try {
    await expect
      .poll(
        async () => {
          const before = await read();
          await pause(2000);
          const after = await read();
          seen = `${before} → ${after}`;
          return before >= 0 && after > before;
        },
        { message, timeout, intervals: [250] },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(`${message}: last readings ${seen} (-1: no receiver)\n${(error as Error).message}`);
  }
}

/** Waits until a counter stands still across 1.5 seconds (media stopped). */
export async function expectStill(read: () => Promise<number>, message: string, timeout = 15_000): Promise<void> {
  await expect
    .poll(
      async () => {
        const before = await read();
        await pause(1500);
        return (await read()) === before;
      },
      { message, timeout, intervals: [250] },
    )
    .toBe(true);
}

/** Whether every peer connection the page made is closed and every captured track stopped (no leaks). */
export function mediaReleased(page: Page): Promise<{ open: number; live: number }> {
  return page.evaluate(() => {
    const w = window as unknown as Instruments;
    return {
      open: w.__pcs.filter((pc) => pc.connectionState !== 'closed').length,
      live: w.__tracks.filter((t) => t.readyState !== 'ended').length,
    };
  });
}

/** What a page's media looks like now, for a failure report: its peer connections and what its tiles play. */
export function mediaSnapshot(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const w = window as unknown as Instruments;
      const pcs = w.__pcs.map((pc, i) => `pc${i} ${pc.connectionState} receivers=${pc.getReceivers().length}`);
      const tiles = [
        ...document.querySelectorAll<HTMLElement>('[data-testid="tile"], [data-testid="screen-tile"]'),
      ].map((tile) => {
        const video = tile.querySelector<HTMLVideoElement>('[data-testid="tile-video"]');
        const track = (video?.srcObject as MediaStream | null)?.getTracks()[0];
        const owner = track ? w.__pcs.findIndex((pc) => pc.getReceivers().some((r) => r.track === track)) : -2;
        return `${tile.dataset.testid} ${tile.dataset.connection} state=${video?.dataset.state} track=${track?.readyState ?? 'none'} pc=${owner}`;
      });
      return [...pcs, ...tiles].join('\n');
    })
    .catch((error: Error) => `unavailable: ${error.message}`);
}
