import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;

export function createFileRepository(db: Db) {
  return {
    async insertMany(rows: (typeof files.$inferInsert)[]) {
      if (rows.length) await db.insert(files).values(rows);
    },
    async findByKey(key: string): Promise<FileRow | null> {
      const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
      return row ?? null;
    },
    /** Bytes of everything a person has uploaded (their storage quota counts these). */
    async bytesOwnedBy(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
        .from(files)
        .where(eq(files.ownerId, ownerId));
      return Number(row?.bytes ?? 0);
    },
    /** Lets `readerId` read an owner's file (a quiz answer shared with the tutor who set the quiz), or no one. */
    async shareWith(key: string, ownerId: string, readerId: string | null) {
      await db
        .update(files)
        .set({ readerId })
        .where(and(eq(files.key, key), eq(files.ownerId, ownerId)));
    },
    async deleteMany(keys: string[]) {
      if (keys.length) await db.delete(files).where(inArray(files.key, keys));
    },
  };
}
export type FileRepository = ReturnType<typeof createFileRepository>;
