import { useQuery } from '@tanstack/react-query';
import type { SessionState } from '../../auth/useSession';
import { checkAdmission, validateMeetingLink } from '../classroom.api';
import { validateDemoSession } from '../demo/demoSession';

/** The link's query parameters: schedule and program, or the demo session. */
export interface LinkParams {
  schedule?: string;
  program?: string;
  session?: string;
}

/**
 * The link check and the admission decision, asked side by side once the session is known (classroom spec 2). A
 * demo link is first checked for its session (`demo` is undefined elsewhere), and nothing else is asked if it fails.
 */
export function useLobbyData(meetingId: string, link: LinkParams, session: SessionState) {
  const viewer = session.user?.key ?? 'guest';
  const known = session.status !== 'loading';
  const isDemo = meetingId === 'demo';
  const demo = useQuery({
    queryKey: ['meet', 'demo', link.session],
    queryFn: () => validateDemoSession(link.session!),
    enabled: isDemo && Boolean(link.session),
    retry: false,
    staleTime: 0,
  });
  const linkUsable = !isDemo || demo.isSuccess;
  const validation = useQuery({
    queryKey: ['meet', 'link', meetingId, link.schedule, link.program, viewer],
    queryFn: () => validateMeetingLink({ meetingId, schedule: link.schedule, program: link.program }),
    enabled: known && linkUsable,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const admission = useQuery({
    queryKey: ['meet', 'admission', meetingId, link.schedule, link.program, link.session, viewer],
    queryFn: () =>
      checkAdmission(meetingId, { programId: link.program, scheduleId: link.schedule, demoSession: link.session }),
    // Asked beside the link check, not after it: the lobby shows the link's error first whatever this answers.
    enabled: known && linkUsable,
    retry: false,
    staleTime: 0,
  });
  return { demo: isDemo ? demo : undefined, validation, admission };
}
