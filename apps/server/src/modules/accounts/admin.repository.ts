/** The queries behind Manage Admins that the user repository does not already answer. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from './user.repository.js';

/**
 * Whether `id` is the only active master, with the active masters' rows locked for the rest of the transaction: two
 * masters demoting or erasing each other at once cannot both succeed. (Manage Admins, and erasure in `privacy`.)
 */
export async function isLastActiveMaster(tx: Db, id: string): Promise<boolean> {
  const masters = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.memberRole, 'MASTER'), eq(users.suspended, false), isNull(users.deletedAt)))
    .for('update');
  return masters.some((m) => m.id === id) && masters.length <= 1;
}

export function createAdminRepository(db: Db) {
  return {
    /**
     * Updates an admin unless that would leave no active master: when `keepsMaster` says the change takes the
     * target out of the active masters, the active masters are locked first, so two masters demoting each other
     * at once cannot both succeed. Answers the row, `'last-master'` when refused, or null when it is gone.
     */
    async updateKeepingAMaster(
      id: string,
      values: Partial<typeof users.$inferInsert>,
      removesAMaster: boolean,
    ): Promise<UserRow | 'last-master' | null> {
      return db.transaction(async (tx) => {
        if (removesAMaster && (await isLastActiveMaster(tx, id))) return 'last-master';
        const [row] = await tx
          .update(users)
          .set(values)
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .returning();
        return row ?? null;
      });
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
