import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export function createPasswordResetRepository(db: Db) {
  return {
    async insert(values: typeof passwordResets.$inferInsert) {
      await db.insert(passwordResets).values(values);
    },
    async findUsable(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** Marks the token used if it still is usable; only one caller can win. */
    async consume(tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
