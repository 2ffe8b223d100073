import type { Db } from '../../db/client.js';
import { schoolSettings } from '../../db/schema/index.js';

/** The stored policy rows (only those an admin has set; the rest are defaults). */
export function createSchoolSettingsRepository(db: Db) {
  return {
    async all(): Promise<Record<string, unknown>> {
      const rows = await db.select({ key: schoolSettings.key, value: schoolSettings.value }).from(schoolSettings);
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
    async write(values: Record<string, unknown>, updatedBy: string | null) {
      const entries = Object.entries(values);
      if (!entries.length) return;
      const now = new Date();
      await db.transaction(async (tx) => {
        for (const [key, value] of entries) {
          await tx
            .insert(schoolSettings)
            .values({ key, value, updatedAt: now, updatedBy })
            .onConflictDoUpdate({ target: schoolSettings.key, set: { value, updatedAt: now, updatedBy } });
        }
      });
    },
  };
}
export type SchoolSettingsRepository = ReturnType<typeof createSchoolSettingsRepository>;
