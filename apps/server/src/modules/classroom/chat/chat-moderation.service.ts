/**
 * Chat moderation (issue 31, ADR 0064): filing a report (and telling the moderators), reports moving from open to
 * handled or dismissed with who, when and a note, a reported message in its context, deleting a single message
 * (gone for everyone, live), muting a person for a while, and students blocking students. Knows nothing of
 * Fastify or Socket.IO: the live deletion goes out through `tellDeleted`, handed in by the module.
 */
import {
  type ChatMute,
  type ChatReport,
  type ChatReportStatus,
  chatRoomId,
  type MuteInput,
  mutedText,
  reportContextSize,
} from '@chalkline/contracts';
import { badRequest, forbidden, notFound } from '../../../errors/app-error.js';
import { richTextToPlain } from '../../../text/rich-text.js';
import type { EventPublisher } from '../../notifications/event-publisher.js';
import { presentMessage } from './chat-engine.js';
import { decideBlock, mayBeMuted, mayBlock, mayModerateChat, moderationTexts } from './chat-moderation.policy.js';
import type { ChatModerationRepository, ReportRow } from './chat-moderation.repository.js';
import type { MessageRepository } from './message.repository.js';
import type { ChatActor } from './platform-chat.content.js';
import { mayReadReported } from './platform-chat.policy.js';
import type { ChatRepository } from './platform-chat.repository.js';

