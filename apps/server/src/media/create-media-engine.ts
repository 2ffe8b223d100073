/**
 * The composition root's one entry into media/: builds the configured engine behind the MediaEngine port.
 * Nothing outside media/ imports an engine's library (werift, or Janus over its WebSocket API).
 *
 *   const engine = createMediaEngine(loadMediaConfig(process.env));
 *   engine.onEvent((event) => …);            // producer closed, transport state, active speaker
 *   await engine.createRouter({ routerId: meetingId });
 */

import { JanusMediaEngine } from './janus/janus-engine.js';
import { loadedOnFirstCall } from './loaded-on-first-call.js';
import type { MediaConfig } from './media-config.js';
import type { MediaEngine } from './media-engine.js';
import { WorkerMediaEngine } from './worker/worker-media-engine.js';

export function createMediaEngine(config: MediaConfig, log?: (line: string) => void): MediaEngine {
  switch (config.engine) {
    case 'janus':
      // Janus VideoRoom instances (JANUS_URLS) or a janus this server starts and supervises; see ADR 0013.
      return new JanusMediaEngine(config, { log });
    case 'werift':
      // In a worker thread, so a burst of API or chat work on the main thread never delays packets (ADR 0023);
      // MEDIA_WORKER=false keeps it on the main thread for debugging.
      // Either way werift is loaded only when first used: in the worker, or here at the first call.
      if (config.worker) return new WorkerMediaEngine(config, {}, { log });
      return loadedOnFirstCall(async () => new (await import('./werift/werift-engine.js')).WeriftMediaEngine(config));
  }
}

export { loadMediaConfig, type MediaConfig } from './media-config.js';
export type * from './media-engine.js';
export { isMediaError, MediaError, type MediaErrorCode } from './media-errors.js';
export type * from './media-types.js';
export { createVideoProbes, type VideoProbes } from './video-probe.js';
