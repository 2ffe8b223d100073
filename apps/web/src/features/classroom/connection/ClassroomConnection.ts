import {
  type ClassroomLocks,
  classroom,
  type LaunchConfig,
  type MediaSource,
  meetNamespace,
  type reactions,
} from '@chalkline/contracts';
import { ChatOutbox, type ChatTransport } from '../chat/chat-outbox';
import { createTypingSender, type TypingSender } from '../chat/typing';
import { type ClassroomState, chatRoomOf, initialClassroomState, selfOf } from './classroom-state';
import { launchOrReattach } from './launch';
import { type AuthCallback, defaultOpenSocket, type MeetSocket } from './meet-socket';
import { createUpdatePoller, type Poller } from './polling';
import { applyUpdates, type OwnFlags, setChatVisible, setOwnFlags, setPresenting, togglePinned } from './reducers';
import { bindRoomEvents, Timers } from './room-events';
import { createStore, type Store } from './store';

export interface ConnectionOptions {
  meetingId: string;
  config: LaunchConfig;
  /** A token for each (re)connect attempt: a fresh socket ticket, or this meeting's guest ticket (R1). */
  token: () => Promise<string>;
  /** This tab's id, the same across reconnects. */
  instanceId: string;
  /** Shows a server alert to the user (a toast for 4 s). */
  notify: (message: string) => void;
  /** Opens the socket; replaced in tests. */
  openSocket?: (namespace: string, auth: AuthCallback, config?: LaunchConfig) => MeetSocket;
  /** Attachments upload and history pages; replaced in tests. */
  chat?: Partial<ChatTransport>;
  /** Runs as Leave Meeting begins, with the room as this client last saw it (a demo's host ends the demo). */
  beforeLeave?: (state: ClassroomState) => Promise<void>;
}

const ackTimeoutMs = 10_000;

/**
 * One tab's place in a live classroom, kept outside React (like edumeet's room client): it owns the socket,
 * launches (R3), re-launches or re-attaches after a drop (R10), retries, polls for updates and resends unsent
 * messages. Components read `store` with `useSyncExternalStore` and call the methods here.
 */
export class ClassroomConnection {
  readonly store: Store<ClassroomState>;
  readonly chat: ChatOutbox;
  private socket: MeetSocket | null = null;
  private closed = false;
  private refusedAttempts = 0;
  private readonly timers = new Timers();
  private readonly poller: Poller;
  private readonly typing: TypingSender;

  constructor(private readonly options: ConnectionOptions) {
    this.store = createStore(initialClassroomState(options.meetingId, options.config));
    this.chat = new ChatOutbox(this.store, () => this.liveSocket(), options.notify, options.chat);
    this.poller = createUpdatePoller(() => this.pollUpdates());
    this.typing = createTypingSender({
      typing: () => this.emitTyping(true),
      typingOff: () => this.emitTyping(false),
    });
  }

  /** Opens the socket; `launch` follows on connect. */
  connect(): void {
    if (this.socket) return;
    this.closed = false;
    const { instanceId } = this.options;
    const auth: AuthCallback = (callback) =>
      void this.options.token().then(
        (token) => callback({ token, instanceId }),
        () => callback({ token: '', instanceId }),
      );
    const open = this.options.openSocket ?? defaultOpenSocket;
    const socket = open(meetNamespace(this.options.meetingId), auth, this.options.config);
    this.socket = socket;
    socket.on('connect', this.handleConnect);
    socket.on('disconnect', this.handleDisconnect);
    socket.on('connect_error', this.handleConnectError);
    socket.io.on('reconnect_attempt', () => this.setLink({ active: true }));
    socket.io.on('reconnect_failed', () => this.setLink({ active: false }));
    bindRoomEvents(socket, {
      store: this.store,
      timers: this.timers,
      notify: this.options.notify,
      onAdmitted: this.handleAdmitted,
      onForeignMessage: (message) => this.chat.reportDelivered(message),
      onReplaced: () => this.close(),
    });
    window.addEventListener('online', this.retry);
    this.setLink({ active: true });
    socket.connect();
  }

  /**
   * The classroom socket for features that add their own events (whiteboard, media); the same object across
   * reconnects, null before `connect` and after `close`.
   */
  getSocket(): MeetSocket | null {
    return this.socket;
  }

  /** Tries again now, e.g. when the browser is back online or the user asks to reconnect. */
  readonly retry = (): void => {
    const socket = this.socket;
    if (this.closed || !socket || socket.connected) return;
    this.refusedAttempts = 0;
    this.setLink({ active: true });
    socket.connect();
  };

  /** Closes on purpose: no retries after this. */
  close(): void {
    this.closed = true;
    this.poller.stop();
    this.timers.clearAll();
    this.typing.stop();
    this.chat.stopRetrying();
    window.removeEventListener('online', this.retry);
    this.socket?.disconnect();
    this.socket?.removeAllListeners();
    this.socket = null;
    this.setLink({ connected: false, active: false });
  }

  /** Leaves the classroom (R15) and closes; answers the lesson's session id for the rating page. */
  async leave(): Promise<string | null> {
    await this.options.beforeLeave?.(this.store.get());
    const socket = this.liveSocket();
    if (socket) await new Promise<void>((resolve) => socket.timeout(3000).emit('leave_meeting', {}, () => resolve()));
    this.typing.stop();
    this.close();
    return this.store.get().sessionId;
  }

  /** A host lets a waiting person in (R5). */
  admit(connection: string): void {
    this.liveSocket()
      ?.timeout(ackTimeoutMs)
      .emit('access_granted', { connection }, (err, answer) => {
        if (!err && answer.error) this.options.notify(answer.error);
      });
  }

