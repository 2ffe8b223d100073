/**
 * Low-bandwidth mode on the server (H7–H8, ADR 0081): a member asks not to receive others' cameras and the engine
 * stops forwarding them to that member (werift pauses the consumers, Janus configures the streams `send: false`),
 * holding them whatever the client resumes; screen shares and audio go on. `media_stats` answers what the server
 * forwarded to the asking member, from the engine's own counters.
 */
import type { MediaEngine } from '../../../media/create-media-engine.js';
import { onEvent } from '../../../realtime/handle.js';
import type { ClassroomDeps, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';

export function registerLowBandwidth(deps: ClassroomDeps & { engine: MediaEngine }, socket: MeetSocket) {
  const peerOf = ({ roomKey, member }: Admitted) => ({ routerId: roomKey, peerId: member.participant.connection });
  onEvent(
    socket,
    'receive_video',
    async ({ cameras }, found: Admitted) => {
      await deps.engine.setCamerasReceived({ ...peerOf(found), receive: cameras });
      return { cameras };
    },
    deps.log,
  );
  onEvent(
    socket,
    'media_stats',
    async (_, found: Admitted) => ({ forwarded: await deps.engine.forwardedTo(peerOf(found)) }),
    deps.log,
  );
}
