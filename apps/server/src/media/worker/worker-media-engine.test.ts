import { afterEach, describe, expect, it } from 'vitest';
import { loadMediaConfig } from '../media-config.js';
import type { MediaEngineEvent } from '../media-engine.js';
import { isMediaError, MediaError } from '../media-errors.js';
import { WorkerMediaEngine } from './worker-media-engine.js';

const config = loadMediaConfig({ MEDIA_LOOPBACK_ONLY: 'true' });
const fakeEntry = new URL('./fake-engine.fixture.ts', import.meta.url);

describe('WorkerMediaEngine message protocol', () => {
  let engine: WorkerMediaEngine;
  afterEach(() => engine?.close());

  it('answers a call and relays the engine’s events', async () => {
    engine = new WorkerMediaEngine(config, {}, { entry: fakeEntry });
    const events: MediaEngineEvent[] = [];
    engine.onEvent((e) => events.push(e));
    await expect(engine.createRouter({ routerId: 'r1' })).resolves.toEqual({
      routerId: 'r1',
      rtpCapabilities: { codecs: [], headerExtensions: [] },
    });
    await expect
      .poll(() => events)
      .toEqual([{ type: 'activeSpeaker', routerId: 'r1', peerId: null, producerId: null, volume: -127 }]);
  });

  it('a MediaError thrown in the worker comes back as a MediaError with its code and message', async () => {
    engine = new WorkerMediaEngine(config, {}, { entry: fakeEntry });
    await engine.createRouter({ routerId: 'r1' });
    const error = await engine.closeRouter({ routerId: 'r9' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaError);
    expect(isMediaError(error, 'routerNotFound')).toBe(true);
    expect((error as Error).message).toBe('Router not found: r9');
  });

  it('any other error comes back as a plain Error, never a MediaError', async () => {
    engine = new WorkerMediaEngine(config, {}, { entry: fakeEntry });
    const error = await engine.getProducers({ routerId: 'r1', peerId: 'p' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isMediaError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'TypeError', message: 'boom' });
  });

  it('a worker that exits rejects the call in flight, and the next call starts a fresh worker', async () => {
    engine = new WorkerMediaEngine(config, {}, { entry: fakeEntry });
    expect(engine.threadId).toBeUndefined(); // started by the first call
    await engine.createRouter({ routerId: 'r1' });
    const first = engine.threadId;
    expect(first).toBeGreaterThan(0);
    const error = await engine.getStats().catch((e: unknown) => e);
    expect(isMediaError(error, 'badState')).toBe(true);
    expect((error as Error).message).toContain('media worker stopped: exited with code 3');
    await expect(engine.createRouter({ routerId: 'r2' })).resolves.toMatchObject({ routerId: 'r2' });
    expect(engine.threadId).not.toBe(first);
  });

  it('an uncaught exception in the worker rejects a call that would never be answered', async () => {
    engine = new WorkerMediaEngine(config, {}, { entry: fakeEntry });
    await engine.createRouter({ routerId: 'r1' });
    const error = await engine.closePeer({ routerId: 'r1', peerId: 'p' }).catch((e: unknown) => e);
    expect(isMediaError(error, 'badState')).toBe(true);
    expect((error as Error).message).toContain('uncaught in worker');
  });

  it('closing a peer or a room starts no worker when none runs: a fresh one would hold nothing to close', async () => {
    engine = new WorkerMediaEngine(config, {}, { entry: fakeEntry });
    // The fake worker throws on both calls, so resolving proves neither reached a worker.
    await expect(engine.closePeer({ routerId: 'r1', peerId: 'p' })).resolves.toBeUndefined();
    await expect(engine.closeRouter({ routerId: 'r9' })).resolves.toBeUndefined();
    expect(engine.threadId).toBeUndefined();
  });

  it('rejects calls after close', async () => {
    engine = new WorkerMediaEngine(config, {}, { entry: fakeEntry });
    await engine.close();
    await expect(engine.createRouter({ routerId: 'r3' })).rejects.toThrow('Invalid media state: media engine closed');
  });
});
