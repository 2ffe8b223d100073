/**
 * Recording in the classroom namespace (R33, R34): hosts start and stop it, acknowledged with `proceed`; everyone
 * in the room, the sender included, gets `start_recording { initiator }` / `end_recording`, and the snapshot of
 * anyone who joins later carries the running recording. The rules are recording.service.ts.
 */

import { onEvent } from '../../../realtime/handle.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { deliver } from '../participants/deliver.socket.js';
import { leftOutOfNewRecording } from '../room/room-consent.js';
import { emitTo } from '../room/room-events.js';
import type { RecordingService } from './recording.service.js';

export function registerRecording(
  nsp: MeetNamespace,
  deps: ClassroomDeps & { recordings: RecordingService },
  socket: MeetSocket,
) {
  // Both events are `classroom.host` (R33): the dispatcher let only a host through (`mayRecord`).
  onEvent(
    socket,
    'start_recording',
    async (payload, { roomKey, member }: Admitted) => {
      // Not while a present student's guardians have not consented, unless the host chose to record without them:
      // the refusal names who (`CONSENT_REQUIRED`), the recording leaves them out (ADR 0079).
      const leaveOut = Boolean(payload?.leaveOutWithoutConsent);
      const room = await deps.state.meta(roomKey);
      const live = await deps.recordings.start(roomKey, member, room?.sessionId ?? null, () =>
        leftOutOfNewRecording(deps.state, deps.consent, roomKey, leaveOut),
      );
      await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'start_recording', live)]);
      return { proceed: true, ...live };
    },
    deps.log,
  );

  onEvent(
    socket,
    'end_recording',
    async (_, { roomKey }: Admitted) => {
      const recordingId = await deps.recordings.end(roomKey);
      if (recordingId) await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'end_recording', { recordingId })]);
      return { proceed: true };
    },
    deps.log,
  );
}
