/**
 * One `/chat` socket per tab (ADR 0038), shared by the layouts' unread badges and the Chat page: opened by the
 * first user, closed when the last one lets go. Socket.IO reconnects it (with a fresh ticket each time).
 */
import type { ChatClientToServer, ChatServerToClient, chatNamespace } from '@chalkline/contracts';
import type { Socket } from 'socket.io-client';
import { connectSocket } from '../../../../lib/socket';

export type ChatSocket = Socket<ChatServerToClient, ChatClientToServer>;

// The contract's namespace, checked by its type: importing the value would bring the module's zod schemas (and zod)
// into every signed-in page's first download, as the sidebar holds this socket (ADR 0033).
const namespace: typeof chatNamespace = '/chat';

let socket: ChatSocket | null = null;
let users = 0;

/** The tab's chat socket; call the answer's `release` when done with it. */
export function acquireChatSocket(): { socket: ChatSocket; release: () => void } {
  socket ??= connectSocket<ChatServerToClient, ChatClientToServer>(namespace);
  users += 1;
  const held = socket;
  let released = false;
  return {
    socket: held,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0 && socket === held) {
        held.close();
        socket = null;
      }
    },
  };
}
