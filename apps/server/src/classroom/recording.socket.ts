/**
 * Recording in the classroom namespace (R33, R34): hosts start and stop it, acknowledged with `proceed`; everyone
 * in the room, the sender included, gets `start_recording { initiator }` / `end_recording`, and the snapshot of
 * anyone who joins later carries the running recording. The rules are recording.service.ts.
 */
import { recordingTexts } from '@chalkline/contracts';
import { AppError } from '../errors/app-error.js';
import { onEvent } from '../realtime/handle.js';
import { type ClassroomDeps, type MeetNamespace, type MeetSocket, requireMember } from './classroom-context.js';
import { deliver } from './deliver.socket.js';
import { mayRecord } from './recording.policy.js';
import type { RecordingService } from './recording.service.js';
import { emitTo } from './room-events.js';

export function registerRecording(
  nsp: MeetNamespace,
  deps: ClassroomDeps & { recordings: RecordingService },
  socket: MeetSocket,
) {
  const hostOf = async () => {
    const found = await requireMember(deps, socket);
    if (!mayRecord(found.member)) throw new AppError(403, 'FORBIDDEN', recordingTexts.onlyHosts);
    return found;
  };

  onEvent(
    socket,
    'start_recording',
    async () => {
      const { roomKey, member } = await hostOf();
      const room = await deps.state.meta(roomKey);
      const live = await deps.recordings.start(roomKey, member, room?.sessionId ?? null);
      await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'start_recording', live)]);
      return { proceed: true, ...live };
    },
    deps.log,
  );

  onEvent(
    socket,
    'end_recording',
    async () => {
      const { roomKey } = await hostOf();
      const recordingId = await deps.recordings.end(roomKey);
      if (recordingId) await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'end_recording', { recordingId })]);
      return { proceed: true };
    },
    deps.log,
  );
}
