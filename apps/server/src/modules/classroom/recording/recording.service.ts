/**
 * Recording a classroom (R33–R36, ADR 0044): starting and ending under the room's lock (the room store carries the
 * running recording to every node), storing the recorder's chunks once per sequence, and joining them into one
 * verified file when the last one is in. Any node may receive any chunk: the state is in the database.
 */
import { type LiveRecording, recording, recordingTexts } from '@chalkline/contracts';
import type { Logger } from 'pino';
import { AppError, forbidden, notFound, payloadTooLarge, unsupportedType } from '../../../errors/app-error.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import type { FileStore } from '../../../storage/file-store.js';
import type { Viewer } from '../../accounts/viewer.js';
import type { Member, RoomStore } from '../room/room-state.js';
import { mayUploadTo } from './recording.policy.js';
import type { RecordingRepository, RecordingRow } from './recording.repository.js';
import { joinChunks, storeVerified } from './recording-joiner.js';

/** A recording whose recorder never sent its last chunk is joined from what arrived this long after it ended. */
export const finishAbandonedAfterMs = 15 * 60_000;
/** A join still `processing` after this long (its node died) may be taken by another node. */
const staleJoinMs = 10 * 60_000;
export const finishJob = 'recordings.finish';

export const chunkKey = (recordingId: string, seq: number) =>
  `recordings/${recordingId}/chunks/${String(seq).padStart(6, '0')}.webm`;
export const fileKeyOf = (recordingId: string) => `recordings/${recordingId}/recording.webm`;

