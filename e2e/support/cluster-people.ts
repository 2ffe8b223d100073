/**
 * People of the node-loss journey and benchmark at the socket level: a classroom socket through the cluster's proxy
 * that behaves like the web's ClassroomConnection across a lost node — it names its meeting for the proxy, keeps its
 * tab id, and on every reconnect re-attaches with `on_reconnect` once admitted (R10) or knocks again with `launch`
 * when it never was (R6). It keeps every admission snapshot with its time, and notes being asked to knock again.
 */
import { randomUUID } from 'node:crypto';
import type { MeetingUpdates, RoomSnapshot } from '@chalkline/contracts';
import { io, type Socket } from 'socket.io-client';
import { proxyRoutingKey, reconnectBackoff } from '../../apps/web/src/features/classroom/connection/meet-socket';

export interface SocketPerson {
  name: string;
  socket: Socket;
  connection: string;
  /** Every `access_granted` (R9), with when it came. */
  admissions: { at: number; snapshot: RoomSnapshot }[];
  /** When this person, once admitted, was put back in the waiting room (must never happen, R10). */
  askedToKnockAgain: number[];
  /** Drops of the socket, with when. */
  drops: number[];
  /** Connections of the socket (the first and every reconnect), with when. */
  connects: number[];
  /** Errors answered to a re-attach that was then tried again. */
  errors: string[];
  /** Keys of the messages this person sent that the server acknowledged, and those it received from others. */
  acked: Set<string>;
  received: Set<string>;
  /** Sends a chat message and waits for its ack; answers its key. */
  say(room: string, content: string): Promise<string>;
  raiseHand(raised: boolean): Promise<void>;
  /** The room as the server holds it now: participants and requests (`get_meeting_updates`). */
  updates(): Promise<MeetingUpdates>;
  /** The latest snapshot; throws when there is none. */
  latest(): RoomSnapshot;
  close(): void;
}

export interface JoinOptions {
  /** The proxy's address. */
  url: string;
  meetingId: string;
  /** A session token (or a guest ticket). */
  token: string;
  name: string;
  /** A host lets in every knock it sees, but never the connections listed here (they stay waiting). */
  admitsAllBut?: Set<string>;
  connection?: string;
  /** The launch's `config.programId` (a classroom link's `program`). */
  programId?: string;
}

/** Opens the person's socket and launches; resolves once connected and launched (admitted or waiting). */
export async function joinClassroom(options: JoinOptions): Promise<SocketPerson> {
  const connection = options.connection ?? randomUUID();
  const config = {
    isVideoEnabled: false,
    isAudioEnabled: false,
    isIncognito: false,
    ...(options.programId ? { programId: options.programId } : {}),
  };
  const socket = io(`${options.url}/meet/${options.meetingId}`, {
    transports: ['websocket'],
    // The web's settings (meet-socket.ts): a connection of its own (a shared one would carry the first socket's
    // meeting to the proxy), its back-off, the room named for the proxy as the web names it.
    forceNew: true,
    ...reconnectBackoff,
    query: { meeting: proxyRoutingKey(options.meetingId, { programId: options.programId }) },
    auth: { token: options.token, instanceId: connection },
    reconnectionAttempts: Number.POSITIVE_INFINITY,
  });
  const person: SocketPerson = {
    name: options.name,
    socket,
    connection,
    admissions: [],
    askedToKnockAgain: [],
    drops: [],
    connects: [],
    errors: [],
    acked: new Set(),
    received: new Set(),
    async say(room, content) {
      // Like the web's outbox: one key, resent until acknowledged (the key makes a resend harmless, R18, R21),
      // e.g. while the socket is between a drop and its re-admission.
      const key = randomUUID();
      let last = '';
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await socket
          .timeout(5_000)
          .emitWithAck('message', { message: { key, room, content } })
          .catch((error: Error) => ({ error: error.message }));
        if (!answer?.error) {
          person.acked.add(key);
          return key;
        }
        last = answer.error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      throw new Error(`${options.name}: ${last} (${person.drops.length} drops; ${person.errors.join('; ')})`);
    },
    async raiseHand(raised) {
      const answer = await socket.timeout(15_000).emitWithAck('raise_hand', raised);
      if (answer?.error) throw new Error(`${options.name}: ${answer.error}`);
    },
    async updates() {
      const answer = await socket.timeout(15_000).emitWithAck('get_meeting_updates', {});
      if (answer?.error) throw new Error(`${options.name}: ${answer.error}`);
      return answer as MeetingUpdates;
    },
    latest() {
      const last = person.admissions.at(-1);
      if (!last) throw new Error(`${options.name} was never admitted`);
      return last.snapshot;
    },
    close: () => socket.close(),
  };
  const admitted = () => person.admissions.length > 0;
  const knockedAgain = () => {
    if (admitted()) person.askedToKnockAgain.push(Date.now());
  };
  socket.on('access_granted', (snapshot: RoomSnapshot) => person.admissions.push({ at: Date.now(), snapshot }));
  socket.on('is_waiting', ({ waiting }: { waiting: boolean }) => {
    if (waiting) knockedAgain();
  });
  socket.on('message', ({ key }: { key: string }) => person.received.add(key));
  socket.on('disconnect', () => person.drops.push(Date.now()));
  socket.on('access_request', ({ connection: knocking }: { connection: string }) => {
    if (!options.admitsAllBut || options.admitsAllBut.has(knocking)) return;
    // Tried again while the answer is an error or none comes (a loaded node, a lock held a moment).
    const admit = (tries: number) =>
      socket
        .timeout(10_000)
        .emitWithAck('access_granted', { connection: knocking })
        .then((answer) => answer?.error && Promise.reject(new Error(answer.error)))
        .catch(() => tries > 0 && setTimeout(() => admit(tries - 1), 1000));
    void admit(5);
  });
  const launched = (answer: { status?: string; error?: string }) => {
    if (answer?.status === 'waiting') knockedAgain();
  };
  let first: ((error?: Error) => void) | null = null;
  /**
   * Launches or re-attaches; an error or no answer on a reconnect is tried again while connected (a node shedding
   * load answers RATE_LIMITED, and the web's user would press retry). The first launch's error is the caller's.
   */
  const attach = (tries: number) => {
    const [event, payload] = admitted()
      ? (['on_reconnect', { config, reconnecting: true }] as const)
      : (['launch', { config }] as const);
    socket
      .timeout(15_000)
      .emitWithAck(event, payload)
      .then(
        (answer) => {
          if (answer?.error && !first && tries > 0 && socket.connected) {
            person.errors.push(`${event}: ${answer.error}`);
            setTimeout(() => attach(tries - 1), 1000);
            return;
          }
          launched(answer);
          first?.(answer?.error ? new Error(`${options.name}: ${answer.error}`) : undefined);
          first = null;
        },
        () => {
          if (tries > 0 && socket.connected) attach(tries - 1);
        },
      );
  };
  socket.on('connect', () => {
    person.connects.push(Date.now());
    attach(10);
  });
  await new Promise<void>((resolve, reject) => {
    first = (error) => (error ? reject(error) : resolve());
    socket.once('connect_error', reject);
  });
  return person;
}

/** Waits until `check` holds, polling every 50 ms; throws with `what` after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
