/**
 * One tab's part in recording a classroom, outside React like the media session (ADR 0044). Everyone: follows
 * `start_recording` / `end_recording` into the classroom state (the indicator) and hears the alerts. A host:
 * starts and stops on the server's `proceed` (R33), and the tab that started captures and hands every chunk to the
 * IndexedDB outbox, which uploads it until the server has it.
 */
import { type LiveRecording, type Participant, recordingTexts } from '@chalkline/contracts';
import type { ClassroomConnection } from '../connection/ClassroomConnection';
import { selfOf } from '../connection/classroom-state';
import { createStore, type Store } from '../connection/store';
import type { MediaSession } from '../media/MediaSession';
import { type AlertSound, playAlert } from './alert-sounds';
import { Capture, type CaptureHandlers, type CaptureSources, canRecord } from './capture';
import { ChunkQueue } from './chunk-queue';
import { uploadThumbnail } from './recordings.api';
import { classroomSources } from './scene-source';

export interface RecorderState {
  /** A start or stop is waiting for the server's answer. */
  busy: boolean;
  /** The recording this tab captures, if any. */
  capturing: string | null;
  /** Chunks kept in the browser that the server has not acknowledged yet. */
  pending: number;
  /**
   * The server refused to start because present students have no recording consent (its text names them); the host
   * may start without them or let it be (ADR 0079).
   */
  consentRefusal: string | null;
}

interface CaptureLike {
  start(): void;
  stop(): Promise<void>;
}

export interface RecordingControllerOptions {
  connection: ClassroomConnection;
  media: MediaSession | null;
  /** A toast. */
  notify: (message: string) => void;
  queue?: ChunkQueue;
  createCapture?: (sources: CaptureSources, handlers: CaptureHandlers) => CaptureLike;
  play?: (sound: AlertSound) => void;
  uploadThumbnail?: (recordingId: string, blob: Blob) => Promise<unknown>;
}

const ackTimeoutMs = 10_000;
let sharedQueue: ChunkQueue | null = null;
/** The page's one outbox: it keeps uploading after the classroom screen is gone (the rating page, say). */
export const recordingQueue = () => {
  sharedQueue ??= new ChunkQueue();
  return sharedQueue;
};

export class RecordingController {
  readonly store: Store<RecorderState> = createStore<RecorderState>({
    busy: false,
    capturing: null,
    pending: 0,
    consentRefusal: null,
  });
  private capture: CaptureLike | null = null;
  private sources: (CaptureSources & { close(): void }) | null = null;
  private readonly cleanups: (() => void)[] = [];
  private readonly queue: ChunkQueue;
  private readonly play: (sound: AlertSound) => void;
  private known = new Set<string>();

  /** The classroom's state, for the recording controls (outside a classroom they show nothing). */
  get room() {
    return this.options.connection.store;
  }

  constructor(private readonly options: RecordingControllerOptions) {
    this.queue = options.queue ?? recordingQueue();
    this.play = options.play ?? ((sound) => void playAlert(sound));
  }

  /** Follows the classroom's recording events; sends chunks an earlier page left behind. */
  attach(): void {
    const socket = this.options.connection.getSocket();
    const room = this.options.connection.store;
    if (socket) {
      const onStart = (live: LiveRecording) => this.setLive(live);
      const onEnd = ({ recordingId }: { recordingId: string }) => {
        if (room.get().recording?.recordingId === recordingId) this.setLive(null);
        if (this.store.get().capturing === recordingId) void this.stopCapture();
      };
      // Someone without consent joined: the running recording leaves them out from now on, without a new alert.
      const onUpdated = (live: LiveRecording) => {
        if (room.get().recording?.recordingId === live.recordingId) room.update((s) => ({ ...s, recording: live }));
      };
      const onJoined = ({ user }: { user: Participant }) => this.joined(user);
      socket.on('start_recording', onStart);
      socket.on('recording_updated', onUpdated);
      socket.on('end_recording', onEnd);
      socket.on('new_joined', onJoined);
      this.cleanups.push(() => {
        socket.off('start_recording', onStart);
        socket.off('recording_updated', onUpdated);
        socket.off('end_recording', onEnd);
        socket.off('new_joined', onJoined);
      });
    }
    this.known = new Set(
      room
        .get()
        .participants.filter((p) => p.status !== 'OFFLINE')
        .map((p) => p.connection),
    );
    // A late joiner hears the alert once for a recording already running (R34).
    if (room.get().recording) this.play('started');
    this.cleanups.push(room.subscribe(() => this.checkOrphan()));
    this.checkOrphan();
    this.cleanups.push(this.queue.onPending((pending) => this.patch({ pending })));
    window.addEventListener('online', this.queue.kick);
    this.cleanups.push(() => window.removeEventListener('online', this.queue.kick));
    this.queue.kick();
  }

  /** Stops capturing (its last chunk still goes to the outbox) and lets go of the events. */
  async detach(): Promise<void> {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    await this.stopCapture();
  }

