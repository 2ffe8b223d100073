/**
 * Active speaker from the RTP audio-level header extension (RFC 6464: 0 dBov loudest … 127 silence), fed
 * per packet without allocation and evaluated on a timer. A new speaker must be louder than the threshold
 * and hold for `holdTicks` evaluations, so a cough does not steal the highlight.
 */

export interface ActiveSpeakerOptions {
  /** Levels above this (quieter than -thresholdDbov) count as silence. */
  thresholdDbov: number;
  /** Evaluations a challenger must win in a row before it becomes the speaker. */
  holdTicks: number;
}

interface Entry {
  sum: number;
  count: number;
}

export class ActiveSpeakerDetector {
  private readonly entries = new Map<string, Entry>();
  private speaker: string | null = null;
  private challenger: string | null = null;
  private wins = 0;

  constructor(private readonly options: ActiveSpeakerOptions = { thresholdDbov: 50, holdTicks: 2 }) {}

  add(producerId: string) {
    this.entries.set(producerId, { sum: 0, count: 0 });
  }

  remove(producerId: string) {
    this.entries.delete(producerId);
    if (this.challenger === producerId) this.challenger = null;
  }

  get size() {
    return this.entries.size;
  }

  /** Records one packet's level: loudness is 127 - level so that silence adds nothing. */
  record(producerId: string, level: number) {
    const entry = this.entries.get(producerId);
    if (!entry) return;
    entry.sum += 127 - level;
    entry.count++;
  }

  /**
   * Closes a window: returns the new speaker (or null when everyone fell silent) when it changed, else
   * undefined. The mean loudness of the window decides; producers with no packets count as silent.
   */
  tick(): { producerId: string | null; volume: number } | undefined {
    let loudest: string | null = null;
    let best = 127 - this.options.thresholdDbov;
    for (const [id, entry] of this.entries) {
      const mean = entry.count ? entry.sum / entry.count : 0;
      entry.sum = 0;
      entry.count = 0;
      if (mean > best) {
        best = mean;
        loudest = id;
      }
    }
    if (loudest === this.speaker) {
      this.challenger = null;
      this.wins = 0;
      return undefined;
    }
    if (loudest !== this.challenger) {
      this.challenger = loudest;
      this.wins = 0;
    }
    this.wins++;
    if (this.speaker !== null && !this.entries.has(this.speaker)) this.wins = this.options.holdTicks;
    if (this.wins < this.options.holdTicks) return undefined;
    this.speaker = loudest;
    this.challenger = null;
    this.wins = 0;
    return { producerId: loudest, volume: loudest ? Math.round(best - 127) : -127 };
  }
}
