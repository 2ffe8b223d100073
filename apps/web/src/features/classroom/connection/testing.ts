/** Test helpers: a scripted stand-in for the classroom socket, and sample room data. */
import type { ChatMessage, JoinRequest, Participant, RoomSnapshot } from '@chalkline/contracts';
import { ClassroomConnection, type ConnectionOptions } from './ClassroomConnection';
import type { MeetSocket } from './meet-socket';

type Handler = (...args: unknown[]) => void;

export interface Emitted {
  event: string;
  payload: unknown;
  ack?: Handler;
  /** Emitted through `timeout()`: the ack takes an error first. */
  timed: boolean;
}

/** Plays the server's side of a Socket.IO client socket: tests fire events and answer acks. */
export class FakeSocket {
  connected = false;
  active = false;
  emitted: Emitted[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly managerHandlers = new Map<string, Set<Handler>>();
  private timedNext = false;

  readonly io = {
    on: (event: string, handler: Handler) => {
      this.add(this.managerHandlers, event, handler);
      return this.io;
    },
  };

  on(event: string, handler: Handler) {
    this.add(this.handlers, event, handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  timeout() {
    this.timedNext = true;
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    const last = args.at(-1);
    const ack = typeof last === 'function' ? (last as Handler) : undefined;
    this.emitted.push({ event, payload: args[0], ack, timed: this.timedNext });
    this.timedNext = false;
    return this;
  }

  connect() {
    this.active = true;
    return this;
  }

  disconnect() {
    this.active = false;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  removeAllListeners() {
    this.handlers.clear();
    return this;
  }

  /** The server accepted the handshake. */
  open() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The network dropped; Socket.IO keeps trying. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }

  fireManager(event: string, ...args: unknown[]) {
    for (const handler of this.managerHandlers.get(event) ?? []) handler(...args);
  }

  /** Emits of one event, oldest first. */
  sent(event: string): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }

  /** Answers the ack of the latest emit of `event`. */
  answer(event: string, response: unknown) {
    const emit = this.sent(event).at(-1);
    if (!emit?.ack) throw new Error(`no ack waiting for ${event}`);
    if (emit.timed) emit.ack(null, response);
    else emit.ack(response);
  }

  private add(map: Map<string, Set<Handler>>, event: string, handler: Handler) {
    const set = map.get(event) ?? new Set();
    set.add(handler);
    map.set(event, set);
  }
}

/** A connection on a fake socket, not yet connected. */
export function fakeConnection(options: Partial<ConnectionOptions> = {}) {
  const socket = new FakeSocket();
  const notices: string[] = [];
  const connection = new ClassroomConnection({
    meetingId: 'abc-defg-hij',
    config: { isAudioEnabled: true, isVideoEnabled: true, isIncognito: false },
    token: async () => 'ticket',
    instanceId: 'tab-1',
    notify: (message) => notices.push(message),
    openSocket: () => socket as unknown as MeetSocket,
    ...options,
  });
  return { connection, socket, notices };
}

/** A fake connection already admitted as the tutor (a host), with the student online. */
export function admittedFakeConnection(snapshot: Partial<RoomSnapshot> = {}, options: Partial<ConnectionOptions> = {}) {
  const setup = fakeConnection(options);
  setup.connection.connect();
  setup.socket.open();
  setup.socket.answer('launch', { status: 'enrolled', sessionId: makeSnapshot().sessionId });
  setup.socket.fire('access_granted', makeSnapshot(snapshot));
  return setup;
}

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

export function makeParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    key: 'user-student',
    connection: 'tab-student',
    firstName: 'Dami',
    otherNames: null,
    lastName: 'Bello',
    avatar: null,
    gender: 'FEMALE',
    color: '#4caf50',
    status: 'ONLINE',
    isTutor: false,
    isAdmin: false,
    memberRole: 'STUDENT',
    isHandRaised: false,
    config: { isVideoEnabled: true, isAudioEnabled: true, isHandRaised: false, isIncognito: false },
    isPresenting: false,
    reaction: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  };
}

export const tutor = makeParticipant({
  key: 'user-tutor',
  connection: 'tab-1',
  firstName: 'Chidi',
  lastName: 'Eze',
  gender: 'MALE',
  isTutor: true,
  memberRole: 'TUTOR',
});
export const student = makeParticipant();

export function makeRequest(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return {
    key: 'user-guest',
    connection: 'tab-guest',
    firstName: 'Gina',
    otherNames: null,
    lastName: 'Guest',
    avatar: null,
    createdAt: at(1),
    ...overrides,
  };
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    key: '00000000-0000-4000-8000-000000000001',
    room: 'meet:abc-defg-hij',
    kind: 'GROUP',
    from: { key: student.key, firstName: 'Dami', lastName: 'Bello', otherNames: null, avatar: null, gender: 'FEMALE' },
    to: null,
    program: null,
    content: 'Hello!',
    images: [],
    videos: [],
    audios: [],
    documents: [],
    sent: true,
    delivered: [],
    read: [],
    createdAt: at(5),
    updatedAt: at(5),
    localTime: null,
    ...overrides,
  };
}

/** The tutor (tab-1, a host) admitted with the student online. */
export function makeSnapshot(overrides: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return {
    config: { isVideoEnabled: true, isAudioEnabled: true, isHandRaised: false, isIncognito: false },
    participants: [tutor, student],
    requests: [],
    rooms: [{ key: 'meet:abc-defg-hij', isDefault: true }],
    messages: [],
    sessionId: '11111111-1111-4111-8111-111111111111',
    whiteboard: null,
    you: { key: tutor.key, connection: tutor.connection, isHost: true, kind: 'user' },
    ...overrides,
  };
}

/** The outbox entry that would (re)send `message`: a pending own message carries one until acknowledged. */
export function outboxOf(message: ReturnType<typeof makeMessage>) {
  return {
    key: message.key,
    room: message.room,
    content: message.content,
    images: [],
    videos: [],
    audios: [],
    documents: [],
    to: null,
    program: null,
  };
}
