/**
 * An engine whose code is imported at its first call: the main thread of a server whose werift engine runs in a
 * worker (the default, ADR 0023) then never loads werift, and neither does a test file that builds the app without
 * touching media. Listeners given before the load hear the engine's events once it is there.
 */
import { type MediaEngine, type MediaEngineListener, MediaEngineListeners } from './media-engine.js';

export function loadedOnFirstCall(load: () => Promise<MediaEngine>): MediaEngine {
  const listeners = new MediaEngineListeners();
  let engine: Promise<MediaEngine> | undefined;
  let closed = false;
  const loaded = () => {
    engine ??= load().then((e) => {
      e.onEvent((event) => listeners.emit(event));
      return e;
    });
    return engine;
  };
  const target = {
    onEvent: (listener: MediaEngineListener) => listeners.add(listener),
    close: async () => {
      closed = true;
      // An engine never loaded has nothing to close.
      if (engine) await (await engine).close();
      listeners.clear();
    },
  };
  return new Proxy(target, {
    get(own, name: string) {
      if (name in own) return own[name as keyof typeof own];
      return async (input: unknown) => {
        if (closed) throw new Error('The media engine is closed');
        const e = (await loaded()) as unknown as Record<string, (input: unknown) => Promise<unknown>>;
        return e[name]!(input);
      };
    },
  }) as unknown as MediaEngine;
}