  /** A host declines a waiting person (R5). */
  decline(connection: string): void {
    this.liveSocket()
      ?.timeout(ackTimeoutMs)
      .emit('access_acception', { connection, accepted: false }, (err, answer) => {
        if (!err && answer.error) this.options.notify(answer.error);
      });
  }

  /** A host stops someone's camera, microphone or screen share (R29); the person's client turns it off. */
  stopMedia(connection: string, source: MediaSource): void {
    this.liveSocket()
      ?.timeout(ackTimeoutMs)
      .emit('stop_producer', { connection, source }, (err, answer) => {
        if (!err && answer.error) this.options.notify(answer.error);
      });
  }

  /** A host turns classroom locks on or off (ADR 0075); everyone's switches follow `locks_changed`. */
  setLocks(locks: Partial<ClassroomLocks>): void {
    this.liveSocket()
      ?.timeout(ackTimeoutMs)
      .emit('set_locks', { locks }, (err, answer) => {
        if (!err && answer.error) this.options.notify(answer.error);
      });
  }

  /** Raises or lowers one's hand (R13); others see a dot. */
  toggleHand(): void {
    const socket = this.liveSocket();
    if (!socket) return;
    const raised = !this.store.get().config.isHandRaised;
    this.setOwnFlags({ isHandRaised: raised });
    socket.timeout(ackTimeoutMs).emit('raise_hand', raised, (err, answer) => {
      if (err || answer.error) this.setOwnFlags({ isHandRaised: !raised });
    });
  }

  /** Sends one of the six reactions (R14); the server echoes it to everyone, the sender included. */
  react(value: (typeof reactions)[number]): void {
    this.liveSocket()
      ?.timeout(ackTimeoutMs)
      .emit('reaction', { value }, () => {});
  }

  /** Local microphone and camera flags until media forwarding arrives. */
  setAudio(isAudioEnabled: boolean): void {
    this.setOwnFlags({ isAudioEnabled });
  }

  setVideo(isVideoEnabled: boolean): void {
    this.setOwnFlags({ isVideoEnabled });
  }

  setPresenting(isPresenting: boolean): void {
    this.store.update((s) => setPresenting(s, isPresenting));
  }

  /** Pins a tile (moving it first) or unpins it. */
  togglePin(connection: string): void {
    this.store.update((s) => togglePinned(s, connection));
  }

  /** The chat is on screen or not: decides the unread count. */
  setChatVisible(visible: boolean): void {
    this.store.update((s) => setChatVisible(s, visible));
  }

  /** Call on each keystroke in the composer (R20). */
  keystroke(): void {
    this.typing.keystroke();
  }

  stopTyping(): void {
    this.typing.stop();
  }

  private liveSocket(): MeetSocket | null {
    const socket = this.socket;
    return socket?.connected && this.store.get().ready ? socket : null;
  }

  private setLink(link: Partial<Pick<ClassroomState, 'connected' | 'active'>>) {
    this.store.update((s) =>
      Object.entries(link).every(([k, v]) => s[k as keyof typeof link] === v) ? s : { ...s, ...link },
    );
  }

  private setOwnFlags(flags: OwnFlags) {
    this.store.update((s) => setOwnFlags(s, flags));
  }

  private emitTyping(on: boolean): boolean {
    const socket = this.liveSocket();
    const state = this.store.get();
    const self = selfOf(state);
    const roomId = chatRoomOf(state);
    if (!socket || !self || !roomId) return false;
    if (on) socket.emit('typing', { key: self.key, connection: self.connection, roomId, firstName: self.firstName });
    else socket.emit('typing_off', { key: self.key, connection: self.connection });
    return true;
  }

  private readonly handleConnect = () => {
    this.refusedAttempts = 0;
    this.setLink({ connected: true, active: true });
    if (this.socket) launchOrReattach(this.socket, this.store, ackTimeoutMs);
  };

  private readonly handleAdmitted = () => {
    this.chat.resendUnsent();
    this.poller.start();
  };

  private readonly handleDisconnect = () => {
    this.poller.stop();
    this.chat.forgetInFlight();
    this.setLink({ connected: false, active: !this.closed && Boolean(this.socket?.active) });
  };

  /** A refused handshake (no ticket while offline, say) is not retried by Socket.IO itself: retry a few times. */
  private readonly handleConnectError = (error: Error) => {
    const socket = this.socket;
    if (!socket || this.closed) return;
    if (socket.active) {
      this.setLink({ connected: false, active: true });
      return;
    }
    this.refusedAttempts += 1;
    if (this.refusedAttempts > classroom.reconnectAttempts) {
      this.setLink({ connected: false, active: false });
      this.options.notify(error.message);
      return;
    }
    this.setLink({ connected: false, active: true });
    this.timers.set('refused-retry', 1000 * this.refusedAttempts, () => {
      if (!this.closed && !socket.connected) socket.connect();
    });
  };

  private pollUpdates(): Promise<boolean> {
    const socket = this.liveSocket();
    if (!socket) return Promise.resolve(false);
    return new Promise((resolve) => {
      socket.timeout(ackTimeoutMs).emit('get_meeting_updates', {}, (err, answer) => {
        if (err || answer.error !== undefined) return resolve(false);
        let changed = false;
        this.store.update((s) => {
          const result = applyUpdates(s, answer);
          changed = result.changed;
          return result.state;
        });
        resolve(changed);
      });
    });
  }
}
