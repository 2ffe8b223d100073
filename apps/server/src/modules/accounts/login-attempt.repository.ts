/** Failed sign-in counters in the database, for a server without Redis (ADR 0032): they survive a restart. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginAttempts } from '../../db/schema/index.js';

export interface AttemptWindow {
  /** Failures allowed in a window before the key is blocked. */
  points: number;
  windowSeconds: number;
  /** How long the key stays blocked after its last allowed failure. */
  blockSeconds: number;
}

/** Expired rows are swept after this many recorded failures (per process), so the table stays small. */
const sweepEvery = 100;

export function createLoginAttemptRepository(db: Db) {
  let sinceSweep = 0;
  return {
    /** Counts one failure for `key`; the count that reaches the limit blocks the key for `blockSeconds`. */
    async hit(key: string, w: AttemptWindow) {
      const expired = sql`${loginAttempts.expiresAt} <= now()`;
      await db
        .insert(loginAttempts)
        .values({ key, points: 1, expiresAt: sql`now() + make_interval(secs => ${w.windowSeconds})` })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            points: sql`case when ${expired} then 1 else ${loginAttempts.points} + 1 end`,
            expiresAt: sql`case
              when ${expired} then excluded.expires_at
              when ${loginAttempts.points} + 1 >= ${w.points}
                then greatest(${loginAttempts.expiresAt}, now() + make_interval(secs => ${w.blockSeconds}))
              else ${loginAttempts.expiresAt} end`,
          },
        });
      if (++sinceSweep >= sweepEvery) {
        sinceSweep = 0;
        await db.delete(loginAttempts).where(lt(loginAttempts.expiresAt, sql`now()`));
      }
    },

    /** The live count of `key` and the milliseconds until it is forgotten, or null. */
    async get(key: string): Promise<{ points: number; msLeft: number } | null> {
      const [row] = await db
        .select({
          points: loginAttempts.points,
          msLeft: sql<number>`(extract(epoch from ${loginAttempts.expiresAt} - now()) * 1000)::float8`,
        })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.key, key), gt(loginAttempts.expiresAt, sql`now()`)))
        .limit(1);
      return row ? { points: row.points, msLeft: Number(row.msLeft) } : null;
    },

    async clear(key: string) {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}
export type LoginAttemptRepository = ReturnType<typeof createLoginAttemptRepository>;
