/**
 * The composition root's one entry into media/: builds the configured engine behind the MediaEngine port.
 * Nothing outside media/ imports an engine's library (werift, or Janus over its WebSocket API).
 *
 *   const engine = createMediaEngine(loadMediaConfig(process.env));
 *   engine.onEvent((event) => …);            // producer closed, transport state, active speaker
 *   await engine.createRouter({ routerId: meetingId });
 */

import { JanusMediaEngine } from './janus/janus-engine.js';
import type { MediaConfig } from './media-config.js';
import type { MediaEngine } from './media-engine.js';
import { WeriftMediaEngine } from './werift/werift-engine.js';

export function createMediaEngine(config: MediaConfig, log?: (line: string) => void): MediaEngine {
  switch (config.engine) {
    case 'janus':
      // Janus VideoRoom instances (JANUS_URLS) or a janus this server starts and supervises; see ADR 0013.
      return new JanusMediaEngine(config, { log });
    case 'werift':
      // Runs on the main thread: bench/media-forwarding.bench.ts measured ~18 µs of CPU per extra forwarded
      // packet and under 10% of a core for one publisher and six subscribers (docs/realtime-protocol.md).
      return new WeriftMediaEngine(config);
  }
}

export { loadMediaConfig, type MediaConfig } from './media-config.js';
export type * from './media-engine.js';
export { isMediaError, MediaError, type MediaErrorCode } from './media-errors.js';
export type * from './media-types.js';
