import type { MemberRole } from '@chalkline/contracts';

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
    }
  | { kind: 'guest'; key: string; firstName: string; lastName: string };

export const isAdminIdentity = (who: ClassroomIdentity) =>
  who.kind === 'user' && (who.role === 'MANAGER' || who.role === 'MASTER');
