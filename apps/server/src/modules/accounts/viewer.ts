import { type Actor, type MemberRole, permissionsOf } from '@chalkline/contracts';
import type { UserRow } from './user.repository.js';

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

/**
 * A person as policies see them outside any session: what their role and grants allow now. For reads made on their
 * behalf by a credential that is not a session (a calendar feed's token, ADR 0062); `sessionId` is empty.
 */
export const viewerOfUser = (
  user: Pick<UserRow, 'id' | 'memberRole' | 'email' | 'firstName' | 'lastName' | 'adminPermissions'>,
): Viewer => ({
  id: user.id,
  role: user.memberRole,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  sessionId: '',
  permissions: permissionsOf({ role: user.memberRole, permissions: user.adminPermissions }),
});
