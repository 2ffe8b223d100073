/** Meeting chat on the shared chat engine (ADR 0038): plain-text messages, what an incognito admin writes for admins. */
import { adminsOnlyRecipient, type OutgoingMessage } from '@chalkline/contracts';
import type { FileRepository } from '../../files/file.repository.js';
import { createChatEngine } from './chat-engine.js';
import type { ChatMessageRow, MessageRepository } from './message.repository.js';

export { historyPageSize, presentMessage } from './chat-engine.js';

export function createChatService(deps: { repo: MessageRepository; files: FileRepository }) {
  const engine = createChatEngine({ messages: deps.repo, files: deps.files });
  return {
    ...engine,
    /**
     * Stores the message (or finds the one already stored under its key) and answers it. An incognito sender's
     * message is for admins only, in the history too (R12).
     */
    send(
      message: OutgoingMessage,
      sender: ChatMessageRow['sender'],
      fromUserId: string | null,
      options: { adminsOnly: boolean } = { adminsOnly: false },
    ) {
      return engine.store({
        message,
        sender,
        fromUserId,
        kind: 'GROUP',
        to: options.adminsOnly ? adminsOnlyRecipient : message.to === adminsOnlyRecipient ? null : message.to,
        content: message.content,
        hasText: message.content.trim().length > 0,
      });
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
