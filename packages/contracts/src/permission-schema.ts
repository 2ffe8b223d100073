/** The wire schema of an admin permission, apart from `permissions.ts` so that module stays zod-free (ADR 0033). */
import { z } from 'zod';
import { type AdminPermission, adminPermissions } from './permissions.js';

/** One admin permission on the wire (grants in requests and answers). */
export const adminPermissionSchema = z.enum(adminPermissions as [AdminPermission, ...AdminPermission[]], {
  error: 'Unknown permission',
});
