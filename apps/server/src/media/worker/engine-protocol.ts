/**
 * The messages between the main thread's WorkerMediaEngine and the engine running in a worker thread. Every
 * MediaEngine method is one `call` answered by one `result` or `error` with the same id; engine events flow
 * the other way as `event`. Everything here must survive `structuredClone` (media-types.ts).
 */
import type { MediaEngine, MediaEngineEvent } from '../media-engine.js';
import { MediaError, type MediaErrorCode } from '../media-errors.js';

/** The port's request/response methods: everything but the name, the listener hook and close. */
export type EngineMethod = Exclude<keyof MediaEngine, 'name' | 'onEvent'>;

export const ENGINE_METHODS: readonly EngineMethod[] = [
  'createRouter',
  'getRouterRtpCapabilities',
  'closeRouter',
  'createTransport',
  'connectTransport',
  'restartIce',
  'closeTransport',
  'produce',
  'pauseProducer',
  'resumeProducer',
  'closeProducer',
  'getProducers',
  'consume',
  'pauseConsumer',
  'resumeConsumer',
  'closeConsumer',
  'closeConsumersOf',
  'setPreferredLayer',
  'setCamerasReceived',
  'forwardedTo',
  'checkProducerState',
  'closePeer',
  'getStats',
  'close',
];

export interface CallMessage {
  kind: 'call';
  id: number;
  method: EngineMethod;
  input: unknown;
}

/** A rejected call, flattened: `code` is set when the engine threw a MediaError. */
export interface WireError {
  code?: MediaErrorCode;
  name: string;
  message: string;
}

export type WorkerMessage =
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: WireError }
  | { kind: 'event'; event: MediaEngineEvent };

export const isEngineMethod = (name: unknown): name is EngineMethod =>
  typeof name === 'string' && (ENGINE_METHODS as readonly string[]).includes(name);

/** What crosses the boundary for a thrown value. */
export function toWireError(error: unknown): WireError {
  if (error instanceof MediaError) return { code: error.code, name: error.name, message: error.message };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The main thread's error for a wire error: a MediaError with the engine's exact message when it was one. */
export function fromWireError(wire: WireError): Error {
  if (!wire.code) {
    const error = new Error(wire.message);
    error.name = wire.name;
    return error;
  }
  const error = new MediaError(wire.code);
  error.message = wire.message;
  return error;
}
