/** Everything recording reads and writes in the database: recordings and their uploaded chunks (ADR 0044). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { meetingAttendance, recordingChunks, recordings } from '../../../db/schema/index.js';

export type RecordingRow = typeof recordings.$inferSelect;
export type RecordingChunkRow = typeof recordingChunks.$inferSelect;

export function createRecordingRepository(db: Db) {
  const touch = { updatedAt: sql`now()` };
  return {
    async create(values: { roomKey: string; sessionId: string | null; startedBy: string; startedByName: string }) {
      const [row] = await db.insert(recordings).values(values).returning();
      return row!;
    },
    async find(id: string): Promise<RecordingRow | null> {
      const [row] = await db.select().from(recordings).where(eq(recordings.id, id));
      return row ?? null;
    },
    /** The ready recordings of the lessons a person attended, newest first (a guardian's view of a child). */
    listReadyAttendedBy(userId: string, limit = 50) {
      const attended = db
        .select({ sessionId: meetingAttendance.sessionId })
        .from(meetingAttendance)
        .where(eq(meetingAttendance.userId, userId));
      return db
        .select()
        .from(recordings)
        .where(and(eq(recordings.status, 'ready'), inArray(recordings.sessionId, attended)))
        .orderBy(desc(recordings.startedAt))
        .limit(limit);
    },
    /** A classroom's recordings, newest first, of the statuses asked for. */
    listByRoom(roomKey: string, statuses: RecordingRow['status'][]) {
      return db
        .select()
        .from(recordings)
        .where(and(eq(recordings.roomKey, roomKey), inArray(recordings.status, statuses)))
        .orderBy(desc(recordings.startedAt));
    },
    /** Ends a running recording; answers whether it was running. */
    async stop(id: string, at: Date) {
      const rows = await db
        .update(recordings)
        .set({ status: 'stopped', endedAt: at, ...touch })
        .where(and(eq(recordings.id, id), eq(recordings.status, 'recording')))
        .returning({ id: recordings.id });
      return rows.length > 0;
    },
    async setLastSeq(id: string, seq: number) {
      await db
        .update(recordings)
        .set({ lastSeq: seq, ...touch })
        .where(eq(recordings.id, id));
    },
    async setThumbnail(id: string, key: string) {
      await db
        .update(recordings)
        .set({ thumbnailKey: key, ...touch })
        .where(eq(recordings.id, id));
    },
    async setCaptions(id: string, key: string | null) {
      await db
        .update(recordings)
        .set({ captionsKey: key, ...touch })
        .where(eq(recordings.id, id));
    },
    async hasChunk(recordingId: string, seq: number) {
      const [row] = await db
        .select({ seq: recordingChunks.seq })
        .from(recordingChunks)
        .where(and(eq(recordingChunks.recordingId, recordingId), eq(recordingChunks.seq, seq)));
      return Boolean(row);
    },
    /** Stores a chunk's record once: a second upload of the same (recording, sequence) answers false. */
    async addChunk(values: typeof recordingChunks.$inferInsert) {
      const rows = await db
        .insert(recordingChunks)
        .values(values)
        .onConflictDoNothing()
        .returning({ seq: recordingChunks.seq });
      return rows.length > 0;
    },
    chunks(recordingId: string) {
      return db
        .select()
        .from(recordingChunks)
        .where(eq(recordingChunks.recordingId, recordingId))
        .orderBy(asc(recordingChunks.seq));
    },
    async deleteChunks(recordingId: string) {
      await db.delete(recordingChunks).where(eq(recordingChunks.recordingId, recordingId));
    },
    /**
     * Takes a stopped (or failed, on a retry) recording for joining: exactly one node gets it. A `processing` one
     * whose node died is taken again after `staleAfter`.
     */
    async claim(id: string, staleBefore: Date) {
      const rows = await db
        .update(recordings)
        .set({ status: 'processing', ...touch })
        .where(
          and(
            eq(recordings.id, id),
            sql`(${recordings.status} in ('stopped', 'failed') or (${recordings.status} = 'processing' and ${recordings.updatedAt} < ${staleBefore}))`,
          ),
        )
        .returning();
      return rows[0] ?? null;
    },
    async finish(id: string, values: { fileKey: string; durationMs: number; sizeBytes: number }) {
      await db
        .update(recordings)
        .set({ ...values, status: 'ready', failure: null, ...touch })
        .where(eq(recordings.id, id));
    },
    async fail(id: string, failure: string) {
      await db
        .update(recordings)
        .set({ status: 'failed', failure: failure.slice(0, 500), ...touch })
        .where(eq(recordings.id, id));
    },
    async delete(id: string) {
      await db.delete(recordings).where(eq(recordings.id, id));
    },
  };
}
export type RecordingRepository = ReturnType<typeof createRecordingRepository>;
