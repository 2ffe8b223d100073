/**
 * The platform chat's namespace `/chat` (ADR 0038): the meeting chat's protocol on the shared engine. Each socket
 * joins its person's channel (`user:{id}`, direct messages and receipts) and its groups' channels (the group's
 * room id); emits go through the adapter, so they reach sockets on every node.
 */
import {
  type ChatClientToServer,
  type ChatServerToClient,
  chatNamespace,
  chatRoomId,
  messages as texts,
} from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Namespace, Server, Socket } from 'socket.io';
import { badRequest, forbidden } from '../../../errors/app-error.js';
import { notSignedIn } from '../../../realtime/auth.js';
import { authorizeEvents, guardEvents, notOpenHere, onEvent } from '../../../realtime/handle.js';
import { sheddingGuard, sheddingOf } from '../../../realtime/shedding.js';
import { fileUrl } from '../../../storage/file-url.js';
import type { SessionService } from '../../accounts/session.service.js';
import type { UserRepository } from '../../accounts/user.repository.js';
import { createBackgroundTasks } from '../classroom-context.js';
import type { ChatEngine } from './chat-engine.js';
import { presentMessage } from './chat-engine.js';
import { type Presence, presenceTiming } from './chat-presence.js';
import type { OfflineNotices } from './offline-notices.js';
import type { ChatActor } from './platform-chat.content.js';
import type { ChatRepository } from './platform-chat.repository.js';
import type { ChatService } from './platform-chat.service.js';
import { createPresencePush } from './presence.socket.js';
import type { WatchersOf } from './presence-audience.js';
import { createReceiptBatcher } from './receipt-batcher.js';

interface ChatSocketData {
  actor: ChatActor;
  sender: {
    key: string;
    firstName: string;
    lastName: string;
    otherNames: string | null;
    avatar: string | null;
    gender: 'MALE' | 'FEMALE' | null;
  };
  /** Rooms this socket was found to belong to (reading): receipts and typing skip the lookup next time. */
  rooms: Set<string>;
}
export type ChatNamespace = Namespace<ChatClientToServer, ChatServerToClient, Record<string, never>, ChatSocketData>;
type ChatSocket = Socket<ChatClientToServer, ChatServerToClient, Record<string, never>, ChatSocketData>;

/** A person's channel: their direct messages, receipts and presence reach every tab of theirs. */
export const userChannel = (userId: string) => `user:${userId}`;

export interface ChatGatewayDeps {
  chat: ChatService;
  engine: ChatEngine;
  repo: ChatRepository;
  presence: Presence;
  /** Who sees a person's presence (ADR 0063). */
  watchersOf: WatchersOf;
  /** Tells the offline people a message mentions or is sent to (ADR 0063). */
  notices: OfflineNotices;
  sessions: SessionService;
  users: UserRepository;
  log: Logger;
}

