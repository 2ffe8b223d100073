/**
 * The platform chat's rules (ADR 0038): contacts and groups one may talk in, history, unread counts, sending on
 * the shared chat engine (rich text sanitised on the way in; refused while muted, ADR 0064). Reports are
 * moderation's (`chat-moderation.service.ts`). Knows nothing of Fastify or Socket.IO.
 */
import {
  type ChatContact,
  type ChatKind,
  type ChatUnreadEntry,
  chatRoomId,
  chatTexts,
  type OutgoingMessage,
  type ProgramRoom,
} from '@chalkline/contracts';
import { forbidden, notFound } from '../../../errors/app-error.js';
import { fileUrl } from '../../../storage/file-url.js';
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import type { ChatEngine } from './chat-engine.js';
import type { Presence } from './chat-presence.js';
import { type ChatActor, type Conversation, cleanChatContent, preview } from './platform-chat.content.js';
import {
  contactSources,
  decideDirect,
  decideGroup,
  guardianAndTutor,
  mayJoinAnyGroup,
  mayReadReported,
  type TalkDecision,
  tutorAndStudent,
} from './platform-chat.policy.js';
import type { ChatRepository, PersonRow } from './platform-chat.repository.js';

export function createChatService(deps: {
  repo: ChatRepository;
  engine: ChatEngine;
  presence: Presence;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  /** Moderation's part in who may write (ADR 0064): mutes and students' blocks. */
  moderation: {
    assertNotMuted(userId: string): Promise<void>;
    blockState(actorId: string, otherId: string): Promise<'none' | 'byActor' | 'byOther'>;
  };
}) {
  const { repo, engine, presence, schoolSettings, moderation } = deps;

  /** `known`: people already known to be linked to or classmates of the actor (a list's lookups done at once). */
  const directDecision = (
    actor: ChatActor,
    other: PersonRow,
    known?: { linked: Set<string>; classmates: Set<string> },
  ): Promise<TalkDecision> =>
    decideDirect(
      actor,
      { id: other.id, role: other.memberRole },
      {
        linked: async () => {
          if (known) return known.linked.has(other.id);
          const pair = tutorAndStudent({ id: actor.id, role: actor.role }, { id: other.id, role: other.memberRole });
          return pair ? repo.linked(pair.tutorId, pair.studentId) : false;
        },
        classmates: async () => (known ? known.classmates.has(other.id) : repo.classmates(actor.id, other.id)),
        familyTutor: async () => {
          if (known) return known.linked.has(other.id);
          const pair = guardianAndTutor({ id: actor.id, role: actor.role }, { id: other.id, role: other.memberRole });
          return pair ? repo.familyLinked(pair.guardianId, pair.tutorId) : false;
        },
        studentDirectMessages: async () => (await schoolSettings.read()).studentDirectMessages,
        blocked: () => moderation.blockState(actor.id, other.id),
      },
    );

  async function presentContacts(actor: ChatActor, people: PersonRow[]): Promise<ChatContact[]> {
    const rooms = people.map((p) => chatRoomId.direct(actor.id, p.id));
    const [statuses, unread, last] = await Promise.all([
      presence.statuses(people.map((p) => p.id)),
      repo.unreadByRoom(actor.id, rooms),
      repo.lastMessages(rooms),
    ]);
    return people
      .map((p, i) => ({
        key: p.id,
        title: p.title,
        firstName: p.firstName,
        lastName: p.lastName,
        otherNames: p.otherNames,
        avatar: fileUrl(p.avatar),
        gender: p.gender,
        memberRole: p.memberRole,
        status: statuses.get(p.id) ?? 'OFFLINE',
        room: rooms[i]!,
        unread: unread.get(rooms[i]!) ?? 0,
        lastMessage: preview(last.get(rooms[i]!)),
      }))
      .sort(
        (a, b) =>
          (b.lastMessage?.createdAt ?? '').localeCompare(a.lastMessage?.createdAt ?? '') ||
          a.firstName.localeCompare(b.firstName),
      );
  }

  /** The conversation a room id names, if the actor may write in it now (throws otherwise). */
  async function writable(actor: ChatActor, room: string): Promise<Conversation> {
    const parsed = chatRoomId.parse(room);
    if (!parsed) throw notFound('No such conversation');
    if (parsed.kind === 'CONTACT') {
      if (!parsed.people.includes(actor.id)) throw forbidden(chatTexts.notAllowed);
      const otherId = parsed.people[0] === actor.id ? parsed.people[1] : parsed.people[0];
      const other = await repo.person(otherId);
      if (!other) throw notFound('This person is no longer here');
      const decision = await directDecision(actor, other);
      if (!decision.ok) throw forbidden(decision.reason);
      return { kind: 'CONTACT', room, people: parsed.people };
    }
    const decision = decideGroup(actor, await repo.groupRelation(actor.id, parsed.programId));
    if (!decision.ok) throw forbidden(decision.reason);
    return { kind: 'GROUP', room, programId: parsed.programId };
  }

  /** Whether the actor may read a room: its people and group members, and moderators once it was reported. */
  async function mayRead(actor: ChatActor, room: string): Promise<boolean> {
    const parsed = chatRoomId.parse(room);
    if (!parsed) return false;
    if (parsed.kind === 'CONTACT' && parsed.people.includes(actor.id)) return true;
    if (parsed.kind === 'GROUP' && decideGroup(actor, await repo.groupRelation(actor.id, parsed.programId)).ok)
      return true;
    return mayReadReported(actor) && repo.roomReported(room);
  }

  return {
    writable,
    mayRead,

    /** People the actor may message, with presence and unread counts; admins find anyone by `search`. */
    async contacts(actor: ChatActor, search?: string): Promise<ChatContact[]> {
      const partners = await repo.conversationPartners(actor.id);
      const ids = new Set(partners);
      const sources = contactSources(actor);
      const known = { linked: new Set<string>(), classmates: new Set<string>() };
      if (sources.taught) for (const id of await repo.linkedPeople(actor.id, 'tutor')) known.linked.add(id);
      if (sources.tutors) for (const id of await repo.linkedPeople(actor.id, 'student')) known.linked.add(id);
      if (sources.family) for (const id of await repo.familyPeople(actor.id, sources.family)) known.linked.add(id);
      if (sources.classmates && (await schoolSettings.read()).studentDirectMessages)
        for (const id of await repo.classmatesOf(actor.id)) known.classmates.add(id);
      for (const id of [...known.linked, ...known.classmates]) ids.add(id);
      ids.delete(actor.id);
      let people = await repo.people([...ids]);
      const term = search?.trim().toLowerCase();
      if (term && mayJoinAnyGroup(actor)) {
        const found = await repo.searchPeople(term, actor.id);
        const known = new Set(people.map((p) => p.id));
        people = [...people, ...found.filter((p) => !known.has(p.id))];
      }
      if (term)
        people = people.filter((p) =>
          `${p.firstName} ${p.otherNames ?? ''} ${p.lastName} ${p.email}`.toLowerCase().includes(term),
        );
      // Only those the rules let the actor talk to now (a partner of old may be out of reach since).
      const allowed: PersonRow[] = [];
      for (const p of people) if ((await directDecision(actor, p, known)).ok) allowed.push(p);
      return presentContacts(actor, allowed);
    },

    /** Opens the direct conversation with a person, when the rules allow it. */
    async startConversation(actor: ChatActor, otherId: string): Promise<ChatContact> {
      const other = await repo.person(otherId);
      if (!other) throw notFound('This person is no longer here');
      const decision = await directDecision(actor, other);
      if (!decision.ok) throw forbidden(decision.reason);
      const [contact] = await presentContacts(actor, [other]);
      return contact!;
    },

    /** The groups the actor is in; for admins every program's group, with whether they joined. */
    async programRooms(actor: ChatActor): Promise<ProgramRoom[]> {
      const mine = await repo.groupProgramIds(actor.id);
      const all = mayJoinAnyGroup(actor);
      const groups = await repo.groups(all ? null : mine);
      const joined = new Set(mine);
      const rooms = groups.map((g) => chatRoomId.program(g.id));
      const [unread, last] = await Promise.all([
        repo.unreadByRoom(
          actor.id,
          rooms.filter((_, i) => joined.has(groups[i]!.id)),
        ),
        repo.lastMessages(rooms),
      ]);
      return groups.map((g, i) => ({
        key: rooms[i]!,
        program: { key: g.id, slug: g.slug, title: g.title, thumbnail: fileUrl(g.thumbnail) },
        members: g.members,
        joined: joined.has(g.id),
        unread: unread.get(rooms[i]!) ?? 0,
        lastMessage: joined.has(g.id) ? preview(last.get(rooms[i]!)) : null,
      }));
    },

    async joinGroup(actor: ChatActor, programId: string) {
      if (!mayJoinAnyGroup(actor)) throw forbidden('Only admins join program groups');
      if (!(await repo.programExists(programId))) throw notFound('Program not found');
      await repo.joinGroup(programId, actor.id);
      return chatRoomId.program(programId);
    },
    async leaveGroup(actor: ChatActor, programId: string) {
      if (!mayJoinAnyGroup(actor)) throw forbidden('Only admins leave program groups');
      await repo.leaveGroup(programId, actor.id);
      return chatRoomId.program(programId);
    },

    async history(actor: ChatActor, room: string, page: number) {
      if (!(await mayRead(actor, room))) throw forbidden(chatTexts.notAllowed);
      return engine.history(room, page, { includeAdminsOnly: false });
    },

    /** Unread messages by kind (platform spec 3), for the layouts' "+" badges. */
    async unread(actor: ChatActor): Promise<ChatUnreadEntry[]> {
      const groups = (await repo.groupProgramIds(actor.id)).map(chatRoomId.program);
      const [contact, perGroup] = await Promise.all([repo.unreadDirect(actor.id), repo.unreadByRoom(actor.id, groups)]);
      let group = 0;
      for (const n of perGroup.values()) group += n;
      return [
        { kind: 'CONTACT', count: contact },
        { kind: 'GROUP', count: group },
      ];
    },

    /**
     * Stores a message the actor may write (exactly once per key, the engine's rule), its rich text cleaned;
     * answers it with where it goes.
     */
    async send(actor: ChatActor, sender: Parameters<ChatEngine['store']>[0]['sender'], message: OutgoingMessage) {
      await moderation.assertNotMuted(actor.id);
      const conversation = await writable(actor, message.room);
      const { content, hasText } = cleanChatContent(message.content);
      const kind: ChatKind = conversation.kind;
      const to = conversation.kind === 'CONTACT' ? (conversation.people.find((p) => p !== actor.id) ?? null) : null;
      const program = conversation.kind === 'GROUP' ? conversation.programId : null;
      const stored = await engine.store({
        message: { ...message, program },
        sender,
        fromUserId: actor.id,
        kind,
        to,
        content,
        hasText,
      });
      return { ...stored, conversation };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
