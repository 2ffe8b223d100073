/**
 * The Janus engine proven in real Chromium: pages with a fake camera and microphone publish simulcast through
 * Janus VideoRoom and subscribe to each other, driven by the reference client (test/media/media-client.js,
 * rules M1–M13). Runs inside the test namespace (npm run test:janus): the pages and the API on 127.0.0.1,
 * Janus's media on 127.0.0.2. Two janus processes back the engine (JANUS_URLS), so the last test can kill
 * the one hosting the room and watch the room move.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusTestConfig, requireJanusNamespace } from '../../../test/media/janus-netns.js';
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
import { JanusMediaEngine } from './janus-engine.js';
import { JanusProcess } from './janus-process.js';

const flowing = async (viewer: Peer, speaker: Peer, source = 'webcam') => {
  await eventually(
    () => growth(viewer.page, from(speaker, 'video', source), 'frames', 1000),
    (n) => n > 3,
    20_000,
  );
  return growth(viewer.page, from(speaker, 'video', source), 'frames');
};

/** Audio packets received in 1.5 s, once they flow (a loaded machine may stall a window). */
const audible = (viewer: Peer, speaker: Peer) =>
  eventually(
    () => growth(viewer.page, from(speaker, 'audio'), 'packets'),
    (n) => n > 20,
    20_000,
  );

