/**
 * Polls in the classroom namespace (P1–P8, ADR 0073): hosts open, close and show or hide results (`classroom.host`,
 * checked by the dispatcher); members answer and read the poll in front of the class. The rules and who hears what
 * are polls.service.ts; this delivers them through the room's adapter, so every node's sockets hear them.
 */
import { onEvent } from '../../../realtime/handle.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { deliver } from '../participants/deliver.socket.js';
import type { PollsService } from './polls.service.js';

export function registerPolls(nsp: MeetNamespace, deps: ClassroomDeps & { polls: PollsService }, socket: MeetSocket) {
  const { polls, log } = deps;

  onEvent(
    socket,
    'poll_open',
    async ({ pollId }, { roomKey }: Admitted) => {
      const { poll, events } = await polls.open(roomKey, pollId);
      await deliver(nsp, events);
      return { poll };
    },
    log,
  );

  onEvent(
    socket,
    'poll_close',
    async ({ pollId }, { roomKey }: Admitted) => {
      const { poll, events } = await polls.close(roomKey, pollId);
      await deliver(nsp, events);
      return { poll };
    },
    log,
  );

  onEvent(
    socket,
    'poll_results',
    async ({ pollId, shown }, { roomKey }: Admitted) => {
      const { poll, events } = await polls.showResults(roomKey, pollId, shown);
      await deliver(nsp, events);
      return { poll };
    },
    log,
  );

  // Ordered: one person's answers are stored in the order given, so the last one they chose is the one kept.
  onEvent(
    socket,
    'poll_answer',
    async ({ pollId, choices }, { roomKey, member }: Admitted) => {
      const answered = await polls.answer(roomKey, member, pollId, choices);
      await deliver(nsp, answered.events);
      return { choices: answered.choices };
    },
    log,
    { ordered: true },
  );

  onEvent(socket, 'poll_state', (_, { roomKey, member }: Admitted) => polls.state(roomKey, member), log);
}
