import { describe, expect, it, vi } from 'vitest';
import { loadedOnFirstCall } from './loaded-on-first-call.js';
import { type MediaEngine, type MediaEngineEvent, MediaEngineListeners } from './media-engine.js';

/** A stand-in engine: answers createRouter, and lets the test send its events. */
function fakeEngine() {
  const listeners = new MediaEngineListeners();
  const engine = {
    createRouter: vi.fn(async ({ routerId }: { routerId: string }) => ({ routerId, rtpCapabilities: { codecs: [] } })),
    onEvent: (listener: Parameters<MediaEngine['onEvent']>[0]) => listeners.add(listener),
    close: vi.fn(async () => undefined),
  };
  return { engine: engine as unknown as MediaEngine, calls: engine, send: (e: MediaEngineEvent) => listeners.emit(e) };
}

describe('an engine loaded at its first call', () => {
  it('loads nothing until called, then once for every call, and passes answers through', async () => {
    const fake = fakeEngine();
    const load = vi.fn(async () => fake.engine);
    const engine = loadedOnFirstCall(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([
      engine.createRouter({ routerId: 'r1' }),
      engine.createRouter({ routerId: 'r2' }),
    ]);
    expect(a.routerId).toBe('r1');
    expect(b.routerId).toBe('r2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(fake.calls.createRouter).toHaveBeenCalledTimes(2);
  });

  it('gives the events of the loaded engine to listeners added before it loaded', async () => {
    const fake = fakeEngine();
    const engine = loadedOnFirstCall(async () => fake.engine);
    const heard: MediaEngineEvent[] = [];
    const stop = engine.onEvent((event) => heard.push(event));
    await engine.createRouter({ routerId: 'r1' });
    const event = {
      type: 'producerClosed',
      routerId: 'r1',
      peerId: 'p',
      producerId: 'x',
    } as unknown as MediaEngineEvent;
    fake.send(event);
    stop();
    fake.send(event);
    expect(heard).toEqual([event]);
  });

  it('closes without loading when never used, closes the loaded engine otherwise, and refuses calls after', async () => {
    const unused = vi.fn(async () => fakeEngine().engine);
    await loadedOnFirstCall(unused).close();
    expect(unused).not.toHaveBeenCalled();

    const fake = fakeEngine();
    const engine = loadedOnFirstCall(async () => fake.engine);
    await engine.createRouter({ routerId: 'r1' });
    await engine.close();
    expect(fake.calls.close).toHaveBeenCalledTimes(1);
    await expect(engine.createRouter({ routerId: 'r2' })).rejects.toThrow('closed');
  });
});
