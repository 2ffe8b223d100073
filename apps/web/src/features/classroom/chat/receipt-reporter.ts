import type { ClassroomState } from '../connection/classroom-state';
import type { MeetSocket } from '../connection/meet-socket';
import type { Store } from '../connection/store';
import type { LocalMessage } from './messages';

/** How long arrivals and sightings gather before the newest is reported (R19b). */
export const receiptDebounceMs = 300;
const ackTimeoutMs = 10_000;

/**
 * Reports receipts as watermarks (R19b): one `message_delivered` for the newest message that arrived and one
 * `message_read` for the newest seen, at most once per window, never for one older than already reported. The
 * server applies a receipt to every older message too, and reading also delivers.
 */
export class ReceiptReporter {
  private arrived: string | null = null;
  private seen: string | null = null;
  private reported: { delivered: string | null; read: string | null } = { delivered: null, read: null };
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly store: Store<ClassroomState>,
    private readonly socket: () => MeetSocket | null,
  ) {}

  /** A message from someone else reached this tab. */
  noteArrived(key: string): void {
    this.arrived = this.newer(this.arrived, key);
    this.schedule();
  }

  /** Messages on screen now; those from others that this person has not read yet count. */
  noteSeen(keys: Iterable<string>): void {
    const state = this.store.get();
    const me = state.you?.key;
    if (!me) return;
    for (const key of keys) {
      const message = state.messages.list.find((m) => m.key === key);
      if (message && message.from.key !== me && !message.read.includes(me)) this.seen = this.newer(this.seen, key);
    }
    this.schedule();
  }

  /** The socket dropped: what was reported may not have arrived, so it may be reported again. */
  forget(): void {
    this.reported = { delivered: null, read: null };
  }

  /** Sends what gathered now (the window's end). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket();
    if (!socket) return;
    const { seen, arrived } = this;
    this.seen = null;
    this.arrived = null;
    if (seen && this.newer(this.reported.read, seen) !== this.reported.read) {
      const before = this.reported;
      this.reported = { read: seen, delivered: this.newer(before.delivered, seen) };
      this.emit(socket, 'message_read', seen, () => {
        if (this.reported.read === seen) this.reported = before;
      });
    }
    if (arrived && this.newer(this.reported.delivered, arrived) !== this.reported.delivered) {
      this.reported = { ...this.reported, delivered: arrived };
      this.emit(socket, 'message_delivered', arrived, () => {});
    }
  }

  private schedule() {
    if (!this.timer && (this.arrived || this.seen)) this.timer = setTimeout(() => this.flush(), receiptDebounceMs);
  }

  /** The later of two messages in the chat's order (oldest first); a message no longer listed counts as older. */
  private newer(a: string | null, b: string): string {
    if (!a || a === b) return b;
    const list = this.store.get().messages.list;
    return indexOf(list, b) > indexOf(list, a) ? b : a;
  }

  private emit(socket: MeetSocket, event: 'message_read' | 'message_delivered', key: string, onFail: () => void) {
    const message = this.store.get().messages.list.find((m) => m.key === key);
    if (!message) return;
    socket
      .timeout(ackTimeoutMs)
      .emit(event, { messageId: key, roomId: message.room, kind: 'GROUP', fromId: message.from.key }, (err, answer) => {
        if (err || answer.error) onFail();
      });
  }
}

const indexOf = (list: LocalMessage[], key: string) => list.findIndex((m) => m.key === key);