export function attachChat(io: Server, deps: ChatGatewayDeps) {
  const nsp = io.of(chatNamespace) as unknown as ChatNamespace;
  const tasks = createBackgroundTasks(deps.log);
  // The node's overload signal, when realtime has one (R37, ADR 0069): the same shedding as the classroom's chat.
  const overload = sheddingOf(io)?.monitor;
  const receipts = createReceiptBatcher({
    trackWrite: overload?.trackWrite,
    store: deps.engine.receipts,
    tasks,
    async tell(_room, told) {
      for (const [sender, list] of told) nsp.to(userChannel(sender)).emit('message_receipts', { receipts: list });
    },
  });

  const push = createPresencePush({
    presence: deps.presence,
    watchersOf: deps.watchersOf,
    outlet: { emit: (userIds, update) => nsp.to(userIds.map(userChannel)).emit('presence', update) },
    run: tasks.run,
  });

  nsp.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown };
    const token = typeof auth.token === 'string' && auth.token.length <= 600 ? auth.token : '';
    if (!token) return next(new Error(texts.tokenMissing));
    try {
      const viewer = (await deps.sessions.resolveSocketTicket(token)) ?? (await deps.sessions.resolve(token));
      const user = viewer ? await deps.users.findById(viewer.id) : null;
      if (!viewer || !user) return next(new Error(notSignedIn));
      socket.data = {
        actor: { id: viewer.id, role: viewer.role, permissions: viewer.permissions },
        sender: {
          key: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          otherNames: user.otherNames,
          avatar: fileUrl(user.avatar),
          gender: user.gender,
        },
        rooms: new Set(),
      };
      next();
    } catch (error) {
      deps.log.error({ err: error }, 'chat socket authentication failed');
      next(new Error(notSignedIn));
    }
  });

  /** Throws unless the socket's person belongs to the room; remembers a yes for the socket's life. */
  async function member(socket: ChatSocket, room: string) {
    if (socket.data.rooms.has(room)) return;
    if (!(await deps.chat.mayRead(socket.data.actor, room))) throw forbidden('You are not a member of this chat');
    socket.data.rooms.add(room);
  }

  /**
   * What `member` means on `/chat` (ADR 0027): a member of the conversation the event names. The dispatcher asks
   * before every such event and hands the handler the room; host events are the classroom's, never open here.
   */
  function authorizeChatEvents(socket: ChatSocket) {
    authorizeEvents(socket, async (permission, event, payload): Promise<string> => {
      if (permission !== 'member') throw forbidden(notOpenHere);
      const named = payload as { roomId?: string; message?: { room?: string } } | undefined;
      const room = named?.message?.room ?? named?.roomId;
      if (!room) throw badRequest('roomId: Which conversation?');
      // Writing asks more than reading (who may talk, ADR 0038): a first message to a room answers in those words.
      if (event === 'message' && !socket.data.rooms.has(room)) await deps.chat.writable(socket.data.actor, room);
      else await member(socket, room);
      return room;
    });
  }

  /** Where an event about a room goes: a direct conversation's two people, or the group's channel. */
  function audience(room: string, exceptSocketId: string) {
    const parsed = chatRoomId.parse(room);
    const channels = parsed?.kind === 'CONTACT' ? parsed.people.map(userChannel) : [room];
    return nsp.to(channels).except(exceptSocketId);
  }

  nsp.on('connection', (socket) => {
    const { actor } = socket.data;
    authorizeChatEvents(socket);
    if (overload) guardEvents(socket, sheddingGuard(overload));
    const register = async () => {
      // Counted connected before it can hear a message, so nobody is told "while you were away" of one it shows.
      const first = await deps.presence.connected(socket.id, actor.id);
      // Gone while this ran: its goodbye may have come before the row did.
      if (socket.disconnected) return deps.presence.disconnected(socket.id, actor.id);
      const groups = (await deps.repo.groupProgramIds(actor.id)).map(chatRoomId.program);
      await socket.join([userChannel(actor.id), ...groups]);
      for (const g of groups) socket.data.rooms.add(g);
      // The first tab online tells everyone who sees the person (this tab too, on its channel); a further tab
      // only needs to hear its own status.
      if (first) await push.changed(actor.id);
      else socket.emit('presence', { key: actor.id, status: await push.statusOf(actor.id) });
    };
    // A status set at once after connecting waits for the connection to count (else it would read OFFLINE).
    const registered = new Promise<void>((done) => tasks.run('chat connection', () => register().finally(done)));
    socket.on('disconnect', () => {
      tasks.run('chat disconnect', async () => {
        if (await deps.presence.disconnected(socket.id, actor.id)) await push.changed(actor.id);
      });
    });

    onEvent(
      socket,
      'message',
      async ({ message }) => {
        const stored = deps.chat.send(actor, socket.data.sender, message);
        const { row, duplicate } = await (overload ? overload.trackWrite(stored) : stored);
        socket.data.rooms.add(row.room);
        if (!duplicate) {
          audience(row.room, socket.id).emit('message', presentMessage(row));
          tasks.run('offline notices', () => deps.notices.afterSend(actor, row));
        }
        return { sent: true, delivered: row.delivered, read: row.read };
      },
      deps.log,
      // One connection's messages are stored in the order they were sent: receipts are watermarks over the stored
      // order (R19a), and in a burst (what a tab typed offline, sent when it is back) stored out of order, a message
      // stored before an earlier one would never get its ticks.
      { ordered: true },
    );

    // Receipts, typing and joining name a conversation the dispatcher found the person in (`member`).
    const receipt = (kind: 'delivered' | 'read') => async (payload: { messageId: string; roomId: string }) => {
      await receipts.submit(payload.roomId, payload.roomId, {
        reader: actor.id,
        messageId: payload.messageId,
        kind,
        seesAdminsOnly: false,
      });
      return {};
    };
    onEvent(socket, 'message_delivered', receipt('delivered'), deps.log);
    onEvent(socket, 'message_read', receipt('read'), deps.log);

    // Who is typing comes from the server's own record, never from the client.
    onEvent(
      socket,
      'typing',
      async ({ roomId }) => {
        const { sender } = socket.data;
        audience(roomId, socket.id).emit('typing', {
          key: sender.key,
          connection: socket.id,
          roomId,
          firstName: sender.firstName,
        });
        return {};
      },
      deps.log,
    );
    onEvent(
      socket,
      'typing_off',
      async (_, roomId: string) => {
        audience(roomId, socket.id).emit('typing_off', { key: actor.id, connection: socket.id, roomId });
        return {};
      },
      deps.log,
    );
    onEvent(
      socket,
      'join_room',
      async ({ roomId }) => {
        if (chatRoomId.parse(roomId)?.kind === 'GROUP') await socket.join(roomId);
        return { rooms: [{ key: roomId, isDefault: true }] };
      },
      deps.log,
    );
    onEvent(
      socket,
      'set_status',
      async ({ status }) => {
        await registered;
        await deps.presence.setBusy(actor.id, status === 'BUSY');
        // Every tab of the person and everyone who sees them hear it; the ack answers what now shows (a person in
        // a classroom shows ON_CALL whatever they chose).
        return { status: await push.changed(actor.id) };
      },
      deps.log,
    );
  });

  const renewing = setInterval(
    () =>
      tasks.run('renewing chat presence', async () => {
        // People whose last socket was on a node that died went away with it.
        for (const userId of await deps.presence.renew()) await push.changed(userId);
      }),
    presenceTiming.renewMs,
  );
  renewing.unref();

  return {
    nsp,
    /** Puts (or takes) a person's sockets on every node in (or out of) a group's channel. */
    async setJoined(userId: string, room: string, joined: boolean) {
      if (joined) nsp.in(userChannel(userId)).socketsJoin(room);
      else nsp.in(userChannel(userId)).socketsLeave(room);
    },
    /** A moderator deleted a message: every screen showing its conversation drops it (ADR 0064). */
    tellDeleted(room: string, key: string) {
      const parsed = chatRoomId.parse(room);
      nsp
        .to(parsed?.kind === 'CONTACT' ? parsed.people.map(userChannel) : [room])
        .emit('message_deleted', { key, room });
    },
    /** A person entered or left a classroom (ON_CALL), or anything else changed their presence elsewhere. */
    presenceChanged(userId: string) {
      tasks.run('presence changed', () => push.changed(userId));
    },
    stop() {
      clearInterval(renewing);
      push.stop();
    },
    drain: () => tasks.drain(),
  };
}
