/**
 * What changed in the classroom that a screen reader should hear (ADR 0077), found by comparing two states of the
 * store: chat messages from others, people asking to join and hands raised (to hosts), being let in, and the
 * recording starting or stopping. Pure: the announcer decides when and how loud.
 */
import { recordingTexts } from '@chalkline/contracts';
import type { ClassroomState } from '../connection/classroom-state';

/** One new chat message from someone else: its sender and its text. */
export interface HeardMessage {
  from: string;
  text: string;
}

export type RoomNews = { kind: 'messages'; messages: HeardMessage[] } | { kind: 'text'; text: string; urgent: boolean };

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** "Ada", "Ada and Ben", "Ada, Ben and Chidi", "Ada, Ben and 3 others". */
export function listNames(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  if (unique.length > 3) return `${unique.slice(0, 2).join(', ')} and ${unique.length - 2} others`;
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}

/** New live messages from others: not known before, not older than what was there (a history page), not one's own. */
function newMessages(prev: ClassroomState, next: ClassroomState): HeardMessage[] {
  if (!prev.ready || next.messages.list === prev.messages.list) return [];
  const known = new Set(prev.messages.list.map((m) => m.key));
  const newest = prev.messages.list.at(-1)?.createdAt ?? '';
  return next.messages.list
    .filter((m) => !known.has(m.key) && m.createdAt >= newest && m.from.key !== next.you?.key)
    .map((m) => ({ from: fullName(m.from), text: m.content.replace(/\s+/g, ' ').trim() }));
}

function newRequests(prev: ClassroomState, next: ClassroomState): string[] {
  if (!next.you?.isHost || next.requests === prev.requests) return [];
  const known = new Set(prev.requests.map((r) => r.connection));
  return next.requests.filter((r) => !known.has(r.connection)).map(fullName);
}

function newHands(prev: ClassroomState, next: ClassroomState): string[] {
  if (!prev.ready || !next.you?.isHost || next.participants === prev.participants) return [];
  const before = new Map(prev.participants.map((p) => [p.connection, p.isHandRaised]));
  return next.participants
    .filter((p) => p.isHandRaised && !before.get(p.connection) && p.connection !== next.you?.connection)
    .map(fullName);
}

/** The announcements' own words (the spec has none; ADR 0077). */
export const announcementTexts = {
  messageFrom: (from: string, text: string) => (text ? `Message from ${from}: ${text}` : `Message from ${from}`),
  messagesFrom: (count: number, names: readonly string[]) => `${count} new messages from ${listNames(names)}`,
  asking: (names: readonly string[]) => `${listNames(names)} ${names.length > 1 ? 'are' : 'is'} asking to join`,
  admitted: 'You have been let in. You are in the classroom.',
  hands: (names: readonly string[]) => `${listNames(names)} raised ${names.length > 1 ? 'their hands' : 'their hand'}`,
  recordingStarted: (by: string) => `${recordingTexts.started}${by ? ` by ${by}` : ''}`,
  recordingStopped: 'Recording stopped',
};

/**
 * Everything worth announcing between two states, in the order it should be heard. `waited`: this person knocked
 * and waited since they were last in (the server ends the waiting just before the room arrives, R5).
 */
export function newsBetween(prev: ClassroomState, next: ClassroomState, waited = prev.waiting): RoomNews[] {
  const news: RoomNews[] = [];
  if (waited && !prev.ready && next.ready) news.push({ kind: 'text', text: announcementTexts.admitted, urgent: false });
  const before = prev.recording?.recordingId ?? null;
  const now = next.recording?.recordingId ?? null;
  if (before !== now) {
    if (next.recording)
      news.push({
        kind: 'text',
        text: announcementTexts.recordingStarted(fullName(next.recording.initiator)),
        urgent: true,
      });
    else news.push({ kind: 'text', text: announcementTexts.recordingStopped, urgent: false });
  }
  const asking = newRequests(prev, next);
  if (asking.length) news.push({ kind: 'text', text: announcementTexts.asking(asking), urgent: false });
  const hands = newHands(prev, next);
  if (hands.length) news.push({ kind: 'text', text: announcementTexts.hands(hands), urgent: false });
  const messages = newMessages(prev, next);
  if (messages.length) news.push({ kind: 'messages', messages });
  return news;
}
