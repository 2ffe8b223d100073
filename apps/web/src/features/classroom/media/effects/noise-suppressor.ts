/**
 * Noise suppression with RNNoise in an AudioWorklet (`@sapphi-red/web-noise-suppressor`, ADR 0086): the
 * microphone → RNNoise → a new track that is sent instead. The worklet and the wasm are files of our own build,
 * fetched from this origin the first time the switch is turned on (this module is its own chunk).
 */
import { loadRnnoise, RnnoiseWorkletNode } from '@sapphi-red/web-noise-suppressor';
import wasmUrl from '@sapphi-red/web-noise-suppressor/rnnoise.wasm?url&no-inline';
import simdUrl from '@sapphi-red/web-noise-suppressor/rnnoise_simd.wasm?url&no-inline';
import workletUrl from '@sapphi-red/web-noise-suppressor/rnnoiseWorklet.js?url&no-inline';
import { wireSuppressor } from './audio-graph';
import type { StartEffect } from './effect-pipeline';

let wasm: Promise<ArrayBuffer> | null = null;

/** Starts RNNoise on a microphone track (RNNoise works at 48 kHz, the classroom's rate, spec 9). */
export const startNoiseSuppressor: StartEffect = async (input) => {
  const context = new AudioContext({ sampleRate: 48_000 });
  try {
    wasm ??= loadRnnoise({ url: wasmUrl, simdUrl });
    const [wasmBinary] = await Promise.all([wasm, context.audioWorklet.addModule(workletUrl)]);
    const channels = input.getSettings().channelCount ?? 1;
    const node = new RnnoiseWorkletNode(context, { maxChannels: Math.max(1, channels), wasmBinary });
    return wireSuppressor(context, input, node);
  } catch (error) {
    wasm = null;
    void context.close();
    throw error;
  }
};
