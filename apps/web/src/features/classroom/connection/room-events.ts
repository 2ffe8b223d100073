/** Server → client events of the classroom namespace, applied to the store (R5–R20). */
import { type ChatMessage, classroom } from '@chalkline/contracts';
import {
  applyBreakoutMessage,
  applyBreakouts,
  applyBreakoutWarning,
  isOtherRoomsChat,
} from '../breakouts/breakout-reducers';
import { addReceipt } from '../chat/messages';
import { clearTyping, remoteTypingClearMs, setTyping } from '../chat/typing';
import { applySpotlight, dropMessage, lowerAllHands } from '../host-controls/host-control-reducers';
import type { ClassroomState } from './classroom-state';
import type { MeetSocket } from './meet-socket';
import {
  applyLocks,
  applySnapshot,
  applyUpdates,
  patchParticipant,
  receiveMessage,
  removeParticipant,
  removeRequest,
  upsertParticipant,
  upsertRequest,
} from './reducers';
import type { Store } from './store';

/** Named timeouts: setting one again replaces it. */
export class Timers {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  set(name: string, ms: number, run: () => void) {
    clearTimeout(this.timers.get(name));
    this.timers.set(
      name,
      setTimeout(() => {
        this.timers.delete(name);
        run();
      }, ms),
    );
  }

  clear(name: string) {
    clearTimeout(this.timers.get(name));
    this.timers.delete(name);
  }

  clearAll() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

export interface RoomEventHandlers {
  store: Store<ClassroomState>;
  timers: Timers;
  notify: (message: string) => void;
  /** The room snapshot arrived (first admission or re-admission after a drop). */
  onAdmitted: () => void;
  /** A message from someone else arrived. */
  onForeignMessage: (message: ChatMessage) => void;
  /** A newer tab of the same person took this one's place (R31): stop, and do not reconnect. */
  onReplaced: () => void;
}

let reactionIds = 0;

export function bindRoomEvents(
  socket: MeetSocket,
  { store, timers, notify, onAdmitted, onForeignMessage, onReplaced }: RoomEventHandlers,
) {
  const update = store.update;

  socket.on('alert', ({ message, code }) => {
    if (code === 'joined_elsewhere') {
      // Shown in place of the meeting, not as a toast.
      update((s) => ({ ...s, replaced: message, ready: false, waiting: false }));
      onReplaced();
      return;
    }
    if (code === 'account_ended') {
      // The account was suspended or removed (ADR 0029): the classroom ends here and is not rejoined.
      update((s) => ({ ...s, refused: message, ready: false, waiting: false }));
      onReplaced();
      return;
    }
    if (code === 'join_declined') update((s) => ({ ...s, declined: true, waiting: false }));
    notify(message);
  });
  socket.on('is_waiting', ({ waiting }) =>
    update((s) => (waiting ? { ...s, waiting: true, ready: false, declined: false } : { ...s, waiting: false })),
  );
  socket.on('access_granted', (snapshot) => {
    update((s) => applySnapshot(s, snapshot));
    onAdmitted();
  });
  socket.on('access_request', (request) => update((s) => ({ ...s, requests: upsertRequest(s.requests, request) })));
  socket.on('delete_access_request', ({ connection }) =>
    update((s) => ({ ...s, requests: removeRequest(s.requests, connection) })),
  );
  socket.on('new_joined', ({ user, total }) =>
    update((s) => ({ ...s, participants: upsertParticipant(s.participants, user), total })),
  );
  socket.on('temporary_disconnect', ({ user }) =>
    update((s) => ({ ...s, participants: patchParticipant(s.participants, user, { status: 'RECENTLY_ONLINE' }) })),
  );
  socket.on('leave_meeting', ({ user }) =>
    update((s) => {
      const { [user]: _gone, ...reactions } = s.reactions;
      return {
        ...s,
        participants: removeParticipant(s.participants, user),
        total: Math.max(0, s.total - (s.participants.some((p) => p.connection === user) ? 1 : 0)),
        typing: clearTyping(s.typing, user),
        reactions,
      };
    }),
  );
  socket.on('raise_hand', ({ user, isHandRaised }) =>
    update((s) => ({
      ...s,
      participants: patchParticipant(s.participants, user, { isHandRaised }),
      config: s.you?.connection === user ? { ...s.config, isHandRaised } : s.config,
    })),
  );
  socket.on('reaction', ({ user, value }) => {
    const id = ++reactionIds;
    update((s) => ({ ...s, reactions: { ...s.reactions, [user]: { value, id } } }));
    timers.set(`reaction:${user}`, classroom.reactionLifetimeMs, () =>
      update((s) => {
        if (s.reactions[user]?.id !== id) return s;
        const { [user]: _done, ...reactions } = s.reactions;
        return { ...s, reactions };
      }),
    );
  });

  socket.on('message', (message) => {
    const mine = message.from.key === store.get().you?.key;
    update((s) => receiveMessage(s, message));
    if (!mine) onForeignMessage(message);
  });
  socket.on('message_delivered', ({ key, messageId }) =>
    update((s) => ({
      ...s,
      messages: { ...s.messages, list: addReceipt(s.messages.list, messageId, key, 'delivered') },
    })),
  );
  socket.on('message_read', ({ key, messageId }) =>
    update((s) => ({ ...s, messages: { ...s.messages, list: addReceipt(s.messages.list, messageId, key, 'read') } })),
  );
  // Receipt watermarks for one's own messages, gathered by the server (R19a).
  socket.on('message_receipts', ({ receipts }) =>
    update((s) => {
      const list = receipts.reduce((l, r) => addReceipt(l, r.messageId, r.key, r.kind), s.messages.list);
      return list === s.messages.list ? s : { ...s, messages: { ...s.messages, list } };
    }),
  );
  socket.on('typing', (info) => {
    if (isOtherRoomsChat(store.get(), info.roomId)) return;
    update((s) => ({ ...s, typing: setTyping(s.typing, info) }));
    timers.set(`typing:${info.connection}`, remoteTypingClearMs, () =>
      update((s) => ({ ...s, typing: clearTyping(s.typing, info.connection) })),
    );
  });
  socket.on('typing_off', ({ connection }) => {
    timers.clear(`typing:${connection}`);
    update((s) => ({ ...s, typing: clearTyping(s.typing, connection) }));
  });
  socket.on('updates', (updates) => update((s) => applyUpdates(s, updates).state));
  socket.on('locks_changed', ({ locks }) => update((s) => applyLocks(s, locks)));
  // A host's controls over everyone (ADR 0081).
  socket.on('hands_lowered', () => update(lowerAllHands));
  socket.on('message_removed', ({ messageId }) => update((s) => dropMessage(s, messageId)));
  socket.on('spotlight_changed', ({ connection }) => update((s) => applySpotlight(s, connection)));
  // Breakout rooms (ADR 0087).
  socket.on('breakouts_changed', ({ breakouts }) => update((s) => applyBreakouts(s, breakouts)));
  socket.on('breakout_warning', () => update(applyBreakoutWarning));
  socket.on('breakout_broadcast', (payload) => update((s) => applyBreakoutMessage(s, payload)));
}
