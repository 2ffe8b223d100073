/**
 * One table per namespace from client → server event name to its payload schema. Each is declared `satisfies`
 * the namespace's typed event map, so a missing event, an extra one, or a schema whose output does not fit the
 * map's payload fails to compile. The server registers handlers by name and gets the schema from here.
 */
import type { z } from 'zod';
import {
  breakoutAssignPayload,
  breakoutBroadcastPayload,
  breakoutChoosePayload,
  breakoutClosePayload,
  breakoutCockpitPayload,
  breakoutLetChoosePayload,
  breakoutOpenPayload,
  breakoutShufflePayload,
  breakoutTimerPayload,
  breakoutVisitPayload,
} from './breakouts.js';
import { type ChatClientToServer, setStatusPayload } from './chat.js';
import {
  decisionPayload,
  emptyPayload,
  grantPayload,
  joinRoomPayload,
  launchPayload,
  type MeetClientToServer,
  messagePayload,
  onReconnectPayload,
  raiseHandPayload,
  reactionPayload,
  receiptPayload,
  typingOffPayload,
  typingPayload,
} from './classroom.js';
import { pingPayload, type RootClientToServer } from './events.js';
import {
  lowerHandsPayload,
  mediaStatsPayload,
  muteAllPayload,
  receiveVideoPayload,
  removeMessagePayload,
  spotlightPayload,
} from './host-controls.js';
import { setLocksPayload } from './locks.js';
import {
  callPayload,
  checkProducerStatePayload,
  closeTransportPayload,
  connectTransportPayload,
  consumePayload,
  consumerIdPayload,
  consumerPreferredLayerPayload,
  createTransportPayload,
  producePayload,
  producerIdPayload,
  restartIcePayload,
  stopProducerPayload,
} from './media.js';
import { notificationCountRequest } from './notifications.js';
import { pollAnswerPayload, pollClosePayload, pollOpenPayload, pollResultsPayload, pollStatePayload } from './polls.js';
import { recordingPayload } from './recording.js';
import {
  endWhiteboardPayload,
  removeAwarenessPayload,
  startWhiteboardPayload,
  yAwarenessPayload,
  yUpdatePayload,
} from './whiteboard.js';

// biome-ignore lint/suspicious/noExplicitAny: matches any handler signature of an event map.
type PayloadOf<F> = F extends (payload: infer P, ...rest: any[]) => void ? P : never;

/** A schema for every event of a client → server map, whose parsed output is that event's payload. */
export type EventSchemas<M> = { [K in keyof M]-?: z.ZodType<PayloadOf<M[K]>> };

export const rootClientEvents = {
  ping: pingPayload,
  notification_count: notificationCountRequest,
} satisfies EventSchemas<RootClientToServer>;

export const meetClientEvents = {
  launch: launchPayload,
  on_reconnect: onReconnectPayload,
  access_granted: grantPayload,
  access_acception: decisionPayload,
  leave_meeting: emptyPayload,
  reaction: reactionPayload,
  give_reaction: reactionPayload,
  raise_hand: raiseHandPayload,
  message: messagePayload,
  message_read: receiptPayload,
  message_delivered: receiptPayload,
  typing: typingPayload,
  typing_off: typingOffPayload,
  join_room: joinRoomPayload,
  check_online: emptyPayload,
  get_meeting_updates: emptyPayload,
  // Whiteboard (R23–R27).
  start_whiteboard: startWhiteboardPayload,
  end_whiteboard: endWhiteboardPayload,
  y_update: yUpdatePayload,
  y_awareness_update: yAwarenessPayload,
  'remove-awareness': removeAwarenessPayload,
  // Recording (R33–R36).
  start_recording: recordingPayload,
  end_recording: recordingPayload,
  // Polls (P1–P8).
  poll_open: pollOpenPayload,
  poll_close: pollClosePayload,
  poll_results: pollResultsPayload,
  poll_answer: pollAnswerPayload,
  poll_state: pollStatePayload,
  // Classroom locks (L1–L6).
  set_locks: setLocksPayload,
  // Host controls and low-bandwidth mode (H1–H8).
  mute_all: muteAllPayload,
  lower_hands: lowerHandsPayload,
  remove_message: removeMessagePayload,
  spotlight: spotlightPayload,
  receive_video: receiveVideoPayload,
  media_stats: mediaStatsPayload,
  // Breakout rooms (B1–B12).
  breakout_open: breakoutOpenPayload,
  breakout_assign: breakoutAssignPayload,
  breakout_shuffle: breakoutShufflePayload,
  breakout_let_choose: breakoutLetChoosePayload,
  breakout_choose: breakoutChoosePayload,
  breakout_timer: breakoutTimerPayload,
  breakout_broadcast: breakoutBroadcastPayload,
  breakout_visit: breakoutVisitPayload,
  breakout_close: breakoutClosePayload,
  breakout_cockpit: breakoutCockpitPayload,
  // Media (M1–M16, R29).
  call: callPayload,
  create_transport: createTransportPayload,
  connect_transport: connectTransportPayload,
  close_transport: closeTransportPayload,
  produce: producePayload,
  get_producers: callPayload,
  producer_paused: producerIdPayload,
  producer_resumed: producerIdPayload,
  producer_closed: producerIdPayload,
  consume: consumePayload,
  consumer_resume: consumerIdPayload,
  consumer_paused: consumerIdPayload,
  consumer_resumed: consumerIdPayload,
  consumer_preferred_layer: consumerPreferredLayerPayload,
  close_consumer: consumerIdPayload,
  check_producer_state: checkProducerStatePayload,
  restart_ice: restartIcePayload,
  stop_producer: stopProducerPayload,
} satisfies EventSchemas<MeetClientToServer>;

/** The platform chat (`/chat`, ADR 0038): the meeting chat's events and schemas, plus presence. */
export const chatClientEvents = {
  message: messagePayload,
  message_read: receiptPayload,
  message_delivered: receiptPayload,
  typing: typingPayload,
  typing_off: typingOffPayload,
  join_room: joinRoomPayload,
  set_status: setStatusPayload,
} satisfies EventSchemas<ChatClientToServer>;

/** Every client → server event of every namespace (a shared name has one schema in all of them). */
export const clientEventSchemas = { ...rootClientEvents, ...meetClientEvents, ...chatClientEvents };
export type ClientEventName = keyof typeof clientEventSchemas;
/** The parsed payload a handler of `E` receives. */
export type ClientEventPayload<E extends ClientEventName> = z.output<(typeof clientEventSchemas)[E]>;
