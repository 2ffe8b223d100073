import type { Actor, MemberRole } from '@chalkline/contracts';

/** The signed-in person behind a request or socket, as policies see them (an `Actor` of the permission vocabulary). */
export interface Viewer extends Actor {
  id: string;
  role: MemberRole;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
}
