/** Guardian links, pairing codes and consent (ADR 0079): the only queries of the families module. */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guardianConsents, guardianLinks, guardianPairingCodes, users } from '../../db/schema/index.js';

const personColumns = { key: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export function createFamiliesRepository(db: Db) {
  return {
    async isGuardianOf(guardianId: string, studentId: string) {
      const [row] = await db
        .select({ id: guardianLinks.guardianId })
        .from(guardianLinks)
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.studentId, studentId)))
        .limit(1);
      return Boolean(row);
    },
    /** Links a guardian to a student; false when they were linked already. */
    async link(guardianId: string, studentId: string, createdById: string | null) {
      const rows = await db
        .insert(guardianLinks)
        .values({ guardianId, studentId, createdById })
        .onConflictDoNothing()
        .returning({ id: guardianLinks.guardianId });
      return rows.length > 0;
    },
    /** Removes a link; false when there was none. */
    async unlink(guardianId: string, studentId: string) {
      const rows = await db
        .delete(guardianLinks)
        .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.studentId, studentId)))
        .returning({ id: guardianLinks.guardianId });
      return rows.length > 0;
    },
    /** A guardian's children, with their consent (none answered reads as no). */
    async childrenOf(guardianId: string) {
      return db
        .select({
          ...personColumns,
          linkedAt: guardianLinks.createdAt,
          recording: guardianConsents.recording,
          camera: guardianConsents.camera,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.studentId))
        .leftJoin(guardianConsents, eq(guardianConsents.studentId, guardianLinks.studentId))
        .where(eq(guardianLinks.guardianId, guardianId))
        .orderBy(asc(users.firstName), asc(users.lastName));
    },
    /** The children of several guardians at once, with their consent. */
    async childrenOfMany(guardianIds: readonly string[]) {
      if (guardianIds.length === 0) return [];
      return db
        .select({
          guardianId: guardianLinks.guardianId,
          ...personColumns,
          linkedAt: guardianLinks.createdAt,
          recording: guardianConsents.recording,
          camera: guardianConsents.camera,
        })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.studentId))
        .leftJoin(guardianConsents, eq(guardianConsents.studentId, guardianLinks.studentId))
        .where(inArray(guardianLinks.guardianId, [...guardianIds]))
        .orderBy(asc(users.firstName), asc(users.lastName));
    },
    /** A student's guardians. */
    async guardiansOf(studentId: string) {
      return db
        .select({ ...personColumns, linkedAt: guardianLinks.createdAt })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianId))
        .where(eq(guardianLinks.studentId, studentId))
        .orderBy(asc(users.firstName), asc(users.lastName));
    },
    /** The guardians' ids linked to each of these students (a student without one is absent). */
    async guardianIdsOf(studentIds: readonly string[]) {
      const byStudent = new Map<string, string[]>();
      if (studentIds.length === 0) return byStudent;
      const rows = await db
        .select({ studentId: guardianLinks.studentId, guardianId: guardianLinks.guardianId })
        .from(guardianLinks)
        .where(inArray(guardianLinks.studentId, [...new Set(studentIds)]));
      for (const r of rows) byStudent.set(r.studentId, [...(byStudent.get(r.studentId) ?? []), r.guardianId]);
      return byStudent;
    },
    /** The students among `studentIds` that have at least one guardian linked. */
    async withGuardians(studentIds: readonly string[]) {
      if (studentIds.length === 0) return new Set<string>();
      const rows = await db
        .selectDistinct({ id: guardianLinks.studentId })
        .from(guardianLinks)
        .where(inArray(guardianLinks.studentId, [...studentIds]));
      return new Set(rows.map((r) => r.id));
    },
    /** The consent rows of these students (students without one have answered nothing yet). */
    async consentRows(studentIds: readonly string[]) {
      if (studentIds.length === 0) return [];
      return db
        .select()
        .from(guardianConsents)
        .where(inArray(guardianConsents.studentId, [...studentIds]));
    },
    async consent(studentId: string) {
      const [row] = await db
        .select({
          recording: guardianConsents.recording,
          camera: guardianConsents.camera,
          updatedAt: guardianConsents.updatedAt,
          updatedBy: users.email,
          updatedByFirst: users.firstName,
          updatedByLast: users.lastName,
        })
        .from(guardianConsents)
        .leftJoin(users, eq(users.id, guardianConsents.updatedById))
        .where(eq(guardianConsents.studentId, studentId))
        .limit(1);
      return row ?? null;
    },
    async saveConsent(studentId: string, value: { recording: boolean; camera: boolean }, by: string, at: Date) {
      await db
        .insert(guardianConsents)
        .values({ studentId, ...value, updatedById: by, updatedAt: at })
        .onConflictDoUpdate({ target: guardianConsents.studentId, set: { ...value, updatedById: by, updatedAt: at } });
    },
    async insertCode(row: { codeHash: string; studentId: string; issuedById: string; expiresAt: Date }) {
      await db.insert(guardianPairingCodes).values(row);
    },
    /**
     * Uses a code once: the one statement that marks it used only while unused and unexpired, so two guardians
     * racing with the same code cannot both win. Answers the student and who issued it, or null.
     */
    async redeemCode(codeHash: string, guardianId: string, at: Date) {
      const [row] = await db
        .update(guardianPairingCodes)
        .set({ usedAt: at, usedById: guardianId })
        .where(
          and(
            eq(guardianPairingCodes.codeHash, codeHash),
            isNull(guardianPairingCodes.usedAt),
            gt(guardianPairingCodes.expiresAt, at),
          ),
        )
        .returning({ studentId: guardianPairingCodes.studentId, issuedById: guardianPairingCodes.issuedById });
      return row ?? null;
    },
  };
}
export type FamiliesRepository = ReturnType<typeof createFamiliesRepository>;
