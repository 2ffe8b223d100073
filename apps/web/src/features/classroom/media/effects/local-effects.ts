/**
 * The microphone's and the camera's optional effects (ADR 0086), each a pipeline whose code loads on first use:
 * noise suppression on the microphone, background blur on the camera.
 */
import type { DeviceKind } from '../local-media';
import { EffectPipeline, type LoadEffect } from './effect-pipeline';
import type { EffectKind } from './effect-settings';

export type EffectLoaders = Record<DeviceKind, LoadEffect>;

/**
 * The real effects, each its own chunk (the lobby's first load carries neither, issue 34). Noise suppression is on by
 * default, so a browser without AudioWorklet is told so at once instead of fetching a chunk it cannot run.
 */
export const browserEffects: EffectLoaders = {
  microphone: () =>
    typeof AudioWorkletNode === 'undefined'
      ? Promise.reject(new Error('This browser cannot run noise suppression (no AudioWorklet)'))
      : import('./noise-suppressor').then((m) => m.startNoiseSuppressor),
  camera: () => import('./background-blur').then((m) => m.loadBackgroundBlur()),
};

/** The effect that works on a device kind. */
export const effectOf = (kind: DeviceKind): EffectKind =>
  kind === 'microphone' ? 'noiseSuppression' : 'backgroundBlur';

export class LocalEffects {
  private readonly pipelines: Record<DeviceKind, EffectPipeline>;

  constructor(loaders: EffectLoaders = browserEffects) {
    this.pipelines = {
      microphone: new EffectPipeline(loaders.microphone, 'noise suppression'),
      camera: new EffectPipeline(loaders.camera, 'background blur'),
    };
  }

  /** The track to send for a device's track: the effect's while on and running, else the device's own. */
  apply(kind: DeviceKind, input: MediaStreamTrack | null, on: boolean): Promise<MediaStreamTrack | null> {
    return this.pipelines[kind].apply(input, on);
  }

  stop(kind: DeviceKind): void {
    this.pipelines[kind].stop();
  }

  stopAll(): void {
    this.stop('microphone');
    this.stop('camera');
  }
}
