/**
 * A proctored attempt in the student's page (ADR 0082), kept outside React like the classroom's media objects.
 * Every `frameEveryMs` it takes a camera frame and a screen frame; it notes focus loss, tab switches, leaving full
 * screen, pastes and the screen share or camera ending, with times, in batches. Frames and batches go through the
 * classroom recorder's outbox (`ChunkQueue`: IndexedDB first, removed only once the server acknowledged, retried with
 * backoff, sent again after a reload), in a store of their own.
 */
import { type ProctoringEvent, type ProctoringEventKind, type ProctoringKind, proctoring } from '@chalkline/contracts';
import { createStore, type UseStore } from 'idb-keyval';
import { ChunkQueue, type StoredChunk } from '../../classroom/recording/chunk-queue';
import { grabFrame, type ProctoringMedia, stopMedia, videoOf } from './capture';
import { sendProctoringEvents, uploadFrame } from './proctoring.api';

export interface ProctoringChunk extends StoredChunk {
  assignment: string;
  kind: ProctoringKind | 'events';
  /** When it was taken (frames) or sent off (event batches). */
  at: string;
}

/** Sends one kept chunk: a frame as raw bytes, a batch of events as JSON. */
export async function uploadProctoringChunk(chunk: ProctoringChunk): Promise<void> {
  if (chunk.kind === 'events') {
    const events = JSON.parse(await chunk.blob.text()) as ProctoringEvent[];
    await sendProctoringEvents(chunk.assignment, events);
    return;
  }
  await uploadFrame(chunk.assignment, chunk.kind, chunk.seq, chunk.at, chunk.blob);
}

let defaultStore: UseStore | null = null;
let sharedQueue: ChunkQueue<ProctoringChunk> | null = null;
/** The page's one proctoring outbox: what a closed tab left is sent when a quiz page opens again. */
export const proctoringQueue = () => {
  defaultStore ??= createStore('chalkline-proctoring', 'chunks');
  sharedQueue ??= new ChunkQueue<ProctoringChunk>({ store: defaultStore, upload: uploadProctoringChunk });
  return sharedQueue;
};

/** Events gathered this long are sent together; those that may be the page's last are sent at once. */
const batchMs = 2_000;
const sendAtOnce: ProctoringEventKind[] = ['tab_hidden', 'focus_lost', 'screen_share_ended', 'submitted'];

export interface ProctorSessionOptions {
  assignment: string;
  /** When the attempt started (server time, ms): frame and event numbers count from it. */
  startedAt: number;
  media: ProctoringMedia;
  queue?: Pick<ChunkQueue<ProctoringChunk>, 'add' | 'settled'>;
  now?: () => number;
  /** Takes a frame (tests replace it). */
  grab?: (kind: ProctoringKind) => Promise<Blob | null>;
  /** Told when the screen share ends (the page asks to share again). */
  onScreenEnded?: () => void;
}

export class ProctorSession {
  private readonly queue: Pick<ChunkQueue<ProctoringChunk>, 'add' | 'settled'>;
  private readonly now: () => number;
  private pending: ProctoringEvent[] = [];
  private lastSeq = -1;
  private batchTimer: ReturnType<typeof setTimeout> | null = null;
  private frameTimer: ReturnType<typeof setInterval> | null = null;
  private videos: Partial<Record<ProctoringKind, Promise<HTMLVideoElement>>> = {};
  private wasFullscreen = false;
  private readonly off: (() => void)[] = [];

  constructor(private readonly options: ProctorSessionOptions) {
    this.queue = options.queue ?? proctoringQueue();
    this.now = options.now ?? Date.now;
  }

