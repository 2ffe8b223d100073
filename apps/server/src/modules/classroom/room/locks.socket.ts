/**
 * Classroom locks in the classroom namespace (L1, ADR 0075): a host changes switches with `set_locks`; everyone
 * admitted, the host included, gets `locks_changed { locks }`, and media already live follows the new switches
 * (media-locks.ts). The snapshot of anyone who joins later carries the locks (L1).
 */
import type { MediaEngine } from '../../../media/create-media-engine.js';
import { onEvent } from '../../../realtime/handle.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { applyMediaLocks } from '../media/media-locks.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo } from './room-events.js';
import { changeLocks } from './room-locks.js';

export function registerLocks(nsp: MeetNamespace, deps: ClassroomDeps & { engine: MediaEngine }, socket: MeetSocket) {
  // `classroom.host` (L1): the dispatcher let only a host through.
  onEvent(
    socket,
    'set_locks',
    async ({ locks }, { roomKey }: Admitted) => {
      const { before, after } = await changeLocks(deps.state, roomKey, locks);
      // The classroom's next lessons start with them (ADR 0075).
      await deps.classrooms.keepLocks(roomKey, after);
      await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'locks_changed', { locks: after })]);
      await applyMediaLocks(nsp, deps, roomKey, before, after);
      return { locks: after };
    },
    deps.log,
  );
}
