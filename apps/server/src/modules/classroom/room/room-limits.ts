/**
 * Rate limits on room events (R32, ADR 0031): per socket and per person, per kind of event, far above what a
 * real lesson does (the clients' own throttles are in the comments), so only a hostile or broken client meets
 * them. Counters live in Redis with `REDIS_URL` (every node counts together), in memory otherwise. An event
 * over a limit is answered `{ error, code: 'RATE_LIMITED' }` before its handler runs: nothing is stored or sent.
 */
import type { ClientEventName, ClientEventPayload } from '@chalkline/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../../errors/app-error.js';
import { createLimiter, type RateLimitStore } from '../../../http/rate-limit.js';

/** A budget of events per window, for one socket and (larger) for one person over all their sockets. */
export interface RoomLimit {
  perSocket: number;
  perPerson: number;
  windowSeconds: number;
}

export type RoomLimitKind =
  | 'chat'
  | 'receipts'
  | 'typing'
  | 'reactions'
  | 'hands'
  | 'polls'
  | 'whiteboard'
  | 'media'
  | 'admission'
  | 'decisions'
  | 'updates';

export type RoomLimitsTable = Record<RoomLimitKind, RoomLimit>;

/** The limits (documented in docs/realtime-protocol.md R32). */
export const roomLimits: RoomLimitsTable = {
  // A fast typist sends a message every few seconds; 20 in 10 s is a flood.
  chat: { perSocket: 20, perPerson: 30, windowSeconds: 10 },
  // Clients report at most one delivered and one read receipt per 300 ms (R19b): about 7 a second.
  receipts: { perSocket: 100, perPerson: 150, windowSeconds: 10 },
  // Typing at most every 2 s plus typing-off (R20).
  typing: { perSocket: 30, perPerson: 45, windowSeconds: 10 },
  // One of six reactions living 5 s (R14); a child tapping as fast as they can stays under 2 a second.
  reactions: { perSocket: 20, perPerson: 30, windowSeconds: 10 },
  hands: { perSocket: 20, perPerson: 30, windowSeconds: 10 },
  // A student changing their mind on a poll, and a host opening, closing and showing one (ADR 0073).
  polls: { perSocket: 20, perPerson: 30, windowSeconds: 10 },
  // The board sends its updates and cursor at most every 40 ms each: 50 a second while drawing.
  whiteboard: { perSocket: 1000, perPerson: 1500, windowSeconds: 10 },
  // Joining a full room consumes every producer (consume, connect, resume): about 60 requests at once.
  media: { perSocket: 300, perPerson: 450, windowSeconds: 10 },
  // Launching and re-launching (each reads the database): once per (re)connect of a tab.
  admission: { perSocket: 10, perPerson: 60, windowSeconds: 10 },
  // A host letting a whole class in (or declining) one by one.
  decisions: { perSocket: 100, perPerson: 150, windowSeconds: 10 },
  // Participant polls run every 5 s or slower (R16).
  updates: { perSocket: 30, perPerson: 60, windowSeconds: 10 },
};

