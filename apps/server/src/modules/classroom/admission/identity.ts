import type { AdminPermission, MemberRole } from '@chalkline/contracts';
import { fileUrl } from '../../../storage/file-url.js';
import type { UserRow } from '../../accounts/user.repository.js';

/** Who is on a classroom socket: a signed-in person or a guest who joined by name. */
export type ClassroomIdentity =
  | {
      kind: 'user';
      key: string;
      role: MemberRole;
      firstName: string;
      lastName: string;
      otherNames: string | null;
      avatar: string | null;
      gender: 'MALE' | 'FEMALE' | null;
      /** A manager's admin grants (ADR 0026); policies ask `can` with them. */
      permissions?: readonly AdminPermission[];
    }
  | { kind: 'guest'; key: string; firstName: string; lastName: string };

/** A signed-in person as the classroom sees them. */
export const identityOf = (user: UserRow): ClassroomIdentity => ({
  kind: 'user',
  key: user.id,
  role: user.memberRole,
  firstName: user.firstName,
  lastName: user.lastName,
  otherNames: user.otherNames,
  avatar: fileUrl(user.avatar),
  gender: user.gender,
  permissions: user.adminPermissions,
});
