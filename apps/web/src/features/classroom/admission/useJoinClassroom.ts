import type { LaunchConfig } from '@chalkline/contracts';
import { useCallback } from 'react';
import { fetchSocketToken, getInstanceId } from '../../../lib/socket';
import { useToast } from '../../../ui/toast';
import { fetchGuestToken } from '../classroom.api';
import { ClassroomConnection } from '../connection/ClassroomConnection';
import type { ClassroomState } from '../connection/classroom-state';
import { completeDemoSession, leavingEndsDemo, startDemoSession } from '../demo/demoSession';
import type { LinkParams } from './useLobbyData';

/** How long a server alert stays on screen (classroom spec 8). */
export const alertDurationMs = 4000;

export interface JoinChoice {
  programId?: string;
  isVideoEnabled: boolean;
  isAudioEnabled: boolean;
  isIncognito: boolean;
  /** Set for a signed-out visitor: joins as a guest with this name. */
  guestName?: string;
  /** A host joining a demo lesson begins it first (`/meet/start-demo-session`); a refusal stops the join. */
  startsDemo?: boolean;
}

/** Completes the demo when its last host leaves; a failure is told but does not keep anyone in the room. */
const endDemoIfLastHost =
  (session: string, toast: ReturnType<typeof useToast>) =>
  async (state: ClassroomState): Promise<void> => {
    if (!leavingEndsDemo(state)) return;
    await completeDemoSession(session).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : 'We couldn’t mark the demo lesson as ended.'),
    );
  };

/** Answers `join`, which opens the classroom connection (a guest first gets a ticket, R1) and launches. */
export function useJoinClassroom(meetingId: string, link: LinkParams) {
  const toast = useToast();
  return useCallback(
    async (choice: JoinChoice): Promise<ClassroomConnection> => {
      const config: LaunchConfig = {
        ...(choice.programId ? { programId: choice.programId } : {}),
        ...(link.schedule ? { scheduleId: link.schedule } : {}),
        ...(link.session ? { demoSession: link.session } : {}),
        isVideoEnabled: choice.isVideoEnabled,
        isAudioEnabled: choice.isAudioEnabled,
        isIncognito: choice.isIncognito,
      };
      if (choice.startsDemo && link.session) await startDemoSession(link.session);
      let token = fetchSocketToken;
      if (choice.guestName !== undefined) {
        const ticket = await fetchGuestToken(meetingId, choice.guestName, config);
        token = async () => ticket;
      }
      const connection = new ClassroomConnection({
        meetingId,
        config,
        token,
        instanceId: getInstanceId(),
        notify: (message) => toast.info(message, { durationMs: alertDurationMs }),
        ...(meetingId === 'demo' && link.session ? { beforeLeave: endDemoIfLastHost(link.session, toast) } : {}),
      });
      connection.connect();
      return connection;
    },
    [meetingId, link.schedule, link.session, toast],
  );
}
