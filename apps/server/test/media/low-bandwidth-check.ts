/**
 * Low-bandwidth mode proven on an engine with real Chromium (H7, H8, ADR 0081): once `viewer` asks not to receive
 * cameras, the engine's own counter of video forwarded to it stops growing and no frame of `speaker`'s camera is
 * decoded, while audio keeps flowing; a client resume does not override the hold; lifting it and resuming restarts.
 */
import { expect } from 'vitest';
import { call, eventually, from, growth, type Peer, stats } from './media-browser.js';

type Forwarded = { forwarded: { audio: number; video: number; screen: number } };
const forwarded = async (viewer: Peer) => (await call<Forwarded>(viewer.page, 'request', 'media_stats', {})).forwarded;

export async function expectCamerasHeldBack(viewer: Peer, speaker: Peer) {
  const cameraConsumers = async () =>
    (await stats(viewer.page)).filter(from(speaker, 'video')).map((s) => s.consumerId);
  const before = await forwarded(viewer);
  expect(before.video).toBeGreaterThan(0);
  await call(viewer.page, 'request', 'receive_video', { cameras: false });
  // What was in flight lands; from then on nothing more of the camera is sent.
  await viewer.page.waitForTimeout(300);
  const held = await forwarded(viewer);
  for (const consumerId of await cameraConsumers())
    await call(viewer.page, 'request', 'consumer_resumed', { consumerId });
  await viewer.page.waitForTimeout(1500);
  const after = await forwarded(viewer);
  expect(after.video - held.video).toBe(0);
  expect(after.audio - held.audio).toBeGreaterThan(20);
  expect(await growth(viewer.page, from(speaker, 'video'), 'frames')).toBe(0);

  await call(viewer.page, 'request', 'receive_video', { cameras: true });
  for (const consumerId of await cameraConsumers())
    await call(viewer.page, 'request', 'consumer_resumed', { consumerId });
  await eventually(
    () => growth(viewer.page, from(speaker, 'video'), 'frames', 1000),
    (n) => n > 3,
    20_000,
  );
  expect((await forwarded(viewer)).video).toBeGreaterThan(after.video);
}
