import type { LaunchConfig } from '@chalkline/contracts';
import { useCallback } from 'react';
import { fetchSocketToken, getInstanceId } from '../../../lib/socket';
import { useToast } from '../../../ui/toast';
import { ClassroomConnection } from '../connection/ClassroomConnection';
import { fetchGuestToken } from '../meet.api';
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
}

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
      });
      connection.connect();
      return connection;
    },
    [meetingId, link.schedule, link.session, toast],
  );
}
