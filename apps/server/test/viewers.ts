/** Signed-in viewers for policy unit tests, without a database. */
import type { AdminPermission, MemberRole } from '@chalkline/contracts';
import type { Viewer } from '../src/modules/accounts/viewer.js';

export const viewerOf = (
  role: MemberRole,
  id = `${role.toLowerCase()}-1`,
  permissions?: AdminPermission[],
): Viewer => ({
  id,
  role,
  email: `${id}@chalkline.local`,
  firstName: 'Test',
  lastName: role,
  sessionId: `session-${id}`,
  ...(permissions ? { permissions } : {}),
});

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
