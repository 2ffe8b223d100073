import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passkeyChallenges, passkeys, recoveryCodes, users } from '../../db/schema/index.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
/** The ceremony a challenge is for: adding a passkey, the sign-in's second step, or a step-up (ADR 0070). */
export type PasskeyPurpose = 'register' | 'authenticate' | 'step-up';

/** Passkeys, their ceremonies' challenges, and the user row's note that passkeys are on (ADR 0070). */
export function createPasskeyRepository(db: Db) {
  return {
    listForUser: (userId: string) =>
      db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)),

    async countForUser(userId: string) {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId: string) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row ?? null;
    },

    /**
     * Adds a passkey and, for the first one, notes on the user row that passkeys are on, in one transaction; `first`
     * says whether this one turned them on (of two first passkeys added at once, only one is).
     */
    async insert(row: typeof passkeys.$inferInsert & { createdAt: Date }) {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(passkeys).values(row).returning();
        const turnedOn = await tx
          .update(users)
          .set({ passkeysEnabledAt: row.createdAt })
          .where(and(eq(users.id, row.userId), isNull(users.passkeysEnabledAt)))
          .returning({ id: users.id });
        return { row: saved!, first: turnedOn.length > 0 };
      });
    },

    /**
     * Removes one of the person's passkeys; with the last one, passkeys are off and the recovery codes go unless
     * `keepCodes` (the app is on). Answers whether there was one.
     */
    async remove(userId: string, id: string, keepCodes: boolean) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .returning({ id: passkeys.id });
        const [left] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
        if (!left?.n) {
          await tx.update(users).set({ passkeysEnabledAt: null }).where(eq(users.id, userId));
          if (!keepCodes) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        }
        return gone.length > 0;
      });
    },

    /**
     * Records a sign-in's counter, only if the stored one is still the one checked: two answers signed with one
     * counter value cannot both pass.
     */
    async acceptCounter(id: string, checked: number, counter: number, at: Date) {
      const rows = await db
        .update(passkeys)
        .set({ counter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, checked)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /** Keeps a new challenge and drops the person's expired ones. */
    async saveChallenge(userId: string, purpose: PasskeyPurpose, challenge: string, expiresAt: Date, at: Date) {
      await db
        .delete(passkeyChallenges)
        .where(and(eq(passkeyChallenges.userId, userId), lt(passkeyChallenges.expiresAt, at)));
      await db.insert(passkeyChallenges).values({ userId, purpose, challenge, expiresAt, createdAt: at });
    },

    /** Spends a live challenge of the person for the purpose: the first answer takes it, later ones find nothing. */
    async takeChallenge(userId: string, purpose: PasskeyPurpose, challenge: string, at: Date) {
      const rows = await db
        .delete(passkeyChallenges)
        .where(
          and(
            eq(passkeyChallenges.userId, userId),
            eq(passkeyChallenges.purpose, purpose),
            eq(passkeyChallenges.challenge, challenge),
            gt(passkeyChallenges.expiresAt, at),
          ),
        )
        .returning({ id: passkeyChallenges.id });
      return rows.length > 0;
    },
  };
}
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
