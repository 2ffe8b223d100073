/**
 * Test fixture: a worker serving a fake engine whose methods answer, reject, crash or hang on purpose, for
 * worker-media-engine.test.ts. Not part of the server.
 */
import { parentPort } from 'node:worker_threads';
import type { MediaEngine, MediaEngineListener } from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import { serveEngine } from './serve-engine.js';

let listener: MediaEngineListener = () => {};

const fake: Partial<MediaEngine> = {
  onEvent(next) {
    listener = next;
    return () => {};
  },
  async createRouter({ routerId }) {
    listener({ type: 'activeSpeaker', routerId, peerId: null, producerId: null, volume: -127 });
    return { routerId, rtpCapabilities: { codecs: [], headerExtensions: [] } };
  },
  async closeRouter({ routerId }) {
    throw new MediaError('routerNotFound', routerId);
  },
  async getProducers() {
    throw new TypeError('boom');
  },
  async getStats() {
    process.exit(3);
  },
  closePeer() {
    setTimeout(() => {
      throw new Error('uncaught in worker');
    }, 10);
    return new Promise<void>(() => {});
  },
  async close() {},
};

serveEngine(fake as MediaEngine, parentPort!);