/** Which budget each classroom event draws on. */
export const limitOfEvent: Partial<Record<ClientEventName, RoomLimitKind>> = {
  message: 'chat',
  message_read: 'receipts',
  message_delivered: 'receipts',
  typing: 'typing',
  typing_off: 'typing',
  join_room: 'updates',
  reaction: 'reactions',
  give_reaction: 'reactions',
  raise_hand: 'hands',
  poll_open: 'polls',
  poll_close: 'polls',
  poll_results: 'polls',
  poll_answer: 'polls',
  poll_state: 'updates',
  start_whiteboard: 'whiteboard',
  // A host starting and stopping a recording (R33), counted with the other host decisions.
  start_recording: 'decisions',
  end_recording: 'decisions',
  // A host changing the classroom locks (L1).
  set_locks: 'decisions',
  // A host's controls (H1–H6), and a person's low-bandwidth choice and its counters (H7, H8).
  mute_all: 'decisions',
  lower_hands: 'decisions',
  remove_message: 'decisions',
  spotlight: 'decisions',
  receive_video: 'media',
  media_stats: 'updates',
  // Breakout rooms (B1–B12): a host's moves are decisions; a student's choice and the cockpit's reads are updates.
  breakout_open: 'decisions',
  breakout_assign: 'decisions',
  breakout_shuffle: 'decisions',
  breakout_let_choose: 'decisions',
  breakout_timer: 'decisions',
  breakout_broadcast: 'decisions',
  breakout_visit: 'decisions',
  breakout_close: 'decisions',
  breakout_choose: 'updates',
  breakout_cockpit: 'updates',
  end_whiteboard: 'whiteboard',
  y_update: 'whiteboard',
  y_awareness_update: 'whiteboard',
  'remove-awareness': 'whiteboard',
  call: 'media',
  create_transport: 'media',
  connect_transport: 'media',
  close_transport: 'media',
  produce: 'media',
  get_producers: 'media',
  producer_paused: 'media',
  producer_resumed: 'media',
  producer_closed: 'media',
  consume: 'media',
  consumer_resume: 'media',
  consumer_paused: 'media',
  consumer_resumed: 'media',
  consumer_preferred_layer: 'media',
  close_consumer: 'media',
  check_producer_state: 'media',
  restart_ice: 'media',
  stop_producer: 'media',
  launch: 'admission',
  on_reconnect: 'admission',
  access_granted: 'decisions',
  access_acception: 'decisions',
  leave_meeting: 'admission',
  check_online: 'updates',
  get_meeting_updates: 'updates',
};

export const rateLimitedText = 'You are doing that too often. Please wait a moment and try again.';

export interface RoomLimitsOptions {
  store: RateLimitStore;
  /** Replaces some limits (tests). */
  limits?: Partial<RoomLimitsTable>;
  /** Whether a chat message key is already stored: its resend is answered from storage, not refused (R18). */
  isStoredMessage: (key: string) => Promise<boolean>;
}

/** The limiters of every kind, and a check to run before an event's handler. */
export function createRoomLimits(options: RoomLimitsOptions) {
  const limits = { ...roomLimits, ...options.limits };
  const limiters = new Map<RoomLimitKind, { socket: RateLimiterAbstract; person: RateLimiterAbstract }>();
  for (const [kind, limit] of Object.entries(limits) as [RoomLimitKind, RoomLimit][]) {
    const duration = limit.windowSeconds;
    limiters.set(kind, {
      socket: createLimiter(options.store, `events-${kind}-socket`, { points: limit.perSocket, duration }),
      person: createLimiter(options.store, `events-${kind}-person`, { points: limit.perPerson, duration }),
    });
  }
  /** Takes one point; false when the budget is spent. A failing store lets the event through (never a 500). */
  const take = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof Error) return true;
      return false;
    }
  };

  return {
    limits,
    /**
     * Counts the event against the socket's and the person's budgets; throws `RATE_LIMITED` when either is
     * spent, unless it is the resend of a message already stored (R18 answers it from storage).
     */
    async check<E extends ClientEventName>(
      who: { socketId: string; personKey: string },
      event: E,
      payload: ClientEventPayload<E>,
    ) {
      const kind = limitOfEvent[event];
      if (!kind) return;
      const pair = limiters.get(kind)!;
      const ok = (await take(pair.socket, who.socketId)) && (await take(pair.person, who.personKey));
      if (ok) return;
      if (event === 'message') {
        const key = (payload as ClientEventPayload<'message'>).message.key;
        if (await options.isStoredMessage(key)) return;
      }
      throw new AppError(429, 'RATE_LIMITED', rateLimitedText);
    },
  };
}
export type RoomLimits = ReturnType<typeof createRoomLimits>;
