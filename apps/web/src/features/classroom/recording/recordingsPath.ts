import { roomKeys } from '@chalkline/contracts';
import { meetPaths } from '../../../lib/paths';

/** A classroom's recordings page: `/meet/{meetingId}/recordings`, with the link's program or demo session. */
export function recordingsPath(meetingId: string, link: { program?: string | null; session?: string | null }) {
  const query = new URLSearchParams();
  if (link.program) query.set('program', link.program);
  if (link.session) query.set('session', link.session);
  const search = query.toString();
  return `${meetPaths.home}/${meetingId}/recordings${search ? `?${search}` : ''}`;
}

/** The classroom (room key) a meeting id and link name, as the server's `roomKeys` builds it. */
export function roomKeyOf(meetingId: string, link: { program?: string | null; session?: string | null }) {
  if (meetingId === 'demo') return link.session ? roomKeys.demo(link.session) : null;
  if (meetingId === 'program') return link.program ? roomKeys.program(link.program) : null;
  return meetingId;
}