  /** Starts taking frames and listening. */
  start(): void {
    this.log('started');
    const on = <K extends string>(target: EventTarget, type: K, handler: () => void) => {
      target.addEventListener(type, handler);
      this.off.push(() => target.removeEventListener(type, handler));
    };
    on(window, 'blur', () => this.log('focus_lost'));
    on(window, 'focus', () => this.log('focus_back'));
    on(document, 'visibilitychange', () =>
      this.log(document.visibilityState === 'hidden' ? 'tab_hidden' : 'tab_visible'),
    );
    on(document, 'paste', () => this.log('paste'));
    on(document, 'fullscreenchange', () => {
      if (document.fullscreenElement) {
        this.wasFullscreen = true;
        this.log('fullscreen_back');
      } else if (this.wasFullscreen) this.log('fullscreen_left');
    });
    if (document.fullscreenElement) this.wasFullscreen = true;
    for (const track of this.options.media.screen.getVideoTracks())
      on(track, 'ended', () => {
        this.log('screen_share_ended');
        this.options.onScreenEnded?.();
      });
    for (const track of this.options.media.camera.getVideoTracks()) on(track, 'ended', () => this.log('camera_ended'));
    void this.capture();
    this.frameTimer = setInterval(() => void this.capture(), proctoring.frameEveryMs);
  }

  /** Notes an event with its time; sent with the next batch, or at once when the page may be about to go. */
  log(kind: ProctoringEventKind): void {
    const at = this.now();
    const seq = Math.max(this.lastSeq + 1, Math.max(0, at - this.options.startedAt));
    this.lastSeq = seq;
    this.pending.push({ seq, kind, at: new Date(at).toISOString() });
    if (sendAtOnce.includes(kind)) void this.flush();
    else this.batchTimer ??= setTimeout(() => void this.flush(), batchMs);
  }

  /** Keeps the gathered events as one batch in the outbox. */
  async flush(): Promise<void> {
    if (this.batchTimer) clearTimeout(this.batchTimer);
    this.batchTimer = null;
    const events = this.pending.splice(0, proctoring.eventsPerBatch);
    if (!events.length) return;
    await this.queue.add({
      recordingId: `${this.options.assignment}:events`,
      assignment: this.options.assignment,
      kind: 'events',
      seq: events[0]!.seq,
      final: false,
      at: new Date(this.now()).toISOString(),
      blob: new Blob([JSON.stringify(events)], { type: 'application/json' }),
    });
    if (this.pending.length) await this.flush();
  }

  /** Takes a camera frame and a screen frame now. */
  async capture(): Promise<void> {
    const taken = this.now();
    const seq = Math.floor(Math.max(0, taken - this.options.startedAt) / proctoring.frameEveryMs);
    for (const kind of ['selfie', 'screen'] as const) {
      const blob = await (this.options.grab ?? ((k) => this.grab(k)))(kind);
      if (!blob) continue;
      await this.queue.add({
        recordingId: `${this.options.assignment}:${kind}`,
        assignment: this.options.assignment,
        kind,
        seq,
        final: false,
        at: new Date(taken).toISOString(),
        blob,
      });
    }
  }

  /** The student shares the screen again after the share ended. */
  replaceScreen(screen: MediaStream): void {
    for (const track of this.options.media.screen.getTracks()) track.stop();
    this.options.media.screen = screen;
    delete this.videos.screen;
    for (const track of screen.getVideoTracks()) {
      const ended = () => {
        this.log('screen_share_ended');
        this.options.onScreenEnded?.();
      };
      track.addEventListener('ended', ended);
      this.off.push(() => track.removeEventListener('ended', ended));
    }
  }

  private async grab(kind: ProctoringKind) {
    const stream = kind === 'selfie' ? this.options.media.camera : this.options.media.screen;
    if (!stream.getVideoTracks().some((t) => t.readyState === 'live')) return null;
    this.videos[kind] ??= videoOf(stream);
    return grabFrame(await this.videos[kind]!, kind === 'selfie' ? proctoring.selfieSide : proctoring.screenSide);
  }

  /** The student submits: the last event, then everything kept goes (waiting at most `waitMs`); media stops. */
  async stop(waitMs = 15_000): Promise<void> {
    this.log('submitted');
    this.dispose();
    await this.flush();
    await Promise.race([this.queue.settled(), new Promise((r) => setTimeout(r, waitMs))]);
  }

  /** Stops listening, capturing and the media (leaving the page). */
  dispose(): void {
    if (this.frameTimer) clearInterval(this.frameTimer);
    this.frameTimer = null;
    for (const off of this.off.splice(0)) off();
    stopMedia(this.options.media);
  }
}
