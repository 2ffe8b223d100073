/**
 * MediaPipe's selfie segmentation (`@mediapipe/selfie_segmentation`, ADR 0086), every file of it from our own
 * build: its loader is a classic script that defines `window.SelfieSegmentation` (its package declares no side
 * effects, so a bundled import would be dropped), and it asks `locateFile` for its wasm, glue and model.
 */

import type { SelfieSegmentation } from '@mediapipe/selfie_segmentation';
import graphUrl from '@mediapipe/selfie_segmentation/selfie_segmentation.binarypb?url&no-inline';
import loaderUrl from '@mediapipe/selfie_segmentation/selfie_segmentation.js?url&no-inline';
import modelUrl from '@mediapipe/selfie_segmentation/selfie_segmentation.tflite?url&no-inline';
import landscapeUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_landscape.tflite?url&no-inline';
import dataUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.data?url&no-inline';
import simdGlueUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.js?url&no-inline';
import simdWasmUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_simd_wasm_bin.wasm?url&no-inline';
import glueUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.js?url&no-inline';
import wasmFileUrl from '@mediapipe/selfie_segmentation/selfie_segmentation_solution_wasm_bin.wasm?url&no-inline';
import type { Segmenter } from './background-blur';

const files: Record<string, string> = {
  'selfie_segmentation.binarypb': graphUrl,
  'selfie_segmentation.tflite': modelUrl,
  'selfie_segmentation_landscape.tflite': landscapeUrl,
  'selfie_segmentation_solution_simd_wasm_bin.data': dataUrl,
  'selfie_segmentation_solution_simd_wasm_bin.js': simdGlueUrl,
  'selfie_segmentation_solution_simd_wasm_bin.wasm': simdWasmUrl,
  'selfie_segmentation_solution_wasm_bin.js': glueUrl,
  'selfie_segmentation_solution_wasm_bin.wasm': wasmFileUrl,
};

/** Where a file MediaPipe asks for is in our build; a name we do not ship fails here, never on another host. */
export function locateFile(name: string): string {
  const url = files[name];
  if (!url) throw new Error(`Background blur has no file ${name}`);
  return url;
}

type Constructor = new (config: { locateFile: (name: string) => string }) => SelfieSegmentation;
let loader: Promise<Constructor> | null = null;

function loadScript(): Promise<Constructor> {
  const global = window as unknown as { SelfieSegmentation?: Constructor };
  if (global.SelfieSegmentation) return Promise.resolve(global.SelfieSegmentation);
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: loaderUrl, async: true });
    script.onload = () =>
      global.SelfieSegmentation ? resolve(global.SelfieSegmentation) : reject(new Error('No SelfieSegmentation'));
    script.onerror = () => reject(new Error('Could not load background blur'));
    document.head.append(script);
  });
}

/** A segmenter of video frames, ready (its model loaded) when the promise settles. */
export async function createSelfieSegmenter(): Promise<Segmenter> {
  loader ??= loadScript().catch((error: unknown) => {
    loader = null;
    throw error;
  });
  const Selfie = await loader;
  const selfie = new Selfie({ locateFile });
  // The landscape model: lighter, and made for 16:9 webcam frames (spec 9).
  selfie.setOptions({ modelSelection: 1 });
  await selfie.initialize();
  return {
    onResults: (listener) => selfie.onResults((results) => listener(results.image, results.segmentationMask)),
    send: (image) => selfie.send({ image }),
    close: () => void selfie.close(),
  };
}
