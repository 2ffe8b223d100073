/**
 * What `member` and `classroom.host` mean in a classroom namespace (ADR 0027): admitted into the socket's
 * classroom (R3–R11), and admitted as one of its hosts (R4). The dispatcher asks this before every such event and
 * hands the handler the member it found, so no handler looks the member up again or forgets to.
 */
import { hostEventRefusals } from '@chalkline/contracts';
import { AppError } from '../../errors/app-error.js';
import { authorizeEvents } from '../../realtime/handle.js';
import { type ClassroomDeps, type MeetSocket, requireMember } from './classroom-context.js';
import type { Member } from './room/room-state.js';

/** The sender of a `member` or host event: admitted, with its classroom. */
export interface Admitted {
  roomKey: string;
  member: Member;
}

export function authorizeClassroomEvents(deps: ClassroomDeps, socket: MeetSocket) {
  authorizeEvents(socket, async (permission, event): Promise<Admitted> => {
    const found = await requireMember(deps, socket);
    if (permission === 'classroom.host' && !found.member.isHost) {
      const refusal = (hostEventRefusals as Partial<Record<string, string>>)[event];
      throw new AppError(403, 'FORBIDDEN', refusal ?? 'Only a tutor or an admin may do this');
    }
    return found;
  });
}
