/**
 * The werift engine proven in real Chromium before the classroom exists: pages with a fake camera and
 * microphone publish simulcast through the engine and subscribe to each other over 127.0.0.1 only, driven
 * by the reference client test/media/media-client.js (rules M1–M12 of docs/realtime-protocol.md). The whole
 * journey runs against the engine behind the worker-thread adapter, the default (ADR 0023); the engine on the main
 * thread, kept for debugging (`MEDIA_WORKER=false`), is the same engine class the worker runs, so its rules are proven
 * there, and its first step here shows that mode carries media both ways (ADR 0061: the whole journey again on the
 * main thread took about 40 s of a worker).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCamerasHeldBack } from '../../../test/media/low-bandwidth-check.js';
import {
  call,
  events,
  eventually,
  from,
  growth,
  launchChromium,
  openPeer,
  type Peer,
  type Published,
  stats,
} from '../../../test/media/media-browser.js';
import { type MediaHarness, startMediaHarness } from '../../../test/media/media-harness.js';
import { loadMediaConfig } from '../media-config.js';
import type { MediaEngine } from '../media-engine.js';
import { WorkerMediaEngine } from '../worker/worker-media-engine.js';
import { WeriftMediaEngine } from './werift-engine.js';

const config = loadMediaConfig({ MEDIA_LOOPBACK_ONLY: 'true' });

/** Keeps this (the main) thread busy, as a burst of API or chat work would. */
function blockMainThread(ms: number) {
  const until = Date.now() + ms;
  let spins = 0;
  while (Date.now() < until) spins++;
  return spins;
}

interface Journey {
  engine: MediaEngine;
  harness: MediaHarness;
  browser: Browser;
  alice: Peer;
  bob: Peer;
}

