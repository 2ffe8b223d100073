/**
 * Which Janus instance hosts which classroom: a classroom is pinned to one instance at its first media use
 * (the live instance with the fewest pinned classrooms, ties to the first listed), and stays there until the
 * instance dies; then its classrooms are handed, one by one, to the least loaded live instance left.
 */

export interface PinnableInstance {
  readonly url: string;
  readonly alive: boolean;
}

export class RoomPinning<I extends PinnableInstance> {
  private readonly pins = new Map<string, I>();

  constructor(readonly instances: readonly I[]) {}

  /** The instance a classroom is pinned to, if any. */
  instanceOf(routerId: string): I | undefined {
    return this.pins.get(routerId);
  }

  /** Classrooms pinned to an instance. */
  routersOn(instance: I): string[] {
    return [...this.pins].filter(([, i]) => i === instance).map(([id]) => id);
  }

  load(instance: I): number {
    let n = 0;
    for (const i of this.pins.values()) if (i === instance) n++;
    return n;
  }

  /** The least loaded live instance (first listed on ties), or undefined when none is alive. */
  leastLoaded(except?: I): I | undefined {
    let best: I | undefined;
    let bestLoad = Number.POSITIVE_INFINITY;
    for (const instance of this.instances) {
      if (!instance.alive || instance === except) continue;
      const load = this.load(instance);
      if (load < bestLoad) {
        best = instance;
        bestLoad = load;
      }
    }
    return best;
  }

  /** Pins a classroom at its first use; an already pinned one keeps its instance. */
  pin(routerId: string): I {
    const pinned = this.pins.get(routerId);
    if (pinned) return pinned;
    const instance = this.leastLoaded();
    if (!instance) throw new Error('no Janus instance is available');
    this.pins.set(routerId, instance);
    return instance;
  }

  unpin(routerId: string) {
    this.pins.delete(routerId);
  }

  /**
   * Moves every classroom of a dead instance to the least loaded live one; answers the moves (a classroom
   * with no live instance left is unpinned and answered with `to: undefined`).
   */
  moveFrom(dead: I): { routerId: string; to: I | undefined }[] {
    const moves: { routerId: string; to: I | undefined }[] = [];
    for (const routerId of this.routersOn(dead)) {
      this.pins.delete(routerId);
      const to = this.leastLoaded(dead);
      if (to) this.pins.set(routerId, to);
      moves.push({ routerId, to });
    }
    return moves;
  }
}
