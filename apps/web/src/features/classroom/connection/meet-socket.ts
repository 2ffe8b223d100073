import {
  classroom,
  type LaunchConfig,
  type MeetClientToServer,
  type MeetServerToClient,
  roomKeys,
} from '@chalkline/contracts';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/** The typed classroom socket (`/meet/{meetingId}`). */
export type MeetSocket = Socket<MeetServerToClient, MeetClientToServer>;

/** How the socket asks for its ticket on each (re)connect attempt. */
export type AuthCallback = (callback: (data: { token: string; instanceId: string }) => void) => void;

/**
 * The wait before each reconnect attempt: 0.5 s, then doubling to at most 8 s, each ±50 % (Socket.IO's jitter). A lost
 * node is noticed within milliseconds, so the first wait is most of a move to another node; Socket.IO's default
 * (1 s, at most 5 s) made it about half the time to recover (ADR 0088). Five attempts still span about 15 s.
 */
export const reconnectBackoff = { reconnectionDelay: 500, reconnectionDelayMax: 8000 } as const;

/**
 * What a classroom socket names to the proxy (`query.meeting`): its room, not only its meeting, since every program and
 * demo classroom shares the `program` or `demo` meeting (ADR 0088). The benchmark's socket people name it the same way.
 */
export const proxyRoutingKey = (meetingId: string, config: Partial<LaunchConfig>) =>
  roomKeys.of(meetingId, config) ?? meetingId;

/**
 * The classroom socket's options. `query.meeting` lets a reverse proxy in front of several server nodes send
 * everyone of one classroom to the same node (docs/deployment.md), where its media lives.
 */
export const classroomSocketOptions = (namespace: string, auth: AuthCallback, config: Partial<LaunchConfig> = {}) =>
  ({
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    autoConnect: false,
    // Its own manager, so the retry limit is this connection's (classroom spec 4: 5 attempts).
    forceNew: true,
    reconnectionAttempts: classroom.reconnectAttempts,
    ...reconnectBackoff,
    query: { meeting: proxyRoutingKey(namespace.split('/').pop() ?? '', config) },
    auth,
  }) satisfies Partial<ManagerOptions & SocketOptions>;

/** Opens the classroom socket of a namespace for a launch config (tests replace it). */
export const defaultOpenSocket = (namespace: string, auth: AuthCallback, config?: Partial<LaunchConfig>): MeetSocket =>
  io(namespace, classroomSocketOptions(namespace, auth, config));