  /**
   * A host starts recording; needs the socket (spec 5 and 8: the toast otherwise). A refusal for want of consent is
   * kept for the host to answer (`consentRefusal`): `start({ withoutThem: true })` records leaving those students out.
   */
  start({ withoutThem = false } = {}): void {
    const socket = this.liveSocket();
    if (!socket || !canRecord()) {
      this.options.notify(socket ? recordingTexts.unsupported : recordingTexts.noConnection);
      return;
    }
    if (this.store.get().busy) return;
    this.patch({ busy: true, consentRefusal: null });
    const payload = withoutThem ? { leaveOutWithoutConsent: true } : {};
    socket.timeout(ackTimeoutMs).emit('start_recording', payload, (err, answer) => {
      if (err || answer.error !== undefined || !answer.proceed) {
        this.patch({ busy: false });
        if (err) return this.options.notify(recordingTexts.noConnection);
        if (answer.error !== undefined && answer.code === 'CONSENT_REQUIRED')
          return this.patch({ consentRefusal: answer.error });
        if (answer.error !== undefined) this.options.notify(answer.error);
        return;
      }
      // Capturing before the state says so: the orphan check must find this tab recording.
      this.startCapture(answer.recordingId);
      const { recordingId, initiator, startedAt, leftOut } = answer;
      this.setLive({ recordingId, initiator, startedAt, leftOut });
      this.patch({ busy: false });
    });
  }

  /** The host lets a consent refusal be, without recording. */
  dismissRefusal(): void {
    this.patch({ consentRefusal: null });
  }

  /** A host stops the recording, on the server's `proceed`. */
  stop(): void {
    const socket = this.liveSocket();
    if (!socket) {
      this.options.notify(recordingTexts.noConnection);
      return;
    }
    if (this.store.get().busy) return;
    this.patch({ busy: true });
    const recordingId = this.options.connection.store.get().recording?.recordingId;
    socket.timeout(ackTimeoutMs).emit('end_recording', {}, (err, answer) => {
      this.patch({ busy: false });
      if (err) return this.options.notify(recordingTexts.noConnection);
      if (answer.error !== undefined) return this.options.notify(answer.error);
      if (!answer.proceed) return;
      if (recordingId && this.options.connection.store.get().recording?.recordingId === recordingId) this.setLive(null);
      void this.stopCapture();
    });
  }

  private liveSocket() {
    const socket = this.options.connection.getSocket();
    return socket?.connected && this.options.connection.store.get().ready ? socket : null;
  }

  private patch(patch: Partial<RecorderState>) {
    this.store.update((s) =>
      Object.entries(patch).every(([k, v]) => s[k as keyof RecorderState] === v) ? s : { ...s, ...patch },
    );
  }

  private setLive(live: LiveRecording | null) {
    const before = this.options.connection.store.get().recording;
    if ((before?.recordingId ?? null) === (live?.recordingId ?? null)) return;
    this.options.connection.store.update((s) => ({ ...s, recording: live }));
    this.play(live ? 'started' : 'stopped');
  }

  /** Someone new came online: the join alert (0.6). */
  private joined(user: Participant) {
    const online = user.status !== 'OFFLINE';
    const isNew = online && !this.known.has(user.connection);
    if (online) this.known.add(user.connection);
    else this.known.delete(user.connection);
    const you = this.options.connection.store.get().you;
    if (isNew && user.connection !== you?.connection) this.play('joined');
  }

  /**
   * The room says this tab records, but it does not (the page was reloaded mid-recording): end it, so nobody is
   * told a lesson is recorded when it is not. What was recorded is kept and joined.
   */
  private checkOrphan() {
    const state = this.options.connection.store.get();
    const mine = state.recording && state.you && state.recording.initiator.connection === state.you.connection;
    if (!mine || this.capture || this.store.get().busy || !state.ready || !selfOf(state)) return;
    this.stop();
  }

  private startCapture(recordingId: string) {
    const sources = classroomSources(this.options.connection.store, this.options.media);
    const handlers: CaptureHandlers = {
      onChunk: ({ seq, blob, final }) => void this.queue.add({ recordingId, seq, blob, final }),
      onThumbnail: (blob) => void this.sendThumbnail(recordingId, blob, 1),
      onStopped: () => {
        if (this.store.get().capturing === recordingId) this.stop();
      },
    };
    try {
      const capture = (this.options.createCapture ?? ((s, h) => new Capture(s, h)))(sources, handlers);
      capture.start();
      this.capture = capture;
      this.sources = sources;
      this.patch({ capturing: recordingId });
    } catch (error) {
      sources.close();
      this.options.notify(error instanceof Error ? error.message : recordingTexts.unsupported);
      // After the start's answer is handled: end what the server started.
      setTimeout(() => this.stop(), 0);
    }
  }

  private async stopCapture() {
    const capture = this.capture;
    this.capture = null;
    if (!capture) return;
    this.patch({ capturing: null });
    await capture.stop();
    this.sources?.close();
    this.sources = null;
  }

  private async sendThumbnail(recordingId: string, blob: Blob, attempt: number): Promise<void> {
    try {
      await (this.options.uploadThumbnail ?? uploadThumbnail)(recordingId, blob);
    } catch {
      if (attempt < 5) setTimeout(() => void this.sendThumbnail(recordingId, blob, attempt + 1), 5000 * attempt);
    }
  }
}
