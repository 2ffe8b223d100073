import type { MemberRole } from '@chalkline/contracts';

/** The signed-in person behind a request or socket, as policies see them. */
export interface Viewer {
  id: string;
  role: MemberRole;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
}