const imageTypes: [string, number[]][] = [
  ['jpg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
];
const webmMagic = [0x1a, 0x45, 0xdf, 0xa3];
const startsWith = (body: Buffer, magic: number[]) => magic.every((b, i) => body[i] === b);

export interface RecordingServiceDeps {
  repo: RecordingRepository;
  store: FileStore;
  state: RoomStore;
  log: Logger;
  now: () => Date;
  /** Background work (joins); shutdown waits for it. */
  run: (label: string, task: () => Promise<unknown>) => void;
  /** Joins an abandoned recording later, on whichever node is up then. */
  jobs?: Pick<JobQueue, 'enqueue' | 'work'>;
}

/** Told once a recording's file is joined, stored and verified (on the node that joined it). */
export type RecordingReadyListener = (row: RecordingRow) => Promise<void>;

export function createRecordingService(deps: RecordingServiceDeps) {
  const { repo, store, state } = deps;
  const readyListeners: RecordingReadyListener[] = [];

  /** Joins the chunks when the recording has ended and its last chunk (and every one before) is in. */
  async function finishIfComplete(recordingId: string) {
    const row = await repo.find(recordingId);
    if (row?.status !== 'stopped' || row.lastSeq === null) return;
    const chunks = await repo.chunks(recordingId);
    if (chunks.length !== row.lastSeq + 1) return;
    await join(recordingId);
  }

  /** Claims the recording (one node only) and joins whatever chunks it has, in sequence order. */
  async function join(recordingId: string) {
    const row = await repo.claim(recordingId, new Date(deps.now().getTime() - staleJoinMs));
    if (!row) return;
    const chunks = await repo.chunks(recordingId);
    try {
      const joined = await joinChunks(
        store,
        chunks.map((c) => c.storeKey),
      );
      try {
        const fileKey = fileKeyOf(recordingId);
        if (!(await storeVerified(store, fileKey, joined.path, joined.sizeBytes)))
          throw new Error('The stored recording did not read back whole');
        await repo.finish(recordingId, { fileKey, durationMs: joined.durationMs, sizeBytes: joined.sizeBytes });
      } finally {
        await joined.dispose();
      }
      // Only now that the joined file is stored and verified do the chunks go.
      for (const chunk of chunks) await store.delete(chunk.storeKey);
      await repo.deleteChunks(recordingId);
    } catch (error) {
      deps.log.error({ err: error, recordingId }, 'joining a recording failed; its chunks are kept');
      await repo.fail(recordingId, error instanceof Error ? error.message : String(error));
      return;
    }
    // The recording is ready whatever the listeners do: a failure to tell is only logged.
    for (const listener of readyListeners)
      await listener(row).catch((error) => deps.log.error({ err: error, recordingId }, 'a ready listener failed'));
  }

  /** After a recording ends: join it once complete, and in any case later from what arrived. */
  async function afterStop(recordingId: string) {
    deps.run('joining a recording', () => finishIfComplete(recordingId));
    await deps.jobs?.enqueue(
      finishJob,
      { recordingId },
      { runAt: new Date(deps.now().getTime() + finishAbandonedAfterMs), singletonKey: `${finishJob}:${recordingId}` },
    );
  }

  deps.jobs?.work<{ recordingId: string }>(finishJob, async ({ recordingId }) => {
    const row = await repo.find(recordingId);
    if (row && (row.status === 'stopped' || row.status === 'processing')) await join(recordingId);
  });

  return {
    /** A host starts recording the classroom (R33); a second start while one runs is refused. */
    async start(
      roomKey: string,
      member: Member,
      sessionId: string | null,
      /** Whom it leaves out (ADR 0079), decided under the room's lock so nobody is admitted in between. */
      leaveOut: () => Promise<string[]> = async () => [],
    ): Promise<LiveRecording> {
      return state.withLock(roomKey, async () => {
        const room = await state.meta(roomKey);
        if (!room) throw notFound();
        if (room.recording) throw new AppError(409, 'CONFLICT', recordingTexts.alreadyRecording);
        const leftOut = await leaveOut();
        const { identity, participant } = member;
        const row = await repo.create({
          roomKey,
          sessionId,
          startedBy: identity.key,
          startedByName: `${identity.firstName} ${identity.lastName}`.trim(),
        });
        const live: LiveRecording = {
          recordingId: row.id,
          initiator: {
            key: identity.key,
            connection: participant.connection,
            firstName: identity.firstName,
            lastName: identity.lastName,
          },
          startedAt: row.startedAt.toISOString(),
          leftOut,
        };
        await state.patchMeta(roomKey, { recording: live });
        return live;
      });
    },

    /** A host ends the classroom's recording (R33); answers the id it ended, or null when none was running. */
    async end(roomKey: string): Promise<string | null> {
      const ended = await state.withLock(roomKey, async () => {
        const room = await state.meta(roomKey);
        const recordingId = room?.recording?.recordingId;
        if (!recordingId) return null;
        await state.patchMeta(roomKey, { recording: null });
        return recordingId;
      });
      if (ended) await this.stopped(ended);
      return ended;
    },

    /**
     * The recording ended without `end_recording` (its recorder left, the classroom closed): the caller already
     * cleared it from the room.
     */
    async stopped(recordingId: string) {
      await repo.stop(recordingId, deps.now());
      await afterStop(recordingId);
    },

    /** Stores one chunk once (R35): a chunk sent again answers `stored: false` and changes nothing. */
    async storeChunk(
      viewer: Viewer,
      recordingId: string,
      seq: number,
      body: Buffer,
      final: boolean,
      /** Marks `seq` as the last without storing bytes (after an empty last hand-over). */
      markOnly = false,
    ): Promise<{ seq: number; stored: boolean }> {
      if (markOnly) return this.markLast(await uploadable(viewer, recordingId), seq);
      const row = await uploadable(viewer, recordingId);
      if (body.length === 0) {
        // The recorder's last hand-over can be empty: it only says the one before was the last.
        if (!final || seq === 0) throw unsupportedType('A recording chunk cannot be empty');
        return this.storeChunk(viewer, recordingId, seq - 1, Buffer.alloc(0), true, true);
      }
      if (body.length > recording.maxChunkBytes) throw payloadTooLarge('This recording chunk is too large');
      if (seq === 0 && !startsWith(body, webmMagic)) throw unsupportedType('A recording must be WebM');
      let stored = false;
      if (!(await repo.hasChunk(recordingId, seq))) {
        if (row.status === 'ready' || row.status === 'processing') {
          // A resend whose answer was lost after the join: already in the file, nothing to do.
          if (row.lastSeq !== null && seq <= row.lastSeq) return { seq, stored: false };
          throw new AppError(409, 'CONFLICT', 'This recording is already finished');
        }
        const key = chunkKey(recordingId, seq);
        // The same bytes under the same key: two nodes storing one chunk at once write the same thing.
        await store.put(key, body);
        stored = await repo.addChunk({ recordingId, seq, storeKey: key, sizeBytes: body.length });
      }
      if (final) await this.markLast(row, seq);
      else deps.run('joining a recording', () => finishIfComplete(recordingId));
      return { seq, stored };
    },

    /** The recorder's last chunk is `seq`: the recording can be joined once every chunk up to it is in. */
    async markLast(row: RecordingRow, seq: number) {
      if (row.lastSeq === null) {
        await repo.setLastSeq(row.id, seq);
        // The recorder stopped on its own (it left): the recording is over.
        if (row.status === 'recording') await this.clearFromRoom(row);
      }
      deps.run('joining a recording', () => finishIfComplete(row.id));
      return { seq, stored: false };
    },

    /** The screenshot taken 30 s in becomes the thumbnail (R36). */
    async storeThumbnail(viewer: Viewer, recordingId: string, body: Buffer) {
      await uploadable(viewer, recordingId);
      if (body.length > recording.maxThumbnailBytes) throw payloadTooLarge('This thumbnail is too large');
      const type = imageTypes.find(([, magic]) => startsWith(body, magic));
      if (!type) throw unsupportedType('A thumbnail must be a JPEG, PNG or WebP image');
      const key = `recordings/${recordingId}/thumbnail.${type[0]}`;
      await store.put(key, body);
      await repo.setThumbnail(recordingId, key);
    },

    /** Ends a recording that is still the room's (the recorder stopped by itself). */
    async clearFromRoom(row: Pick<RecordingRow, 'id' | 'roomKey'>) {
      await state.withLock(row.roomKey, async () => {
        const room = await state.meta(row.roomKey);
        if (room?.recording?.recordingId === row.id) await state.patchMeta(row.roomKey, { recording: null });
      });
      await this.stopped(row.id);
    },

    /** Joins now (tests, and the job for abandoned recordings). */
    join,
    /** Calls `listener` with each recording this node makes ready (the `recording.ready` notice, ADR 0065). */
    onReady(listener: RecordingReadyListener) {
      readyListeners.push(listener);
    },
  };

  async function uploadable(viewer: Viewer, recordingId: string) {
    const row = await repo.find(recordingId);
    if (!row) throw notFound('Recording not found');
    if (!mayUploadTo(viewer, row)) throw forbidden('Only the person recording this lesson may upload to it');
    return row;
  }
}
export type RecordingService = ReturnType<typeof createRecordingService>;
