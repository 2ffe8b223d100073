/**
 * Who may send each client → server socket event, beside its schema (ADR 0027): the socket counterpart of a
 * route's `config.permission`. `satisfies` makes a new event without a declaration fail to compile, and
 * `event-permissions.test.ts` fails on one at run time. The server's dispatcher (`realtime/handle.ts` `onEvent`)
 * applies the declaration before any handler runs, closed by default, and refuses to register an event without
 * one; `realtime/event-permissions.socket.test.ts` walks this table for every role. The host rules below are the
 * ones both the server and the web (which shows or hides a control by them) use.
 */
import type { RuleAction } from '../permissions.js';
import { breakoutTexts } from './breakout-texts.js';
import { classroomTexts } from './classroom-texts.js';
import type { ClientEventName } from './event-schemas.js';
import { hostControlTexts } from './host-control-texts.js';
import { lockTexts } from './locks.js';
import { pollTexts } from './poll-texts.js';
import { recordingTexts } from './recording-texts.js';

/**
 * - `connected`: any socket the namespace accepted (a signed-in person, or a guest with a ticket);
 * - `member`: admitted into the socket's classroom (R3–R11), else the ack is "You have not been admitted…"; on
 *   `/chat`, a member of the conversation the event names (the chat policy);
 * - a rule action of the permission vocabulary, e.g. `classroom.host`: admitted as one of its hosts.
 */
export const eventPermissionKinds = ['connected', 'member', 'classroom.host'] as const satisfies readonly (
  | 'connected'
  | 'member'
  | RuleAction
)[];
export type EventPermission = (typeof eventPermissionKinds)[number];

export const eventPermissions = {
  ping: 'connected',
  // One's own unread notification count (ADR 0039); the root namespace only accepts signed-in people.
  notification_count: 'connected',
  // Launching asks for admission; leaving is a no-op outside a classroom.
  launch: 'connected',
  on_reconnect: 'connected',
  leave_meeting: 'connected',
  // Letting in or declining those who knock (R8), and stopping another person's media (R29): hosts.
  access_granted: 'classroom.host',
  access_acception: 'classroom.host',
  stop_producer: 'classroom.host',
  // Recording a lesson (R33): hosts.
  start_recording: 'classroom.host',
  end_recording: 'classroom.host',
  // Polls (P1–P8, ADR 0073): hosts run them; every member answers (the poll rules keep hosts from answering) and
  // reads the poll in front of the class.
  poll_open: 'classroom.host',
  poll_close: 'classroom.host',
  poll_results: 'classroom.host',
  poll_answer: 'member',
  poll_state: 'member',
  // Classroom locks (L1, ADR 0075): hosts set them; the handlers of the locked actions apply them to students.
  set_locks: 'classroom.host',
  // Host controls (H1–H6, ADR 0081): hosts act on everyone; low-bandwidth mode (H7, H8) is each member's own.
  mute_all: 'classroom.host',
  lower_hands: 'classroom.host',
  remove_message: 'classroom.host',
  spotlight: 'classroom.host',
  receive_video: 'member',
  media_stats: 'member',
  // Breakout rooms (B1–B12, ADR 0087): hosts open, assign, time, broadcast, visit and close; a member chooses a room
  // while the host lets them (the handler checks that rule).
  breakout_open: 'classroom.host',
  breakout_assign: 'classroom.host',
  breakout_shuffle: 'classroom.host',
  breakout_let_choose: 'classroom.host',
  breakout_choose: 'member',
  breakout_timer: 'classroom.host',
  breakout_broadcast: 'classroom.host',
  breakout_visit: 'classroom.host',
  breakout_close: 'classroom.host',
  breakout_cockpit: 'classroom.host',
  // The platform chat (`/chat`): setting one's own presence; its message events are the meeting chat's, where
  // `member` means a member of the conversation (chat policy).
  set_status: 'connected',
  reaction: 'member',
  give_reaction: 'member',
  raise_hand: 'member',
  message: 'member',
  message_read: 'member',
  message_delivered: 'member',
  typing: 'member',
  typing_off: 'member',
  join_room: 'member',
  check_online: 'member',
  get_meeting_updates: 'member',
  start_whiteboard: 'member',
  end_whiteboard: 'member',
  y_update: 'member',
  y_awareness_update: 'member',
  'remove-awareness': 'member',
  // Media (M1–M16): the sender's own peer in its own classroom; screen sharing may be hosts-only (R28).
  call: 'member',
  create_transport: 'member',
  connect_transport: 'member',
  close_transport: 'member',
  produce: 'member',
  get_producers: 'member',
  producer_paused: 'member',
  producer_resumed: 'member',
  producer_closed: 'member',
  consume: 'member',
  consumer_resume: 'member',
  consumer_paused: 'member',
  consumer_resumed: 'member',
  consumer_preferred_layer: 'member',
  close_consumer: 'member',
  check_producer_state: 'member',
  restart_ice: 'member',
} as const satisfies Record<ClientEventName, EventPermission>;

type HostEvent = {
  [E in ClientEventName]: (typeof eventPermissions)[E] extends 'classroom.host' ? E : never;
}[ClientEventName];

/**
 * What a `classroom.host` event answers an admitted member who is not a host: the dispatcher's refusal, in the
 * words of the rule it guards. A new host event without its refusal fails to compile.
 */
export const hostEventRefusals = {
  access_granted: classroomTexts.onlyHostsAdmit,
  access_acception: classroomTexts.onlyHostsAdmit,
  stop_producer: classroomTexts.onlyHostsStopMedia,
  start_recording: recordingTexts.onlyHosts,
  end_recording: recordingTexts.onlyHosts,
  poll_open: pollTexts.onlyHosts,
  poll_close: pollTexts.onlyHosts,
  poll_results: pollTexts.onlyHosts,
  set_locks: lockTexts.onlyHosts,
  mute_all: hostControlTexts.onlyHosts.muteAll,
  lower_hands: hostControlTexts.onlyHosts.lowerHands,
  remove_message: hostControlTexts.onlyHosts.removeMessage,
  spotlight: hostControlTexts.onlyHosts.spotlight,
  breakout_open: breakoutTexts.onlyHosts.open,
  breakout_assign: breakoutTexts.onlyHosts.manage,
  breakout_shuffle: breakoutTexts.onlyHosts.manage,
  breakout_let_choose: breakoutTexts.onlyHosts.manage,
  breakout_timer: breakoutTexts.onlyHosts.manage,
  breakout_broadcast: breakoutTexts.onlyHosts.broadcast,
  breakout_visit: breakoutTexts.onlyHosts.visit,
  breakout_close: breakoutTexts.onlyHosts.manage,
  breakout_cockpit: breakoutTexts.onlyHosts.manage,
} as const satisfies Record<HostEvent, string>;

/** A classroom participant as the rules below need it: the host flag the room gave them when it let them in (R4). */
export interface HostFlag {
  isHost: boolean;
}

/** Letting people in and declining them (R8), and changing the classroom's settings, are for hosts. */
export const mayDecideRequests = (member: HostFlag) => member.isHost;

/** A host may stop another person's camera, microphone or screen share (R29); never another host's. */
export const mayStopMedia = (member: HostFlag, target: HostFlag) => member.isHost && !target.isHost;

/** A participant as everyone's list shows them: the room made its tutors and admins its hosts (R4). */
export const hostFlagOf = (p: { isTutor: boolean; isAdmin: boolean }): HostFlag => ({ isHost: p.isTutor || p.isAdmin });
