/**
 * Notices for people away from the chat (ADR 0063): a direct message, or a mention in a group, to someone with no
 * chat socket on any node publishes `message.direct` or `message.mentioned` (notification-events.ts) for that
 * person alone, keyed by the message so a resend never tells twice. Someone connected (Busy included) sees the
 * message arrive and is told nothing more.
 */
import { chatRoomId } from '@chalkline/contracts';
import { richTextToPlain } from '../../../text/rich-text.js';
import type { EventPublisher } from '../../notifications/event-publisher.js';
import type { Presence } from './chat-presence.js';
import { mentionedIn } from './mentions.js';
import type { ChatMessageRow } from './message.repository.js';
import type { ChatActor } from './platform-chat.content.js';
import { chatsOnAdminSite } from './platform-chat.policy.js';
import type { ChatRepository, PersonRow } from './platform-chat.repository.js';

/** Where a person opens a conversation: admins' Chat page, or everyone else's (platform spec 2.1). */
export function conversationLink(person: Pick<PersonRow, 'memberRole'>, room: string): string {
  const home = chatsOnAdminSite({ role: person.memberRole }) ? '/admin/chat' : '/accounts/chat';
  const query: Record<string, string> = chatRoomId.parse(room)?.kind === 'GROUP' ? { tab: 'groups', room } : { room };
  return `${home}?${new URLSearchParams(query)}`;
}

export function createOfflineNotices(deps: {
  repo: Pick<ChatRepository, 'person' | 'groupMembers' | 'programTitles'>;
  presence: Pick<Presence, 'connectedAmong'>;
  events: EventPublisher;
}) {
  const { repo, presence, events } = deps;
  return {
    /** After a message was stored (once): tells whoever it concerns who is not connected. */
    async afterSend(actor: ChatActor, row: Pick<ChatMessageRow, 'key' | 'room' | 'content' | 'sender'>) {
      const parsed = chatRoomId.parse(row.room);
      if (!parsed) return;
      const from = `${row.sender.firstName} ${row.sender.lastName}`.trim();
      if (parsed.kind === 'CONTACT') {
        const to = parsed.people[0] === actor.id ? parsed.people[1] : parsed.people[0];
        if ((await presence.connectedAmong([to])).has(to)) return;
        const person = await repo.person(to);
        if (!person) return;
        await events.publish('message.direct', {
          about: { person: to },
          params: { from, link: conversationLink(person, row.room) },
          key: row.key,
        });
        return;
      }
      const text = richTextToPlain(row.content);
      if (!text.includes('@')) return;
      const members = await repo.groupMembers(parsed.programId);
      const mentioned = mentionedIn(text, members, actor.id);
      if (!mentioned.length) return;
      const online = await presence.connectedAmong(mentioned);
      const away = members.filter((m) => mentioned.includes(m.id) && !online.has(m.id));
      if (!away.length) return;
      const conversation = (await repo.programTitles([parsed.programId])).get(parsed.programId) ?? 'a group';
      await events.publish(
        'message.mentioned',
        away.map((m) => ({
          about: { person: m.id },
          params: { from, conversation, link: conversationLink(m, row.room) },
          key: row.key,
        })),
      );
    },
  };
}
export type OfflineNotices = ReturnType<typeof createOfflineNotices>;
