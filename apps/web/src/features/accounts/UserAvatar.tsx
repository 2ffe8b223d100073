import { type AuthUser, layoutOf, type MemberRole } from '@chalkline/contracts';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';

/** The default avatars for people without a photo; FEMALE gets her own (platform spec 3). */
export const defaultAvatars = { female: '/avatars/default-female.svg', other: '/avatars/default.svg' } as const;

type AvatarPerson = Pick<AuthUser, 'avatar' | 'gender' | 'firstName' | 'lastName'>;

export const avatarSource = (person: Pick<AuthUser, 'avatar' | 'gender'>): string =>
  person.avatar ?? (person.gender === 'FEMALE' ? defaultAvatars.female : defaultAvatars.other);

/** A person's photo, or the default avatar for their gender. */
export function UserAvatar({
  user,
  size = 48,
  ...props
}: { user: AvatarPerson; size?: number } & Omit<AvatarProps, 'sx'>) {
  return (
    <Avatar
      src={avatarSource(user)}
      alt={`${user.firstName} ${user.lastName}`}
      {...props}
      sx={{ width: size, height: size, bgcolor: 'primary.light' }}
    />
  );
}

/** Title, last, first and other names, as the sidebar shows them (platform spec 2.3). */
export const sidebarName = (user: Pick<AuthUser, 'title' | 'firstName' | 'lastName' | 'otherNames'>): string =>
  [user.title, user.lastName, user.firstName, user.otherNames].filter((part) => part?.trim()).join(' ');

/** MASTER and MANAGER read "MASTER ADMIN" and "MANAGER ADMIN"; other roles as they are. */
export const roleBadge = (role: MemberRole): string => (layoutOf(role) === 'admin' ? `${role} ADMIN` : role);

/** The role badge's colour: students primary, tutors success, admins warning. */
export const roleBadgeColor: Record<MemberRole, 'primary' | 'success' | 'warning'> = {
  STUDENT: 'primary',
  TUTOR: 'success',
  MANAGER: 'warning',
  MASTER: 'warning',
  GUARDIAN: 'primary',
};
