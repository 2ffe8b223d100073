/**
 * What the platform chat's rules share with its socket: who acts, where a stored message goes, and how a message's
 * rich text is cleaned and previewed in a list.
 */
import type { AdminPermission } from '@chalkline/contracts';
import { richTextToPlain, sanitizeRichText } from '../../../text/rich-text.js';
import type { LastMessageRow, PersonRow } from './platform-chat.repository.js';

/** Who is acting: the permission vocabulary's actor with an id. */
export interface ChatActor {
  id: string;
  role: PersonRow['memberRole'];
  permissions?: readonly AdminPermission[];
}

/** Where a message goes once stored: a direct conversation's two people, or a program's group. */
export type Conversation =
  | { kind: 'CONTACT'; room: string; people: [string, string] }
  | { kind: 'GROUP'; room: string; programId: string };

/**
 * Cleans a message's rich text: the shared allow-list, then no pictures inside the text (pictures are
 * attachments, served by us; an `<img>` would make a child's browser ask another host).
 */
export function cleanChatContent(html: string): { content: string; hasText: boolean } {
  const content = sanitizeRichText(html).replace(/<img\b[^>]*>/gi, '');
  return { content, hasText: richTextToPlain(content).length > 0 };
}

export const preview = (row: LastMessageRow | undefined) =>
  row
    ? {
        text: richTextToPlain(row.content).slice(0, 120),
        fromKey: row.fromKey,
        createdAt: row.createdAt.toISOString(),
        hasAttachments: row.hasAttachments,
      }
    : null;
