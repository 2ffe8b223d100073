/** Chat messages as this client holds them, and the pure updates of a message list (R18, R19a), shared by the classroom chat and the Chat page. */
import type { ChatMessage, OutgoingMessage } from '@chalkline/contracts';

/** A chat message as this client holds it: the server's shape plus what only the sender knows. */
export interface LocalMessage extends ChatMessage {
  /** An own message not yet acknowledged: what to (re)send. Absent while its attachments upload. */
  outbox?: OutgoingMessage;
  /** Its attachments are still uploading. */
  uploading?: boolean;
}

export interface MessagesState {
  list: LocalMessage[];
  /** The last history page merged (the snapshot is page 1). */
  page: number;
  loading: boolean;
  /** An empty history page was answered: there is nothing older. */
  finished: boolean;
}

const union = (a: string[], b: string[]): string[] => (b.every((x) => a.includes(x)) ? a : [...new Set([...a, ...b])]);

/** One message known twice: the newer fields win, receipt lists never shrink, and a sent message stays sent. */
function mergeOne(known: LocalMessage, incoming: LocalMessage): LocalMessage {
  const sent = known.sent || incoming.sent;
  const merged: LocalMessage = {
    ...known,
    ...incoming,
    sent,
    delivered: union(known.delivered, incoming.delivered),
    read: union(known.read, incoming.read),
  };
  if (sent) {
    delete merged.outbox;
    delete merged.uploading;
  }
  return merged;
}

const byTime = (a: LocalMessage, b: LocalMessage) =>
  a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key);

/**
 * Merges messages into the list by key (a key is shown once, R18), keeping the longer delivered and read lists
 * (their union, so no receipt is lost), ordered oldest first.
 */
export function mergeMessages(list: LocalMessage[], incoming: readonly (LocalMessage | ChatMessage)[]): LocalMessage[] {
  if (!incoming.length) return list;
  const byKey = new Map(list.map((m) => [m.key, m]));
  for (const message of incoming) {
    const known = byKey.get(message.key);
    byKey.set(message.key, known ? mergeOne(known, message) : message);
  }
  return [...byKey.values()].sort(byTime);
}

/** The message with the reader added to its delivered list, and read list when reading (reading also delivers). */
function withReceipt(message: LocalMessage, reader: string, kind: 'delivered' | 'read'): LocalMessage {
  const delivered = message.delivered.includes(reader) ? message.delivered : [...message.delivered, reader];
  const read = kind === 'read' && !message.read.includes(reader) ? [...message.read, reader] : message.read;
  return delivered === message.delivered && read === message.read ? message : { ...message, delivered, read };
}

/**
 * Applies a receipt watermark (R19a): the reader has received (or read) the message and every older message of
 * the same sender, so each of those gets the reader in its lists. The list is unchanged when nothing moves.
 */
export function addReceipt(
  list: LocalMessage[],
  messageId: string,
  reader: string,
  kind: 'delivered' | 'read',
): LocalMessage[] {
  const index = list.findIndex((m) => m.key === messageId);
  const sender = list[index]?.from.key;
  if (sender === undefined) return list;
  let changed = false;
  const next = list.map((m, i) => {
    if (i > index || m.from.key !== sender) return m;
    const updated = withReceipt(m, reader, kind);
    changed ||= updated !== m;
    return updated;
  });
  return changed ? next : list;
}

/** Changes fields of one message by key. */
export const patchMessage = (list: LocalMessage[], key: string, patch: Partial<LocalMessage>): LocalMessage[] =>
  list.map((m) => (m.key === key ? { ...m, ...patch } : m));
