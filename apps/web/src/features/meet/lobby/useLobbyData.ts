import { useQuery } from '@tanstack/react-query';
import type { SessionState } from '../../auth/useSession';
import { checkAdmission, validateMeetingLink } from '../meet.api';

/** The link's query parameters: schedule and program, or the demo session. */
export interface LinkParams {
  schedule?: string;
  program?: string;
  session?: string;
}

/** The link check and the admission decision, asked once the session is known (classroom spec 2). */
export function useLobbyData(meetingId: string, link: LinkParams, session: SessionState) {
  const viewer = session.user?.key ?? 'guest';
  const known = session.status !== 'loading';
  const validation = useQuery({
    queryKey: ['meet', 'link', meetingId, link.schedule, link.program, viewer],
    queryFn: () => validateMeetingLink({ meetingId, schedule: link.schedule, program: link.program }),
    enabled: known,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const admission = useQuery({
    queryKey: ['meet', 'admission', meetingId, link.schedule, link.program, link.session, viewer],
    queryFn: () =>
      checkAdmission(meetingId, { programId: link.program, scheduleId: link.schedule, demoSession: link.session }),
    enabled: known && validation.isSuccess,
    retry: false,
    staleTime: 0,
  });
  return { validation, admission };
}
