/**
 * A suspended, deleted or demoted person's classroom sockets on this node end, and so do those of a person whose
 * password changed, except the changing browser's (docs/decisions/0029-people-admin.md, 0055): each leaves its room as `leave_meeting` would (R15: the seat is freed and the others see them go, not a dropped
 * connection kept "recently online"), is told why with an `account_ended` alert, and is disconnected.
 */
import { meetNamespace, peopleTexts } from '@chalkline/contracts';
import type { Server } from 'socket.io';
import type { AccountEndReason } from '../../../realtime/cluster.js';
import type { ClassroomDeps, MeetNamespace } from '../classroom-context.js';
import { deliver } from '../participants/deliver.socket.js';
import type { AdmissionService } from './admission.service.js';

const messageOf: Record<AccountEndReason, string> = {
  suspended: peopleTexts.endedBySuspension,
  deleted: peopleTexts.endedByDeletion,
  demoted: peopleTexts.endedByRoleChange,
  'password-changed': peopleTexts.endedByPasswordChange,
  'two-factor-on': peopleTexts.endedByTwoFactor,
};

export async function endPersonInClassrooms(
  io: Server,
  deps: ClassroomDeps & { admission: AdmissionService },
  userId: string,
  reason: AccountEndReason,
  keepSession = '',
) {
  const prefix = meetNamespace('');
  const seats: { nsp: MeetNamespace; roomKey: string; target: { socketId: string; instanceId: string } }[] = [];
  for (const [name, namespace] of io._nsps) {
    if (!name.startsWith(prefix)) continue;
    const nsp = namespace as unknown as MeetNamespace;
    for (const socket of [...nsp.sockets.values()]) {
      const { identity, roomKey, instanceId } = socket.data;
      if (identity?.kind !== 'user' || identity.key !== userId) continue;
      if (keepSession && socket.data.sessionId === keepSession) continue;
      // Cleared first, so the disconnect handler finds no seat to keep as "recently online"; it is freed below.
      socket.data.roomKey = undefined;
      if (roomKey) seats.push({ nsp, roomKey, target: { socketId: socket.id, instanceId } });
      // The socket ends at once; freeing the seat may wait on media clean-up.
      socket.emit('alert', { message: messageOf[reason], code: 'account_ended' });
      socket.disconnect(true);
    }
  }
  for (const { nsp, roomKey, target } of seats) await deliver(nsp, await deps.admission.leave(roomKey, target));
}