/** Starts `engine`, its harness, Chromium and two pages before the describe block's tests, and stops them after. */
function useJourney(engine: MediaEngine): Journey {
  const journey = { engine } as Journey;
  beforeAll(async () => {
    journey.harness = await startMediaHarness(engine);
    journey.browser = await launchChromium();
    [journey.alice, journey.bob] = await Promise.all([
      openPeer(journey.browser, journey.harness.url),
      openPeer(journey.browser, journey.harness.url),
    ]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.harness?.close();
    await engine.close();
  });
  return journey;
}

/** Both pages publish their camera, consume the other's, and each decodes the other's video and hears its audio. */
async function expectTwoPagesExchangeMedia({ engine, alice, bob }: Journey): Promise<Published> {
  const [aliceMedia] = await Promise.all([
    call<Published>(alice.page, 'publishCamera'),
    call<Published>(bob.page, 'publishCamera'),
  ]);
  // Each page consumes through new_producer or, if it joined the party late, get_producers.
  await Promise.all([call(alice.page, 'consumeAll'), call(bob.page, 'consumeAll')]);
  for (const [viewer, speaker] of [
    [alice, bob],
    [bob, alice],
  ] as const) {
    const seen = await eventually(
      () => stats(viewer.page),
      (list) => list.some((s) => from(speaker, 'video')(s) && s.frames > 10),
    );
    expect(seen.filter(from(speaker, 'video'))).toHaveLength(1);
    expect(await growth(viewer.page, from(speaker, 'video'), 'frames')).toBeGreaterThan(5);
    expect(await growth(viewer.page, from(speaker, 'audio'), 'packets')).toBeGreaterThan(20);
  }
  const counters = await engine.getStats();
  expect(counters.packetsOut).toBeGreaterThan(counters.packetsIn / 3);
  return aliceMedia!;
}

describe('werift engine in Chromium, on the main thread (MEDIA_WORKER=false)', () => {
  const journey = useJourney(new WeriftMediaEngine(config));

  it('two pages each decode the other’s video and receive the other’s audio', async () => {
    await expectTwoPagesExchangeMedia(journey);
  }, 45_000);
});

describe('werift engine in Chromium, in a worker thread', () => {
  const journey = useJourney(new WorkerMediaEngine(config));
  const { engine } = journey;
  let alice: Peer;
  let bob: Peer;
  let browser: Browser;
  let harness: MediaHarness;
  let carol: Peer;
  let aliceMedia: Published;

  it('two pages each decode the other’s video and receive the other’s audio', async () => {
    ({ alice, bob, browser, harness } = journey);
    // M2 connectNow: each receive transport came up on its silent m-section before anyone published.
    for (const page of [alice.page, bob.page])
      expect(await call(page, 'receiving')).toEqual({ state: 'connected', sections: 1 });
    aliceMedia = await expectTwoPagesExchangeMedia(journey);
  }, 45_000);

  it('keeps forwarding while the main thread is blocked', async () => {
    const frames = async () => (await stats(bob.page)).filter(from(alice, 'video')).reduce((n, s) => n + s.frames, 0);
    const before = await frames();
    blockMainThread(1500);
    // The page decoded these while this thread could not run: every packet went through the worker.
    expect((await frames()) - before).toBeGreaterThan(10);
  }, 20_000);

  it('pausing a producer stops the other’s frames and resuming restarts them', async () => {
    await call(alice.page, 'request', 'producer_paused', { producerId: aliceMedia.video });
    await bob.page.waitForTimeout(500);
    expect(await growth(bob.page, from(alice, 'video'), 'frames')).toBe(0);
    expect(await events(bob.page)).toContainEqual({
      name: 'producer_paused',
      payload: { producerId: aliceMedia.video },
    });
    expect(await growth(bob.page, from(alice, 'audio'), 'packets')).toBeGreaterThan(20);
    await call(alice.page, 'request', 'producer_resumed', { producerId: aliceMedia.video });
    await eventually(
      () => growth(bob.page, from(alice, 'video'), 'frames', 1000),
      (n) => n > 5,
    );
    expect(await growth(bob.page, from(alice, 'video'), 'frames')).toBeGreaterThan(5);
  }, 30_000);

  it('low-bandwidth mode: the engine stops forwarding cameras to one subscriber, audio goes on (ADR 0081)', async () => {
    await expectCamerasHeldBack(bob, alice);
  }, 60_000);

  it('refuses to let one page pause another page’s producer', async () => {
    await expect(call(bob.page, 'request', 'producer_paused', { producerId: aliceMedia.video })).rejects.toThrow(
      'producer_paused: Producer not found',
    );
  });

  it('switches the forwarded simulcast layer on request', async () => {
    const consumer = (await stats(bob.page)).find(from(alice, 'video'))!;
    const ask = (spatialLayer: number) =>
      call(bob.page, 'request', 'consumer_preferred_layer', { consumerId: consumer.consumerId, spatialLayer });
    await ask(0);
    const low = await eventually(
      () => stats(bob.page),
      (l) => l.find(from(alice, 'video'))?.width === 160,
    );
    expect(low.find(from(alice, 'video'))?.width).toBe(160);
    await ask(2);
    const high = await eventually(
      () => stats(bob.page),
      (l) => l.find(from(alice, 'video'))?.width === 640,
    );
    expect(high.find(from(alice, 'video'))?.width).toBe(640);
  }, 40_000);

  it('a canvas track published as screen (VP8) reaches the other side', async () => {
    const screenId = await call<string>(alice.page, 'publishScreen');
    const list = await eventually(
      () => stats(bob.page),
      (l) => l.some((s) => from(alice, 'video', 'screen')(s) && s.frames > 5),
    );
    const screen = list.find(from(alice, 'video', 'screen'))!;
    expect(screen.producerId).toBe(screenId);
    expect(screen.codec).toBe('video/VP8');
    expect(await growth(bob.page, from(alice, 'video', 'screen'), 'frames')).toBeGreaterThan(3);
  }, 40_000);

  it('a third page sees both, and everyone sees it', async () => {
    carol = await openPeer(browser, harness.url);
    await call(carol.page, 'publishCamera');
    await call(carol.page, 'consumeAll');
    for (const [viewer, speaker] of [
      [carol, alice],
      [carol, bob],
      [alice, carol],
      [bob, carol],
    ] as const) {
      await eventually(
        () => growth(viewer.page, from(speaker, 'video'), 'frames', 1000),
        (n) => n > 3,
      );
      expect(await growth(viewer.page, from(speaker, 'video'), 'frames')).toBeGreaterThan(3);
    }
  }, 50_000);

  it('recovers media after an ICE restart (send) and a receive-transport re-creation', async () => {
    const restart = await call<{ before: string; after: string }>(bob.page, 'restartSendIce');
    expect(restart.after).not.toBe(restart.before);
    await eventually(
      () => growth(alice.page, from(bob, 'video'), 'frames', 1000),
      (n) => n > 3,
    );
    expect(await growth(alice.page, from(bob, 'video'), 'frames')).toBeGreaterThan(3);

    const recovered = await call<{ transportNotFound?: boolean }>(bob.page, 'recoverReceiving');
    expect(recovered).toEqual({ transportNotFound: true });
    await eventually(
      () => growth(bob.page, from(alice, 'video'), 'frames', 1000),
      (n) => n > 3,
    );
    expect(await growth(bob.page, from(alice, 'video'), 'frames')).toBeGreaterThan(3);
  }, 50_000);

  it('closing a page removes its producers and the others get producer_closed', async () => {
    const carolProducers = (await engine.getProducers({ routerId: 'room-1', peerId: alice.id }))
      .filter((p) => p.peerId === carol.id)
      .map((p) => p.id);
    expect(carolProducers).toHaveLength(2);
    await call(carol.page, 'leave');
    for (const viewer of [alice, bob]) {
      const closed = await eventually(
        () => events(viewer.page),
        (list) =>
          carolProducers.every((id) =>
            list.some((e) => e.name === 'producer_closed' && (e.payload as { producerId: string }).producerId === id),
          ),
      );
      expect(closed.filter((e) => e.name === 'producer_closed')).toHaveLength(2);
      expect((await stats(viewer.page)).filter((s) => s.peer === carol.id)).toEqual([]);
    }
    await eventually(
      () => engine.getStats(),
      (s) => s.producers === 5,
    );
    expect((await engine.getStats()).producers).toBe(5); // alice: webcam, mic, screen; bob: webcam, mic
  }, 30_000);

  it('a newcomer after a departure takes over the departed one’s silent m-sections, and is seen and heard', async () => {
    const before = await call<{ sections: number }>(alice.page, 'receiving');
    const dave = await openPeer(browser, harness.url);
    await call(dave.page, 'publishCamera');
    await eventually(
      () => growth(alice.page, from(dave, 'video'), 'frames', 1000),
      (n) => n > 3,
    );
    expect(await growth(alice.page, from(dave, 'video'), 'frames')).toBeGreaterThan(3);
    expect(await growth(alice.page, from(dave, 'audio'), 'packets')).toBeGreaterThan(20);
    // M12: carol's camera and microphone sections carry dave's now: the description did not grow.
    expect(await call(alice.page, 'receiving')).toEqual({ state: 'connected', sections: before.sections });
    expect((await events(alice.page)).filter((e) => 'error' in e)).toEqual([]);
    await call(dave.page, 'leave');
    await Promise.all([call(alice.page, 'leave'), call(bob.page, 'leave')]);
    const empty = await eventually(
      () => engine.getStats(),
      (s) => s.transports === 0,
    );
    expect(empty).toMatchObject({ transports: 0, producers: 0, consumers: 0 });
  }, 30_000);
});
