/**
 * `WhiteboardSync` keeps one board's Y.Doc in step with the classroom socket (R24–R27). It lives outside React
 * state: create it with the doc, call `destroy()` when the board closes.
 */
import { classroom } from '@chalkline/contracts';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { type PresenceState, type RemotePresence, readPresence } from './presence';
import type { Point, WhiteboardElement, WhiteboardUser } from './types';
import {
  type ClassroomSocket,
  isEmptyUpdate,
  type SocketListener,
  type StateInput,
  toBytes,
  untyped,
  type WhiteboardSocket,
} from './wire';

export interface WhiteboardSyncOptions {
  socket: ClassroomSocket;
  whiteboardId: string;
  doc: Y.Doc;
  user: WhiteboardUser;
  /** Delay before this user's name, colour and cursor are shared (classroom spec §9: 5 s). */
  awarenessInitMs?: number;
  /** Cursor and in-progress stroke are shared at most this often. */
  throttleMs?: number;
  /** A refused update (e.g. the board was closed meanwhile). */
  onError?: (message: string) => void;
}

type Payload<T> = { whiteboardId: string } & T;

export class WhiteboardSync {
  readonly awareness: Awareness;
  readonly whiteboardId: string;
  /** The origin of updates that came from the server: they are applied, never sent back. */
  readonly remoteOrigin = { kind: 'whiteboard-remote' };
  private readonly socket: WhiteboardSocket;
  private readonly doc: Y.Doc;
  private readonly options: WhiteboardSyncOptions;
  /** False from a disconnect until the fresh snapshot is merged: updates made meanwhile go with the diff. */
  private live: boolean;
  private initialised = false;
  private initTimer: ReturnType<typeof setTimeout> | undefined;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private pending: PresenceState = {};
  private presence: readonly RemotePresence[] = [];
  private presenceListeners = new Set<() => void>();
  private readonly handlers: [string, SocketListener][];

  constructor(options: WhiteboardSyncOptions) {
    this.options = options;
    this.socket = untyped(options.socket);
    this.doc = options.doc;
    this.whiteboardId = options.whiteboardId;
    this.live = options.socket.connected;
    this.awareness = new Awareness(options.doc);
    this.handlers = [
      ['y_update', this.onRemoteUpdate],
      ['start_whiteboard', this.onStart],
      ['access_granted', this.onSnapshot],
      ['disconnect', this.onDisconnect],
      ['y_awareness_update', this.onRemoteAwareness],
      ['remove-awareness', this.onRemoveAwareness],
      ['y_remove_awareness', this.onRemoveAwareness],
    ];
    for (const [event, handler] of this.handlers) this.socket.on(event, handler);
    this.doc.on('update', this.onLocalUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    this.awareness.on('change', this.onAwarenessChange);
    this.initTimer = setTimeout(this.initAwareness, options.awarenessInitMs ?? classroom.whiteboardAwarenessInitMs);
  }

  /**
   * Merges a whole state from the server (the open ack, `start_whiteboard`, or the snapshot after a reconnect)
   * and sends what this doc has that the server's state lacks, so nothing drawn offline is lost.
   */
  applyState(state: StateInput): void {
    const bytes = toBytes(state);
    if (bytes.byteLength) Y.applyUpdate(this.doc, bytes, this.remoteOrigin);
    this.live = this.socket.connected;
    if (!this.live) return;
    const serverVector = bytes.byteLength ? Y.encodeStateVectorFromUpdate(bytes) : Y.encodeStateVector(new Y.Doc());
    const diff = Y.encodeStateAsUpdate(this.doc, serverVector);
    if (!isEmptyUpdate(diff)) this.send(diff);
  }

  /** This user's pointer on the board (board units), or null when it left the board. */
  setCursor(cursor: Point | null): void {
    this.pending.cursor = cursor;
    this.schedule();
  }

  /** The element being drawn, shown live to the others; null when it was committed or dropped (sent at once). */
  setDraft(draft: WhiteboardElement | null): void {
    this.pending.draft = draft;
    if (draft) this.schedule();
    else this.flush();
  }

  /** The other people on the board: names, colours, cursors and strokes in progress. */
  getPresence = (): readonly RemotePresence[] => this.presence;

  subscribePresence = (listener: () => void): (() => void) => {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  };

  /** Stops syncing and tells the others to drop this user's cursor. */
  destroy(): void {
    clearTimeout(this.initTimer);
    clearTimeout(this.flushTimer);
    for (const [event, handler] of this.handlers) this.socket.off(event, handler);
    this.doc.off('update', this.onLocalUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    this.awareness.off('change', this.onAwarenessChange);
    if (this.initialised && this.socket.connected)
      this.socket.emit('remove-awareness', { awarenessId: this.doc.clientID });
    this.awareness.destroy();
    this.presenceListeners.clear();
  }

  private send(update: Uint8Array) {
    this.socket.emit('y_update', { whiteboardId: this.whiteboardId, update }, (answer?: { error?: string }) => {
      if (answer?.error) this.options.onError?.(answer.error);
    });
  }

  private sendAwareness() {
    if (!this.initialised || !this.live) return;
    const id = this.doc.clientID;
    this.socket.emit('y_awareness_update', { update: encodeAwarenessUpdate(this.awareness, [id]), awarenessId: id });
  }

  private onLocalUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this.remoteOrigin || !this.live) return;
    this.send(update);
  };

