/**
 * Worker-thread entry: the werift engine, served over the engine protocol. Started by WorkerMediaEngine from
 * this file under tsx (sources, tests) or as dist/media-worker.mjs (the built server, see tsdown.config.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { MediaConfig } from '../media-config.js';
import { type WeriftEngineOptions, WeriftMediaEngine } from '../werift/werift-engine.js';
import { serveEngine } from './serve-engine.js';

const { config, options } = workerData as { config: MediaConfig; options?: WeriftEngineOptions };
if (!parentPort) throw new Error('werift-worker runs only as a worker thread');
serveEngine(new WeriftMediaEngine(config, options), parentPort);
