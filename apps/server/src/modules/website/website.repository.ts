import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { websiteSettings } from '../../db/schema/index.js';

/** The stored website settings (only the keys an admin has set). */
export function createWebsiteRepository(db: Db) {
  return {
    async read(keys: readonly string[]): Promise<Record<string, unknown>> {
      if (!keys.length) return {};
      const rows = await db
        .select({ key: websiteSettings.key, value: websiteSettings.value })
        .from(websiteSettings)
        .where(inArray(websiteSettings.key, [...keys]));
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
    async write(key: string, value: unknown, updatedBy: string | null) {
      const updatedAt = new Date();
      await db
        .insert(websiteSettings)
        .values({ key, value, updatedAt, updatedBy })
        .onConflictDoUpdate({ target: websiteSettings.key, set: { value, updatedAt, updatedBy } });
    },
  };
}
export type WebsiteRepository = ReturnType<typeof createWebsiteRepository>;