const excerpt = (html: string) => {
  const text = richTextToPlain(html).trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

export function createChatModerationService(deps: {
  repo: ChatModerationRepository;
  messages: Pick<MessageRepository, 'findMessage' | 'markDeleted' | 'around'>;
  people: Pick<ChatRepository, 'person' | 'people' | 'programTitles'>;
  /** Whether a person may read a conversation (the chat's rule): only what one reads can be reported. */
  mayRead: (actor: ChatActor, room: string) => Promise<boolean>;
  events?: Pick<EventPublisher, 'publish'>;
  /** Tells every screen showing the conversation that a message is gone. */
  tellDeleted: (room: string, key: string) => void;
  now: () => Date;
}) {
  const { repo, messages, people } = deps;

  const mustModerate = (actor: ChatActor) => {
    if (!mayModerateChat(actor)) throw forbidden(moderationTexts.notAModerator);
  };
  const mustReadReports = (actor: ChatActor) => {
    if (!mayReadReported(actor)) throw forbidden();
  };

  /** Who a conversation is between, or its program's title, for each room. */
  async function conversationNames(rooms: string[]): Promise<Map<string, string>> {
    const programIds = new Set<string>();
    const peopleIds = new Set<string>();
    for (const room of rooms) {
      const parsed = chatRoomId.parse(room);
      if (parsed?.kind === 'GROUP') programIds.add(parsed.programId);
      if (parsed?.kind === 'CONTACT') for (const p of parsed.people) peopleIds.add(p);
    }
    const [titles, found] = await Promise.all([people.programTitles([...programIds]), people.people([...peopleIds])]);
    const nameOf = new Map(found.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
    return new Map(
      rooms.map((room) => {
        const parsed = chatRoomId.parse(room);
        if (parsed?.kind === 'GROUP') return [room, titles.get(parsed.programId) ?? 'A program group'];
        if (parsed?.kind === 'CONTACT')
          return [room, parsed.people.map((p) => nameOf.get(p) ?? 'A former member').join(' and ')];
        return [room, room];
      }),
    );
  }

  const present = (r: ReportRow, names: Map<string, string>): ChatReport => ({
    key: r.id,
    room: r.room,
    kind: r.kind,
    conversation: names.get(r.room) ?? r.room,
    message: {
      key: r.messageKey,
      text: richTextToPlain(r.content),
      from: `${r.sender.firstName} ${r.sender.lastName}`.trim(),
      fromKey: r.sender.key,
      createdAt: r.sentAt.toISOString(),
      deletedAt: r.deletedAt?.toISOString() ?? null,
    },
    reporter: r.reporter,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    handledBy: r.handledBy,
    handledAt: r.handledAt?.toISOString() ?? null,
    note: r.note,
  });

  async function reportOf(id: string): Promise<ChatReport> {
    const row = await repo.report(id);
    if (!row) throw notFound('Report not found');
    return present(row, await conversationNames([row.room]));
  }

  return {
    /** Files a report about a message the actor can read (not their own); a new one tells the moderators. */
    async report(actor: ChatActor, messageKey: string, reason: string) {
      const message = await messages.findMessage(messageKey);
      if (
        !message ||
        message.deletedAt ||
        !chatRoomId.parse(message.room) ||
        !(await deps.mayRead(actor, message.room))
      )
        throw notFound('Message not found');
      if (message.sender.key === actor.id) throw badRequest('You cannot report your own message');
      const id = await repo.fileReport({ messageKey, room: message.room, reporterId: actor.id, reason });
      if (!id || !deps.events) return;
      const [reporter, names] = await Promise.all([people.person(actor.id), conversationNames([message.room])]);
      await deps.events.publish('chat.report_filed', {
        about: {},
        params: {
          reporter: reporter ? `${reporter.firstName} ${reporter.lastName}` : 'Someone',
          conversation: names.get(message.room) ?? 'a conversation',
        },
        key: id,
      });
    },

    /** One state's reports, newest first (admins who read reports). */
    async reports(actor: ChatActor, status: ChatReportStatus): Promise<ChatReport[]> {
      mustReadReports(actor);
      const rows = await repo.reports(status);
      const names = await conversationNames([...new Set(rows.map((r) => r.room))]);
      return rows.map((r) => present(r, names));
    },

    /** Handles, dismisses or reopens a report; records who and when (reopening clears them). */
    async updateReport(actor: ChatActor, id: string, change: { status: ChatReportStatus; note?: string }) {
      mustModerate(actor);
      const closing = change.status !== 'OPEN';
      const found = await repo.setReportStatus(id, {
        status: change.status,
        by: closing ? actor.id : null,
        at: closing ? deps.now() : null,
        note: change.note?.trim() || null,
      });
      if (!found) throw notFound('Report not found');
      return reportOf(id);
    },

    /** The reported message among the messages around it, oldest first, deleted ones included. */
    async context(actor: ChatActor, id: string) {
      mustReadReports(actor);
      const row = await repo.report(id);
      if (!row) throw notFound('Report not found');
      const rows = await messages.around(row.room, row.seq, reportContextSize);
      return {
        reportedKey: row.messageKey,
        messages: rows.map(presentMessage),
        deletedKeys: rows.filter((m) => m.deletedAt).map((m) => m.key),
      };
    },

    /** Deletes one message of the platform chat for everyone, live; answers what the activity log names. */
    async deleteMessage(actor: ChatActor, key: string) {
      mustModerate(actor);
      const message = await messages.findMessage(key);
      if (!message || !chatRoomId.parse(message.room)) throw notFound('Message not found');
      const deleted = await messages.markDeleted(key, actor.id, deps.now());
      if (!deleted) throw notFound('This message was already deleted');
      deps.tellDeleted(deleted.room, deleted.key);
      const from = `${message.sender.firstName} ${message.sender.lastName}`.trim();
      return { ...deleted, label: `${from}’s chat message “${excerpt(message.content)}”` };
    },

    /** Mutes a person (not an admin) for one of the allowed durations. */
    async mute(actor: ChatActor, input: MuteInput): Promise<ChatMute> {
      mustModerate(actor);
      const person = await people.person(input.user);
      if (!person) throw notFound('This person is no longer here');
      if (!mayBeMuted(person.memberRole)) throw badRequest(moderationTexts.adminsNotMuted);
      const until = new Date(deps.now().getTime() + input.minutes * 60_000);
      await repo.mute({ userId: person.id, until, mutedBy: actor.id, reason: input.reason?.trim() || null });
      const moderator = await people.person(actor.id);
      return {
        key: person.id,
        name: `${person.firstName} ${person.lastName}`,
        until: until.toISOString(),
        mutedBy: moderator ? `${moderator.firstName} ${moderator.lastName}` : null,
        reason: input.reason?.trim() || null,
      };
    },
    /** Lifts a mute; answers the person's name. */
    async unmute(actor: ChatActor, userId: string): Promise<string> {
      mustModerate(actor);
      const person = await people.person(userId);
      if (!(await repo.unmute(userId))) throw notFound('This person is not muted');
      return person ? `${person.firstName} ${person.lastName}` : 'A former member';
    },
    async mutes(actor: ChatActor): Promise<ChatMute[]> {
      mustReadReports(actor);
      const rows = await repo.activeMutes(deps.now());
      return rows.map((r) => ({
        key: r.userId,
        name: r.name,
        until: r.until.toISOString(),
        mutedBy: r.mutedBy,
        reason: r.reason,
      }));
    },
    /** Refuses with the time left while the person is muted. */
    async assertNotMuted(userId: string) {
      const now = deps.now();
      const until = await repo.mutedUntil(userId, now);
      if (until) throw forbidden(mutedText(until, now));
    },

    async block(actor: ChatActor, otherId: string) {
      const other = await people.person(otherId);
      if (!other) throw notFound('This person is no longer here');
      const decision = decideBlock(actor, { id: other.id, role: other.memberRole });
      if (!decision.ok) throw forbidden(decision.reason);
      await repo.block(actor.id, other.id);
    },
    async unblock(actor: ChatActor, otherId: string) {
      if (!mayBlock(actor)) throw forbidden(moderationTexts.blockStudentsOnly);
      if (!(await repo.unblock(actor.id, otherId))) throw notFound('You have not blocked this person');
    },
    async blocks(actor: ChatActor) {
      if (!mayBlock(actor)) throw forbidden(moderationTexts.blockStudentsOnly);
      const rows = await repo.blockedBy(actor.id);
      return rows.map((r) => ({ key: r.userId, name: r.name, since: r.since.toISOString() }));
    },
    /** Whether the actor or the other person blocked the other (a fact of the chat policy). */
    async blockState(actorId: string, otherId: string): Promise<'none' | 'byActor' | 'byOther'> {
      const { aBlockedB, bBlockedA } = await repo.blocksBetween(actorId, otherId);
      return aBlockedB ? 'byActor' : bBlockedA ? 'byOther' : 'none';
    },
  };
}
export type ChatModerationService = ReturnType<typeof createChatModerationService>;
