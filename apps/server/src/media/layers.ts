/**
 * Simulcast layer choice for one consumer. A consumer receives one layer at a time; it asks for a preferred
 * layer (its tile size) and gets the nearest layer that is actually flowing (browsers stop sending upper
 * layers when their bandwidth estimate is low). A switch waits for a keyframe on the new layer while the old
 * one keeps flowing, so the picture never breaks; a (re)start waits for a keyframe with nothing flowing.
 */

/** Highest flowing layer at or below `preferred`, else the lowest flowing one above it. */
export function selectLayer(preferred: number, flowing: readonly boolean[]): number | undefined {
  for (let layer = Math.min(preferred, flowing.length - 1); layer >= 0; layer--) if (flowing[layer]) return layer;
  for (let layer = preferred + 1; layer < flowing.length; layer++) if (flowing[layer]) return layer;
  return undefined;
}

/** `accept` answers: drop the packet, forward it, or forward it only if it starts a keyframe. */
export const DROP = 0;
export const FORWARD = 1;
export const IF_KEYFRAME = 2;
export type Verdict = typeof DROP | typeof FORWARD | typeof IF_KEYFRAME;

export class LayerSelector {
  /** The layer being forwarded; undefined until the first keyframe after a (re)start. */
  current: number | undefined = undefined;
  /** The layer we want to forward next. */
  target: number;
  private waiting = true;

  constructor(
    public preferred: number,
    layerCount: number,
  ) {
    this.target = Math.min(preferred, layerCount - 1);
  }

  /** Re-evaluates the target from which layers flow; true when a keyframe must be requested for it. */
  retarget(flowing: readonly boolean[]): boolean {
    const next = selectLayer(this.preferred, flowing);
    if (next === undefined || next === this.target) return false;
    this.target = next;
    this.waiting = next !== this.current;
    return this.waiting;
  }

  /**
   * Called on resume and on a new consumer: nothing flows until a keyframe of the target arrives. The target
   * is the best flowing layer, or the lowest one before any layer was seen (the quickest first frame).
   */
  restart(flowing: readonly boolean[]) {
    this.current = undefined;
    this.target = selectLayer(this.preferred, flowing) ?? 0;
    this.waiting = true;
  }

  get waitingForKeyframe() {
    return this.waiting;
  }

  /** Per packet: a cheap decision that never allocates. */
  accept(layer: number): Verdict {
    if (this.waiting && layer === this.target) return IF_KEYFRAME;
    return layer === this.current ? FORWARD : DROP;
  }

  /** The caller saw a keyframe on the target layer: switch to it. */
  switched() {
    this.current = this.target;
    this.waiting = false;
  }

  /**
   * The caller starts forwarding `layer` at a keyframe of it: the target itself (a switch), or a lower layer
   * whose keyframe came first, which flows until the target's next keyframe (the quickest first picture).
   */
  startAt(layer: number) {
    this.current = layer;
    this.waiting = layer !== this.target;
  }
}
