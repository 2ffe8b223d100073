import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passkeyChallenges, passkeys, recoveryCodes, users } from '../../db/schema/index.js';

/** The second factor's rows: the TOTP fields of a user, their recovery codes (ADR 0056), and a reset's passkeys. */
export function createTwoFactorRepository(db: Db) {
  return {
    async setPendingSecret(userId: string, secret: string) {
      await db
        .update(users)
        .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.id, userId));
    },
    /** Turns the pending secret on and replaces the recovery codes, in one transaction. */
    async enable(userId: string, at: Date, step: number, codeHashes: readonly string[]) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ totpEnabledAt: at, totpLastStep: step }).where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
      });
    },
    /** Records an accepted step, only if it is newer than the last one (two requests with one code: one wins). */
    async acceptStep(userId: string, step: number, last: number | null) {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), last === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, last)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** Spends an unused recovery code; answers whether there was one. */
    async spendRecoveryCode(userId: string, codeHash: string, at: Date) {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
    async passkeyCount(userId: string) {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },
    /** Replaces the person's recovery codes with new ones (hashes), in one transaction. */
    async replaceRecoveryCodes(userId: string, codeHashes: readonly string[], at: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
      });
    },
    /** Turns the authenticator app off: the secret goes, and the recovery codes unless `keepCodes`; passkeys stay. */
    async clearTotp(userId: string, keepCodes = false) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, userId));
        if (!keepCodes) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
    /** Turns two-factor sign-in off altogether (a master's reset): the secret, the codes and the passkeys go. */
    async clear(userId: string) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, passkeysEnabledAt: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(passkeys).where(eq(passkeys.userId, userId));
        await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
      });
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
