/**
 * How the account picker lays out search results (platform spec 4 "Account search results"): grouped by member
 * role, and within a role sorted by the first letter of the email, digits grouped as "0-9".
 */
import { type AccountSearchResult, type MemberRole, memberRoles } from '@chalkline/contracts';

/** The heading of each member role's group. */
export const roleGroupLabels: Record<MemberRole, string> = {
  STUDENT: 'Students',
  TUTOR: 'Tutors',
  MANAGER: 'Managers',
  MASTER: 'Masters',
  GUARDIAN: 'Guardians',
};

/** The letter an email sorts under: its first letter in upper case, or "0-9" for a digit. */
export function emailLetter(email: string): string {
  const first = email.trim().charAt(0).toUpperCase();
  return /[0-9]/.test(first) ? '0-9' : first;
}

/** Results in picker order: by role (students, tutors, managers, masters), then letter, then email. */
export function sortAccountResults<T extends AccountSearchResult>(results: readonly T[]): T[] {
  return [...results].sort(
    (a, b) =>
      memberRoles.indexOf(a.memberRole) - memberRoles.indexOf(b.memberRole) ||
      emailLetter(a.email).localeCompare(emailLetter(b.email)) ||
      a.email.toLowerCase().localeCompare(b.email.toLowerCase()),
  );
}
