/**
 * One optional step between a local device and what is sent (ADR 0086): noise suppression for the microphone,
 * background blur for the camera. The step's code is loaded only when it is first turned on, and a step that
 * cannot start leaves the device's own track in place (the person is still heard and seen).
 */

/** A running effect: the track it makes from its input, and how to stop it. */
export interface TrackProcessor {
  readonly track: MediaStreamTrack;
  stop(): void;
}

/** Starts an effect on a device's track. */
export type StartEffect = (input: MediaStreamTrack) => Promise<TrackProcessor>;

/** Gives the effect's starter, importing its code (and so its chunk, worklet, wasm or model) on first use. */
export type LoadEffect = () => Promise<StartEffect>;

export class EffectPipeline {
  private current: { input: MediaStreamTrack; processor: TrackProcessor } | null = null;
  private generation = 0;

  constructor(
    private readonly load: LoadEffect,
    private readonly name: string,
  ) {}

  /** The processed track while the effect runs on `input`, else null. */
  get output(): MediaStreamTrack | null {
    return this.current?.processor.track ?? null;
  }

  /**
   * The track to send for `input`: the effect's own while `on` (started once per input), `input` otherwise or
   * when the effect could not start. A newer call wins over one still starting.
   */
  async apply(input: MediaStreamTrack | null, on: boolean): Promise<MediaStreamTrack | null> {
    if (!input || !on || input.readyState === 'ended') {
      this.stop();
      return input;
    }
    if (this.current?.input === input) return this.current.processor.track;
    this.stop();
    const generation = this.generation;
    let processor: TrackProcessor;
    try {
      const start = await this.load();
      processor = await start(input);
    } catch (error) {
      console.warn(`Could not start ${this.name}`, error);
      return input;
    }
    if (generation !== this.generation) {
      processor.stop();
      return this.current?.processor.track ?? input;
    }
    this.current = { input, processor };
    return processor.track;
  }

  /** Ends the effect (its track stops; the device's own track is left running). */
  stop(): void {
    this.generation += 1;
    this.current?.processor.stop();
    this.current = null;
  }
}
