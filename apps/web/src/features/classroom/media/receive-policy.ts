/**
 * Low-bandwidth mode's say over the receive side (ADR 0081): whether others' cameras are held back (paused here
 * and on the server) and the highest simulcast layer any tile may ask for. Screen shares and audio are never held.
 */
import type { ProducerInfo } from './consume-flow';

/** The top simulcast layer (M9): 0 smallest, 2 the full picture. */
export const topLayer = 2;

export const isCamera = (producer: Pick<ProducerInfo, 'kind' | 'appData'> | undefined) =>
  producer?.kind === 'video' && producer.appData.source === 'webcam';

export class ReceivePolicy {
  camerasHeld = false;
  layerCap = topLayer;

  /** Whether this producer is held back now. */
  holds(producer: ProducerInfo | undefined): boolean {
    return this.camerasHeld && isCamera(producer);
  }

  /** The layer a camera tile gets: what it asks for, at most the cap. */
  layerFor(producer: ProducerInfo | undefined, wish: number): number {
    return isCamera(producer) ? Math.min(wish, this.layerCap) : wish;
  }
}
