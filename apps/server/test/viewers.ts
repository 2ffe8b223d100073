/** Signed-in viewers for policy unit tests, without a database. */
import { type AdminPermission, type MemberRole, ordinaryPermissions } from '@chalkline/contracts';
import type { Viewer } from '../src/modules/accounts/viewer.js';

/**
 * A viewer of the role. A MANAGER holds `permissions`, or the ordinary groups when none are given (as the demo
 * manager does); `managerWith([...])` is one holding exactly the given ones.
 */
export const viewerOf = (
  role: MemberRole,
  id = `${role.toLowerCase()}-1`,
  permissions?: readonly AdminPermission[],
): Viewer => ({
  id,
  role,
  email: `${id}@chalkline.local`,
  firstName: 'Test',
  lastName: role,
  sessionId: `session-${id}`,
  ...(permissions ? { permissions } : role === 'MANAGER' ? { permissions: ordinaryPermissions } : {}),
});

/** A MANAGER viewer holding exactly these admin permissions. */
export const managerWith = (permissions: readonly AdminPermission[], id = 'manager-1') =>
  viewerOf('MANAGER', id, permissions);

/** The 403 a policy throws, or null when it lets the viewer through. */
export async function denialOf(decide: () => unknown): Promise<{ status: number; message: string } | null> {
  try {
    await decide();
    return null;
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
}
