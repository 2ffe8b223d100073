/**
 * The classroom's one announcer (ADR 0077), outside React like the connection: it watches the classroom store and
 * keeps the last few announcements for the visually hidden live regions to show. Chat messages are announced at
 * most once per `chatIntervalMs`: the first at once, those that follow within the interval as one summary.
 */
import type { ClassroomState } from '../connection/classroom-state';
import { createStore, type Store } from '../connection/store';
import { announcementTexts, type HeardMessage, newsBetween } from './announcements';

export interface Announcement {
  /** Tells two equal texts apart, so the second is announced too. */
  id: number;
  text: string;
  /** Read at once (assertive), interrupting; else when the screen reader is idle (polite). */
  urgent: boolean;
}

export interface AnnouncerOptions {
  chatIntervalMs?: number;
  /** How many announcements stay in the regions (older ones are dropped; screen readers read additions only). */
  keep?: number;
}

const messageTextLimit = 160;
const shorten = (text: string) => (text.length > messageTextLimit ? `${text.slice(0, messageTextLimit - 1)}…` : text);

export class ClassroomAnnouncer {
  readonly store: Store<Announcement[]> = createStore<Announcement[]>([]);
  private ids = 0;
  private pending: HeardMessage[] = [];
  private cooldown: ReturnType<typeof setTimeout> | null = null;
  private readonly chatIntervalMs: number;
  private readonly keep: number;

  constructor(
    private readonly room: Store<ClassroomState>,
    options: AnnouncerOptions = {},
  ) {
    this.chatIntervalMs = options.chatIntervalMs ?? 5000;
    this.keep = options.keep ?? 3;
  }

  /** Starts listening to the classroom; answers the function that stops it. */
  attach(): () => void {
    let previous = this.room.get();
    let waited = previous.waiting;
    const unsubscribe = this.room.subscribe(() => {
      const next = this.room.get();
      waited ||= next.waiting;
      const news = newsBetween(previous, next, waited);
      if (next.ready) waited = false;
      previous = next;
      for (const item of news) {
        if (item.kind === 'messages') this.hearMessages(item.messages);
        else this.say(item.text, item.urgent);
      }
    });
    return () => {
      unsubscribe();
      if (this.cooldown) clearTimeout(this.cooldown);
      this.cooldown = null;
      this.pending = [];
    };
  }

  /** Announces a text now. */
  say(text: string, urgent = false): void {
    const announcement = { id: ++this.ids, text, urgent };
    this.store.update((list) => [...list, announcement].slice(-this.keep));
  }

  private hearMessages(messages: HeardMessage[]): void {
    this.pending.push(...messages);
    if (!this.cooldown) this.flushMessages();
  }

  /** Says what waited, then holds further chat announcements for the interval. */
  private flushMessages(): void {
    const messages = this.pending;
    this.pending = [];
    this.cooldown = null;
    if (!messages.length) return;
    const [first] = messages;
    if (messages.length === 1 && first) this.say(announcementTexts.messageFrom(first.from, shorten(first.text)));
    else
      this.say(
        announcementTexts.messagesFrom(
          messages.length,
          messages.map((m) => m.from),
        ),
      );
    this.cooldown = setTimeout(() => this.flushMessages(), this.chatIntervalMs);
  }
}