  private onRemoteUpdate = ({ whiteboardId, update }: Payload<{ update: StateInput }>) => {
    if (whiteboardId !== this.whiteboardId) return;
    try {
      Y.applyUpdate(this.doc, toBytes(update), this.remoteOrigin);
    } catch {
      this.options.onError?.('A whiteboard update could not be read');
    }
  };

  private onStart = ({ whiteboardId, state }: Payload<{ state: StateInput }>) => {
    if (whiteboardId === this.whiteboardId) this.applyState(state);
  };

  private onSnapshot = (snapshot: { whiteboard?: { key: string; state: string | null } | null }) => {
    if (snapshot.whiteboard?.key !== this.whiteboardId) return;
    const others = [...this.awareness.getStates().keys()].filter((id) => id !== this.doc.clientID);
    removeAwarenessStates(this.awareness, others, this.remoteOrigin);
    this.applyState(snapshot.whiteboard.state);
    this.sendAwareness();
  };

  private onDisconnect = () => {
    this.live = false;
  };

  private onRemoteAwareness = ({ update }: { update: StateInput }) => {
    try {
      applyAwarenessUpdate(this.awareness, toBytes(update), this.remoteOrigin);
    } catch {
      // A malformed cursor message is not worth more than ignoring it.
    }
  };

  private onRemoveAwareness = ({ awarenessId }: { awarenessId: number | string }) => {
    const id = Number(awarenessId);
    if (id !== this.doc.clientID && this.awareness.states.has(id))
      removeAwarenessStates(this.awareness, [id], this.remoteOrigin);
  };

  private onAwarenessUpdate = ({ added }: { added: number[] }, origin: unknown) => {
    // Our own changes go out; a newcomer's first message is answered with our state so they see us too.
    if (origin === 'local' || (origin === this.remoteOrigin && added.some((id) => id !== this.doc.clientID)))
      this.sendAwareness();
  };

  private onAwarenessChange = () => {
    this.presence = readPresence(this.awareness.getStates(), this.doc.clientID);
    for (const listener of this.presenceListeners) listener();
  };

  private initAwareness = () => {
    this.initialised = true;
    const { user } = this.options;
    this.awareness.setLocalState({
      cursor: null,
      draft: null,
      ...this.awareness.getLocalState(),
      ...this.pending,
      user,
    });
    this.pending = {};
  };

  private schedule() {
    this.flushTimer ??= setTimeout(() => this.flush(), this.options.throttleMs ?? 40);
  }

  private flush() {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.awareness.setLocalState({ ...this.awareness.getLocalState(), ...this.pending });
    this.pending = {};
  }
}
