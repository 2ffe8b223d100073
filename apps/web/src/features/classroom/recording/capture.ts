/**
 * Records what the class sees (ADR 0044): the scene painted onto a canvas 15 times a second and everyone's sound
 * mixed with WebAudio, into MediaRecorder WebM chunks every 30 s (classroom spec 9), each handed over with its
 * sequence number; the last one is marked final. A screenshot 30 s after the start becomes the thumbnail.
 */
import { recording } from '@chalkline/contracts';
import { frameSize, paintScene, type Scene } from './composer';

export interface CaptureSources {
  /** The scene to paint now. */
  scene(): Scene;
  /** Every sound to record now (microphones, screen sound), by track. */
  audioTracks(): MediaStreamTrack[];
}

export interface CaptureHandlers {
  onChunk(chunk: { seq: number; blob: Blob; final: boolean }): void;
  onThumbnail(blob: Blob): void;
  /** The recorder stopped by itself (an error, the browser ended it). */
  onStopped?(): void;
}

const fps = 15;
const mimeTypes = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];

/** Whether this browser can record the classroom. */
export const canRecord = () =>
  typeof MediaRecorder !== 'undefined' &&
  typeof HTMLCanvasElement.prototype.captureStream === 'function' &&
  typeof AudioContext !== 'undefined';

/**
 * A steady tick even when the classroom tab is in the background (a tutor presenting another tab): a worker's
 * timer is not throttled like the page's. Falls back to the page's timer.
 */
function startTicker(ms: number, tick: () => void): () => void {
  if (typeof Worker !== 'undefined' && typeof URL.createObjectURL === 'function') {
    try {
      const source = `setInterval(() => postMessage(0), ${ms});`;
      const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      const worker = new Worker(url);
      worker.onmessage = tick;
      return () => {
        worker.terminate();
        URL.revokeObjectURL(url);
      };
    } catch {
      // A browser or policy without blob workers: the page's timer.
    }
  }
  const timer = setInterval(tick, ms);
  return () => clearInterval(timer);
}

export class Capture {
  private readonly canvas = document.createElement('canvas');
  private readonly audio = new AudioContext();
  private readonly mix = this.audio.createMediaStreamDestination();
  private readonly sources = new Map<string, MediaStreamAudioSourceNode>();
  private recorder: MediaRecorder | null = null;
  private stopPainting: (() => void) | null = null;
  private screenshot: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;
  private stopping: Promise<void> | null = null;
  private resolveStop: (() => void) | null = null;

  constructor(
    private readonly inputs: CaptureSources,
    private readonly handlers: CaptureHandlers,
  ) {
    this.canvas.width = frameSize.width;
    this.canvas.height = frameSize.height;
  }

  start(): void {
    const g = this.canvas.getContext('2d');
    if (!g) throw new Error('No canvas to record on');
    const paint = () => {
      paintScene(g, this.inputs.scene());
      this.syncAudio();
    };
    paint();
    this.stopPainting = startTicker(Math.round(1000 / fps), paint);
    void this.audio.resume();
    // A silent constant source keeps the audio track alive while nobody speaks.
    const silence = this.audio.createConstantSource();
    silence.offset.value = 0;
    silence.connect(this.mix);
    silence.start();

    const video = this.canvas.captureStream(fps).getVideoTracks()[0]!;
    const sound = this.mix.stream.getAudioTracks()[0]!;
    const mimeType = mimeTypes.find((t) => MediaRecorder.isTypeSupported(t));
    const recorder = new MediaRecorder(new MediaStream([video, sound]), {
      ...(mimeType ? { mimeType } : {}),
      videoBitsPerSecond: 1_200_000,
      audioBitsPerSecond: 64_000,
    });
    this.recorder = recorder;
    recorder.ondataavailable = (event) => {
      // `stop()` makes the recorder inactive before it hands over the last chunk.
      const final = recorder.state === 'inactive';
      this.handlers.onChunk({ seq: this.seq++, blob: event.data, final });
    };
    recorder.onstop = () => {
      this.release();
      this.resolveStop?.();
      if (!this.stopping) this.handlers.onStopped?.();
    };
    recorder.start(recording.chunkMs);
    this.screenshot = setTimeout(() => this.takeScreenshot(), recording.screenshotAfterMs);
  }

  /** Stops; resolves once the final chunk was handed over. */
  stop(): Promise<void> {
    if (this.stopping) return this.stopping;
    this.stopping = new Promise<void>((resolve) => {
      this.resolveStop = resolve;
    });
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    else {
      this.release();
      this.resolveStop?.();
    }
    return this.stopping;
  }

  private takeScreenshot() {
    const thumb = document.createElement('canvas');
    thumb.width = 480;
    thumb.height = 270;
    thumb.getContext('2d')?.drawImage(this.canvas, 0, 0, thumb.width, thumb.height);
    thumb.toBlob((blob) => blob && this.handlers.onThumbnail(blob), 'image/jpeg', 0.8);
  }

  /** Connects new sound tracks to the mix and lets go of ended ones. */
  private syncAudio() {
    const live = new Map(this.inputs.audioTracks().map((t) => [t.id, t]));
    for (const [id, node] of this.sources) {
      if (!live.has(id) || live.get(id)?.readyState === 'ended') {
        node.disconnect();
        this.sources.delete(id);
      }
    }
    for (const [id, track] of live) {
      if (this.sources.has(id) || track.readyState === 'ended') continue;
      const node = this.audio.createMediaStreamSource(new MediaStream([track]));
      node.connect(this.mix);
      this.sources.set(id, node);
    }
  }

  private release() {
    this.stopPainting?.();
    if (this.screenshot) clearTimeout(this.screenshot);
    this.stopPainting = null;
    this.screenshot = null;
    for (const node of this.sources.values()) node.disconnect();
    this.sources.clear();
    void this.audio.close().catch(() => undefined);
  }
}
