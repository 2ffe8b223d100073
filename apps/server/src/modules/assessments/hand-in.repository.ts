/** The only place that reads and writes hand-ins (ADR 0074): drafts, submissions and the files they name. */
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignmentSubmissions, assignments, files, programTutors } from '../../db/schema/index.js';

export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;
export type HandInFileRow = Pick<
  typeof files.$inferSelect,
  'key' | 'ownerId' | 'folder' | 'roomId' | 'originalName' | 'mime' | 'size'
>;

export interface Work {
  text: string;
  files: string[];
}

export function createHandInRepository(db: Db) {
  return {
    async find(assignmentId: string): Promise<SubmissionRow | null> {
      const [row] = await db
        .select()
        .from(assignmentSubmissions)
        .where(eq(assignmentSubmissions.assignmentId, assignmentId))
        .limit(1);
      return row ?? null;
    },

    /** Keeps the draft unless a newer one (a higher `seq`) is already kept; answers whether it was kept. */
    async saveDraft(assignmentId: string, work: Work, seq: number, at: Date): Promise<boolean> {
      const values = { draftText: work.text, draftFiles: work.files, draftSeq: seq, draftSavedAt: at, updatedAt: at };
      const rows = await db
        .insert(assignmentSubmissions)
        .values({ assignmentId, ...values })
        .onConflictDoUpdate({
          target: assignmentSubmissions.assignmentId,
          set: values,
          setWhere: lt(assignmentSubmissions.draftSeq, seq),
        })
        .returning({ id: assignmentSubmissions.assignmentId });
      return rows.length > 0;
    },

    /** Hands the work in: it becomes the submission and the draft, and the assignment reads as submitted at `at`. */
    async submit(assignmentId: string, work: Work, at: Date, late: boolean) {
      const values = {
        draftText: work.text,
        draftFiles: work.files,
        draftSavedAt: at,
        text: work.text,
        files: work.files,
        submittedAt: at,
        late,
        updatedAt: at,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(assignmentSubmissions)
          .values({ assignmentId, ...values })
          .onConflictDoUpdate({ target: assignmentSubmissions.assignmentId, set: values });
        await tx.update(assignments).set({ submittedAt: at, updatedAt: at }).where(eq(assignments.id, assignmentId));
      });
    },

    /** The stored files among `keys` (unknown keys are left out). */
    async files(keys: readonly string[]): Promise<HandInFileRow[]> {
      if (keys.length === 0) return [];
      return db
        .select({
          key: files.key,
          ownerId: files.ownerId,
          folder: files.folder,
          roomId: files.roomId,
          originalName: files.originalName,
          mime: files.mime,
          size: files.size,
        })
        .from(files)
        .where(and(inArray(files.key, [...keys])));
    },

    /** The tutors of a program (told of hand-ins). */
    async tutorsOf(programId: string): Promise<string[]> {
      const rows = await db
        .select({ id: programTutors.tutorId })
        .from(programTutors)
        .where(eq(programTutors.programId, programId));
      return rows.map((r) => r.id);
    },
  };
}
export type HandInRepository = ReturnType<typeof createHandInRepository>;
