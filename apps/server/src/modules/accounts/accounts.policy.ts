/** Who may do what with accounts and profiles, in the permission vocabulary of contracts. */
import { type Actor, can, type Permission, type Relation } from '@chalkline/contracts';
import { forbidden } from '../../errors/app-error.js';
import type { Viewer } from './viewer.js';

/** Throws the 403 `forbidden(message)` unless `actor` may do `permission` with these relations to the resource. */
export function demand(actor: Actor, permission: Permission, message?: string, relations: readonly Relation[] = []) {
  if (!can(actor, permission, relations)) throw forbidden(message);
}

/** Whether a tutor is linked to a student; looked up only when the answer matters. */
export type LinkLookup = (tutorId: string, studentId: string) => Promise<boolean>;

/**
 * Admins, the student themselves, and tutors linked to the student may see the student's profile, classroom
 * and lessons (platform spec 6, ADR 0010): the one place that says so.
 */
export async function mayReadStudent(viewer: Viewer, studentId: string, isLinked: LinkLookup): Promise<boolean> {
  if (can(viewer, 'student.read', viewer.id === studentId ? ['self'] : [])) return true;
  return can(viewer, 'student.read', ['linked']) && (await isLinked(viewer.id, studentId));
}

/** Admins see emails and the admin-only profile fields (platform spec 6); nobody else does. */
export const maySeeAdminFields = (viewer: Viewer) => can(viewer, 'people.readAdminFields');

/** Throws 403 unless the viewer may read the student's profile (Manage Admins decides in admins.policy.ts). */
export async function authorize(
  viewer: Viewer,
  _action: 'student.read',
  student: { id: string; isLinked: LinkLookup },
): Promise<void> {
  if (!(await mayReadStudent(viewer, student.id, student.isLinked))) throw forbidden('You may not view this profile');
}
