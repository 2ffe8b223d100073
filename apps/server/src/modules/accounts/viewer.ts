import type { Actor, MemberRole } from '@chalkline/contracts';

/** The signed-in person behind a request or socket, as policies see them (an `Actor` of the permission vocabulary). */
export interface Viewer extends Actor {
  id: string;
  role: MemberRole;
  email: string;
  firstName: string;
  lastName: string;
  sessionId: string;
  /** Whether the person signs in with a second factor (ADR 0056); absent reads as no. */
  twoFactorEnabled?: boolean;
  /** When this session last checked the password or second factor (epoch ms), for step-up (ADR 0056). */
  verifiedAt?: number;
}
