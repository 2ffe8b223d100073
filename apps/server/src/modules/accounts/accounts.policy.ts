/** Who may do what with accounts and profiles. */
import { isAdminRole } from '@chalkline/contracts';
import type { Viewer } from './viewer.js';

export const isAdmin = (viewer: Viewer) => isAdminRole(viewer.role);

/** A master admin may create admins with master or manager roles (platform spec 6). */
export const canCreateAdmin = (viewer: Viewer) => viewer.role === 'MASTER';
export const canListAdmins = (viewer: Viewer) => isAdmin(viewer);

/** Admins, the student themselves, and tutors who teach the student may open a student's profile. */
export const canViewStudentProfile = (viewer: Viewer, studentId: string, teachesStudent: boolean) =>
  isAdmin(viewer) || viewer.id === studentId || (viewer.role === 'TUTOR' && teachesStudent);

/** Only admins see the admin-only profile fields (platform spec 6). */
export const seesAdminProfileFields = (viewer: Viewer) => isAdmin(viewer);
