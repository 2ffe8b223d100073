/**
 * The platform chat (ADR 0038): direct conversations and program groups on the shared chat engine, presence,
 * unread counts, and moderation: reports, deletions, mutes, blocks and retention (ADR 0064). The composition root
 * registers `routes`, calls `attach(io)` once realtime exists and `stop()` on shutdown.
 */
import { chatRoomId } from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import type { Db } from '../../../db/client.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import type { Cluster } from '../../../realtime/cluster.js';
import type { SessionService } from '../../accounts/session.service.js';
import type { UserRepository } from '../../accounts/user.repository.js';
import type { ActivityRecord } from '../../activity/activity.service.js';
import type { FileRepository } from '../../files/file.repository.js';
import type { RoomAccess } from '../../files/room-access.js';
import type { EventPublisher } from '../../notifications/event-publisher.js';
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import type { RoomStore } from '../room/room-state.js';
import { createChatEngine } from './chat-engine.js';
import { createChatModerationRepository } from './chat-moderation.repository.js';
import { chatModerationRoutes } from './chat-moderation.routes.js';
import { createChatModerationService } from './chat-moderation.service.js';
import { createPresence } from './chat-presence.js';
import { createChatRetention } from './chat-retention.js';
import { createMessageRepository } from './message.repository.js';
import { createOfflineNotices } from './offline-notices.js';
import { createChatRepository } from './platform-chat.repository.js';
import { chatRoutes } from './platform-chat.routes.js';
import { createChatService } from './platform-chat.service.js';
import { attachChat } from './platform-chat.socket.js';
import { createPresenceAudience } from './presence-audience.js';

/** How long the set of people in classrooms (ON_CALL) is reused before the room store is read again. */
const onCallCacheMs = 5_000;

export function createChatModule(deps: {
  db: Db;
  cluster: Pick<Cluster, 'nodeId'>;
  files: FileRepository;
  rooms: RoomAccess;
  sessions: SessionService;
  users: UserRepository;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  /** The classroom's room store: who is in a classroom now is ON_CALL. */
  roomStore: RoomStore;
  /** Tells people away from the chat of direct messages and mentions (ADR 0063), and moderators of reports (0064). */
  events: EventPublisher;
  log: Logger;
  /** Moderation (ADR 0064): the retention job, the moderators' notice of a report, admin actions outside HTTP. */
  jobs: JobQueue;
  activity?: { record(entry: ActivityRecord): Promise<unknown> };
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repo = createChatRepository(deps.db);
  const messages = createMessageRepository(deps.db);
  const engine = createChatEngine({ messages, files: deps.files });

  let onCall: { at: number; people: Promise<Set<string>> } | null = null;
  const peopleInClassrooms = async () => {
    const people = new Set<string>();
    // A participant who dropped and went offline waits in the room's list, but is no longer in the call.
    for (const key of await deps.roomStore.roomKeys())
      for (const m of await deps.roomStore.members(key))
        if (m.identity.kind === 'user' && m.participant.status !== 'OFFLINE') people.add(m.identity.key);
    return people;
  };
  const presence = createPresence({
    db: deps.db,
    nodeId: deps.cluster.nodeId,
    onCall: () => {
      if (!onCall || Date.now() - onCall.at > onCallCacheMs) onCall = { at: Date.now(), people: peopleInClassrooms() };
      return onCall.people;
    },
  });
  const moderation = createChatModerationService({
    repo: createChatModerationRepository(deps.db),
    messages,
    people: repo,
    mayRead: (actor, room) => service.mayRead(actor, room),
    events: deps.events,
    tellDeleted: (room, key) => gateway?.tellDeleted(room, key),
    now,
  });
  const service = createChatService({ repo, engine, presence, schoolSettings: deps.schoolSettings, moderation });
  const retention = createChatRetention({
    jobs: deps.jobs,
    messages,
    schoolSettings: deps.schoolSettings,
    activity: deps.activity,
    now,
  });
  const watchersOf = createPresenceAudience({
    repo,
    schoolSettings: deps.schoolSettings,
    blockState: (actorId, otherId) => moderation.blockState(actorId, otherId),
  });
  const notices = createOfflineNotices({ repo, presence, events: deps.events });
  // Uploads to a conversation (`chats` folder with its room) and reading them: its members.
  deps.rooms.register(chatRoomId.prefix, (viewer, roomId) => service.mayRead(viewer, roomId));

  let gateway: ReturnType<typeof attachChat> | null = null;
  const talking = chatRoutes(service, {
    joined: async (userId, room, joined) => gateway?.setJoined(userId, room, joined),
  });
  return {
    service,
    moderation,
    retention,
    presence,
    routes: (async (app, options) => {
      await app.register(talking, options);
      await app.register(chatModerationRoutes(moderation), options);
    }) as typeof talking,
    attach(io: Server) {
      gateway = attachChat(io, {
        chat: service,
        engine,
        repo,
        presence,
        watchersOf,
        notices,
        sessions: deps.sessions,
        users: deps.users,
        log: deps.log,
      });
      return gateway;
    },
    watchersOf,
    /**
     * Someone entered or left a classroom (the classroom tells): their ON_CALL is read afresh and pushed to who
     * sees them.
     */
    presenceChanged(userId: string) {
      onCall = null;
      gateway?.presenceChanged(userId);
    },
    /** Stops renewing presence (before sockets close). */
    stop: () => gateway?.stop(),
    /** Waits for presence and receipt work still running (after sockets closed). */
    drain: () => gateway?.drain(),
  };
}