describe('janus engine in Chromium', () => {
  requireJanusNamespace();
  const log = process.env.JANUS_LOG ? console.log : undefined;
  // Both instances share one Admin API secret, as listed instances of a deployment do (JANUS_ADMIN_SECRET).
  const adminSecret = 'janus-test-admin';
  const processes = [0, 1].map(
    () => new JanusProcess({ binary: 'janus', announcedIp: '127.0.0.1', iceEnforceList: 'jv0', log, adminSecret }),
  );
  let engine: JanusMediaEngine;
  let harness: MediaHarness;
  let browser: Browser;
  let alice: Peer;
  let bob: Peer;
  let aliceMedia: Published;

  beforeAll(async () => {
    await Promise.all(processes.map((p) => p.start()));
    engine = new JanusMediaEngine(
      janusTestConfig({
        JANUS_URLS: processes.map((p) => p.url).join(','),
        JANUS_ADMIN_URLS: processes.map((p) => p.adminUrl).join(','),
        JANUS_ADMIN_SECRET: adminSecret,
      }),
      { log },
    );
    harness = await startMediaHarness(engine);
    browser = await launchChromium();
    [alice, bob] = await Promise.all([openPeer(browser, harness.url), openPeer(browser, harness.url)]);
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
    await engine?.close();
    await Promise.all(processes.map((p) => p.stop()));
  });

  it('two pages each decode the other’s video and receive the other’s audio through Janus', async () => {
    [aliceMedia] = await Promise.all([
      call<Published>(alice.page, 'publishCamera'),
      call<Published>(bob.page, 'publishCamera'),
    ]);
    await Promise.all([call(alice.page, 'consumeAll'), call(bob.page, 'consumeAll')]);
    for (const [viewer, speaker] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      expect(await flowing(viewer, speaker)).toBeGreaterThan(5);
      expect(await audible(viewer, speaker)).toBeGreaterThan(20);
    }
    // Janus's own counters (the Admin API of JANUS_ADMIN_URLS): it received the publishers' packets and forwarded them.
    const counters = await engine.getStats();
    expect(counters).toMatchObject({ routers: 1, transports: 4, producers: 4, consumers: 4 });
    expect(counters.packetsIn).toBeGreaterThan(100);
    expect(counters.packetsOut).toBeGreaterThan(100);
  }, 60_000);

  it('pausing a producer stops the other’s frames and resuming restarts them (configure send)', async () => {
    await call(alice.page, 'request', 'producer_paused', { producerId: aliceMedia.video });
    await bob.page.waitForTimeout(500);
    expect(await growth(bob.page, from(alice, 'video'), 'frames')).toBe(0);
    expect(await events(bob.page)).toContainEqual({
      name: 'producer_paused',
      payload: { producerId: aliceMedia.video },
    });
    expect(await audible(bob, alice)).toBeGreaterThan(20);
    await call(alice.page, 'request', 'producer_resumed', { producerId: aliceMedia.video });
    expect(await flowing(bob, alice)).toBeGreaterThan(5);
  }, 40_000);

  it('low-bandwidth mode: the engine stops forwarding cameras to one subscriber, audio goes on (ADR 0081)', async () => {
    await expectCamerasHeldBack(bob, alice);
  }, 60_000);

  it('refuses to let one page pause another page’s producer', async () => {
    await expect(call(bob.page, 'request', 'producer_paused', { producerId: aliceMedia.video })).rejects.toThrow(
      'producer_paused: Producer not found',
    );
  });

  it('switches the forwarded simulcast layer down and back up: layer 0 is the smallest picture, layer 2 the full one', async () => {
    const consumer = (await stats(bob.page)).find(from(alice, 'video'))!;
    const width = async () => (await stats(bob.page)).find(from(alice, 'video'))?.width ?? 0;
    const ask = (spatialLayer: number) =>
      call<{ preferredLayer: number }>(bob.page, 'request', 'consumer_preferred_layer', {
        consumerId: consumer.consumerId,
        spatialLayer,
      });
    // A new consumer starts on the highest flowing layer (M9); Chrome adds its top layer as its estimate grows.
    expect(await eventually(width, (w) => w === 640, 20_000)).toBe(640);
    expect(await ask(0)).toMatchObject({ preferredLayer: 0 });
    expect(await eventually(width, (w) => w === 160, 20_000)).toBe(160);
    // Up again: the switch waits for a keyframe of the top layer, which the engine asks for until it comes.
    expect(await ask(2)).toMatchObject({ preferredLayer: 2 });
    expect(await eventually(width, (w) => w === 640, 20_000)).toBe(640);
  }, 70_000);

  it('a canvas track published as screen (VP8) reaches the other side', async () => {
    const screenId = await call<string>(alice.page, 'publishScreen');
    const list = await eventually(
      () => stats(bob.page),
      (l) => l.some((s) => from(alice, 'video', 'screen')(s) && s.frames > 5),
      20_000,
    );
    const screen = list.find(from(alice, 'video', 'screen'))!;
    expect(screen.producerId).toBe(screenId);
    expect(screen.codec).toBe('video/VP8');
  }, 40_000);

  it('recovers media after an ICE restart (send) and a receive-transport re-creation', async () => {
    const restart = await call<{ before: string; after: string }>(bob.page, 'restartSendIce');
    expect(restart.after).not.toBe(restart.before);
    expect(await flowing(alice, bob)).toBeGreaterThan(3);
    const recovered = await call<{ transportNotFound?: boolean }>(bob.page, 'recoverReceiving');
    expect(recovered).toEqual({ transportNotFound: true });
    expect(await flowing(bob, alice)).toBeGreaterThan(3);
  }, 60_000);

  it('moves the room to the other instance when its janus dies; the pages rebuild without leaving', async () => {
    const hosting = engine.pinning.instanceOf('room-1')!;
    const dying = processes.find((p) => p.url === hosting.url)!;
    const survivor = processes.find((p) => p !== dying)!;
    const ofAlice = (await engine.getProducers({ routerId: 'room-1', peerId: bob.id })).map((p) => p.id);
    const ofBob = (await engine.getProducers({ routerId: 'room-1', peerId: alice.id })).map((p) => p.id);
    dying.kill('SIGKILL');
    // Each page hears that the other's producers closed: the room's media was lost with the instance.
    for (const [viewer, ids] of [
      [bob, ofAlice],
      [alice, ofBob],
    ] as const) {
      const heard = await eventually(
        () => events(viewer.page),
        (list) =>
          ids.every((id) =>
            list.some((e) => e.name === 'producer_closed' && (e.payload as { producerId: string }).producerId === id),
          ),
      );
      for (const id of ids)
        expect(heard).toContainEqual({ name: 'producer_closed', payload: expect.objectContaining({ producerId: id }) });
    }
    await expect(call(bob.page, 'request', 'consumer_resume', { consumerId: 'x' })).rejects.toThrow(
      'Consumer not found',
    );
    await eventually(
      async () => engine.pinning.instanceOf('room-1')?.url,
      (url) => url === survivor.url,
    );
    expect(engine.pinning.instanceOf('room-1')?.url).toBe(survivor.url);
    // The pages rebuild in order: the first one's consumeAll may find nothing yet, the second sees the first.
    await call(alice.page, 'rebuild');
    await call(bob.page, 'rebuild');
    await call(alice.page, 'consumeAll');
    expect(await flowing(bob, alice)).toBeGreaterThan(3);
    expect(await flowing(alice, bob)).toBeGreaterThan(3);
  }, 90_000);

  it('closes one viewer’s consumers of one producer and the rest flows on: a breakout room parting two people (ADR 0087)', async () => {
    const ofAlice = await engine.getProducers({ routerId: 'room-1', peerId: bob.id });
    const camera = ofAlice.find((p) => p.kind === 'video' && p.appData.source === 'webcam')!;
    expect(await engine.closeConsumersOf({ routerId: 'room-1', peerId: bob.id, producerId: camera.id })).toBe(1);
    const stopped = await eventually(
      () => growth(bob.page, from(alice, 'video'), 'frames'),
      (n) => n <= 0,
    );
    expect(stopped).toBeLessThanOrEqual(0);
    expect(await audible(bob, alice)).toBeGreaterThan(20);
    expect(await flowing(alice, bob)).toBeGreaterThan(3);
  }, 60_000);

  it('closing the pages leaves no transport, producer or consumer behind', async () => {
    await Promise.all([call(alice.page, 'leave'), call(bob.page, 'leave')]);
    const empty = await eventually(
      () => engine.getStats(),
      (s) => s.transports === 0,
    );
    expect(empty).toMatchObject({ transports: 0, producers: 0, consumers: 0 });
    // Only the room's own control handle is left on the instance that hosts it: no leaked handles.
    const host = engine.pinning.instanceOf('room-1')!;
    expect(host.client?.handleCount).toBe(1);
  }, 30_000);
});
