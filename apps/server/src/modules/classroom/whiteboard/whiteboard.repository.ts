import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { whiteboards } from '../../../db/schema/index.js';

export type WhiteboardRow = typeof whiteboards.$inferSelect;

export function createWhiteboardRepository(db: Db) {
  return {
    listForRoom(roomKey: string) {
      return db
        .select({ id: whiteboards.id, createdAt: whiteboards.createdAt, updatedAt: whiteboards.updatedAt })
        .from(whiteboards)
        .where(eq(whiteboards.roomKey, roomKey))
        .orderBy(desc(whiteboards.createdAt));
    },
    async insert(values: typeof whiteboards.$inferInsert) {
      const [row] = await db.insert(whiteboards).values(values).returning();
      return row!;
    },
    async find(id: string, roomKey?: string) {
      const [row] = await db
        .select()
        .from(whiteboards)
        .where(and(eq(whiteboards.id, id), roomKey ? eq(whiteboards.roomKey, roomKey) : undefined))
        .limit(1);
      return row ?? null;
    },
    async saveState(id: string, state: Uint8Array) {
      await db.update(whiteboards).set({ state, updatedAt: new Date() }).where(eq(whiteboards.id, id));
    },
    /**
     * Replaces the stored state with `merge(stored)` while holding the row, so two nodes saving at once both
     * see each other's work; returns what was stored before.
     */
    async saveMergedState(id: string, merge: (stored: Uint8Array | null) => Uint8Array) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ state: whiteboards.state })
          .from(whiteboards)
          .where(eq(whiteboards.id, id))
          .for('update');
        if (!row) return null;
        const stored = row.state ? new Uint8Array(row.state) : null;
        await tx
          .update(whiteboards)
          .set({ state: merge(stored), updatedAt: new Date() })
          .where(eq(whiteboards.id, id));
        return stored;
      });
    },
  };
}
export type WhiteboardRepository = ReturnType<typeof createWhiteboardRepository>;
