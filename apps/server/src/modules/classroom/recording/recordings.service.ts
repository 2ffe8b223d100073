/**
 * The recordings library (ADR 0044): a classroom's recordings for those who may watch them, the joined file and
 * thumbnail as streams (with byte ranges, so a browser can seek), deleting (logged in the activity log), and
 * whether a classroom is being recorded now (the lobby's notice).
 */
import { PassThrough, type Readable } from 'node:stream';
import { type RecordingSummary, recording, roomKeys } from '@chalkline/contracts';
import { badRequest, forbidden, notFound } from '../../../errors/app-error.js';
import type { FileStore } from '../../../storage/file-store.js';
import type { Viewer } from '../../accounts/viewer.js';
import type { ActivityService } from '../../activity/activity.service.js';
import type { SchoolSettingsService } from '../../school/school-settings.service.js';
import type { RoomStore } from '../room/room-state.js';
import type { RecordingRepository, RecordingRow } from './recording.repository.js';
import { type ClassroomRelation, mayManageRecordings, mayWatchRecordings } from './recordings.policy.js';

export interface RecordingsLibraryDeps {
  repo: RecordingRepository;
  store: FileStore;
  rooms: Pick<RoomStore, 'meta'>;
  /** How the viewer stands to a classroom (the classroom's admission rule). */
  relationTo: (viewer: Viewer, roomKey: string) => Promise<ClassroomRelation>;
  schoolSettings: Pick<SchoolSettingsService, 'read'>;
  activity: Pick<ActivityService, 'record'>;
}

const base = '/api/recordings';

/** Skips `start` bytes of a stream and ends after `end` (inclusive): a byte range of a stored file. */
function slice(source: Readable, start: number, end: number): Readable {
  const out = new PassThrough();
  let at = 0;
  source.on('data', (piece: Buffer) => {
    const from = Math.max(start - at, 0);
    const to = Math.min(end + 1 - at, piece.length);
    at += piece.length;
    if (to > from && !out.write(piece.subarray(from, to))) {
      source.pause();
      out.once('drain', () => source.resume());
    }
    if (at > end) {
      source.destroy();
      out.end();
    }
  });
  source.on('end', () => out.end());
  source.on('error', (error) => out.destroy(error));
  out.on('close', () => source.destroy());
  return out;
}

export function createRecordingsLibrary(deps: RecordingsLibraryDeps) {
  const { repo, store } = deps;

  async function access(viewer: Viewer, roomKey: string) {
    const relation = await deps.relationTo(viewer, roomKey);
    // The school's policy matters only to students.
    const studentsSeeRecordings = relation === 'member' && (await deps.schoolSettings.read()).studentsSeeRecordings;
    return {
      watch: mayWatchRecordings(viewer, relation, studentsSeeRecordings),
      manage: mayManageRecordings(viewer, relation),
    };
  }

  /** The recording, when the viewer may watch it (a student only once it is ready); else 404. */
  async function watchable(viewer: Viewer, key: string) {
    const row = await repo.find(key);
    if (!row) throw notFound('Recording not found');
    const may = await access(viewer, row.roomKey);
    if (!may.watch || (!may.manage && row.status !== 'ready')) throw notFound('Recording not found');
    return { row, may };
  }

  const present = (row: RecordingRow, canDelete: boolean, urlBase = base): RecordingSummary => ({
    key: row.id,
    roomKey: row.roomKey,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    sizeBytes: row.sizeBytes,
    recordedBy: { key: row.startedBy, name: row.startedByName },
    thumbnailUrl: row.thumbnailKey ? `${urlBase}/${row.id}/thumbnail` : null,
    fileUrl: row.fileKey && row.status === 'ready' ? `${urlBase}/${row.id}/file` : null,
    captionsUrl: row.captionsKey ? `${urlBase}/${row.id}/captions` : null,
    canDelete,
  });

  return {
    /** A classroom's recordings, newest first: hosts see every state, students the ready ones. */
    async list(viewer: Viewer, roomKey: string) {
      const may = await access(viewer, roomKey);
      if (!may.watch) throw forbidden('You may not see this classroom’s recordings');
      const rows = await repo.listByRoom(
        roomKey,
        may.manage ? ['recording', 'stopped', 'processing', 'ready', 'failed'] : ['ready'],
      );
      return { recordings: rows.map((row) => present(row, may.manage)), canRecord: may.manage };
    },

    /**
     * The ready recordings of the lessons `viewer` attended that they may watch (a student: while the school lets
     * students see recordings), newest first; their files under `urlBase` (a guardian's own routes, ADR 0079).
     */
    async attended(viewer: Viewer, urlBase: string): Promise<RecordingSummary[]> {
      const rows = await repo.listReadyAttendedBy(viewer.id);
      const mayWatch = new Map<string, boolean>();
      const seen: RecordingSummary[] = [];
      for (const row of rows) {
        if (!mayWatch.has(row.roomKey)) mayWatch.set(row.roomKey, (await access(viewer, row.roomKey)).watch);
        if (mayWatch.get(row.roomKey)) seen.push(present(row, false, urlBase));
      }
      return seen;
    },

    /** The joined file, whole or one byte range (`range` as the request sent it). */
    async openFile(viewer: Viewer, key: string, range: string | undefined) {
      const { row } = await watchable(viewer, key);
      if (row.status !== 'ready' || !row.fileKey || row.sizeBytes === null) throw notFound('Recording not found');
      const size = row.sizeBytes;
      const stream = await store.get(row.fileKey);
      if (!stream) throw notFound('Recording not found');
      const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
      const name = `recording-${row.startedAt.toISOString().slice(0, 16).replace(':', '-')}.webm`;
      if (!match || (match[1] === '' && match[2] === '')) return { stream, size, name, range: null };
      let start: number;
      let end: number;
      if (match[1] === '') {
        start = Math.max(size - Number(match[2]), 0);
        end = size - 1;
      } else {
        start = Number(match[1]);
        end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
      }
      if (start > end || start >= size) {
        stream.destroy();
        return { stream: null, size, name, range: 'unsatisfiable' as const };
      }
      return { stream: slice(stream, start, end), size, name, range: { start, end } };
    },

    async openThumbnail(viewer: Viewer, key: string) {
      const { row } = await watchable(viewer, key);
      const stream = row.thumbnailKey ? await store.get(row.thumbnailKey) : null;
      if (!stream || !row.thumbnailKey) throw notFound('No thumbnail yet');
      const ext = row.thumbnailKey.slice(row.thumbnailKey.lastIndexOf('.') + 1);
      return { stream, mime: ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg' };
    },

    /**
     * Stores a host's WebVTT captions for a recording, replacing any before (issue 35): UTF-8 text that starts with
     * the format's signature, within the size limit; written to the activity log. `null` removes them.
     */
    async setCaptions(viewer: Viewer, key: string, vtt: Buffer | null, request: { id: string; ip: string }) {
      const row = await repo.find(key);
      if (!row) throw notFound('Recording not found');
      if (!(await access(viewer, row.roomKey)).manage)
        throw forbidden('Only the classroom’s tutors and admins may change its recordings’ captions');
      if (vtt) {
        const text = vtt.toString('utf8').replace(/^\uFEFF/, '');
        if (!/^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text))
          throw badRequest('Please upload a WebVTT captions file (.vtt)', {
            captions: 'The file must start with WEBVTT',
          });
        if (vtt.length > recording.maxCaptionsBytes)
          throw badRequest('This captions file is too large', { captions: 'At most 512 KB' });
        const storeKey = `recordings/${row.id}/captions.vtt`;
        await store.put(storeKey, Buffer.from(text, 'utf8'));
        await repo.setCaptions(row.id, storeKey);
      } else {
        if (row.captionsKey) await store.delete(row.captionsKey);
        await repo.setCaptions(row.id, null);
      }
      await deps.activity.record({
        actor: viewer,
        action: 'classrooms.access',
        verb: vtt ? 'added captions to a recording of' : 'removed the captions of a recording of',
        target: { kind: 'classroom', id: row.roomKey, label: `${row.roomKey} (${row.startedAt.toISOString()})` },
        details: { recording: row.id },
        requestId: request.id,
        ip: request.ip,
      });
    },

    async openCaptions(viewer: Viewer, key: string) {
      const { row } = await watchable(viewer, key);
      const stream = row.captionsKey ? await store.get(row.captionsKey) : null;
      if (!stream) throw notFound('No captions');
      return stream;
    },

    /** Deletes a recording and everything stored for it; written to the activity log. */
    async delete(viewer: Viewer, key: string, request: { id: string; ip: string }) {
      const row = await repo.find(key);
      if (!row) throw notFound('Recording not found');
      const may = await access(viewer, row.roomKey);
      if (!may.manage) throw forbidden('Only the classroom’s tutors and admins may delete its recordings');
      if (row.status === 'recording') throw forbidden('Stop the recording before deleting it');
      const stored = [row.fileKey, row.thumbnailKey, row.captionsKey];
      const keys = [...stored, ...(await repo.chunks(row.id)).map((c) => c.storeKey)];
      await repo.delete(row.id);
      for (const k of keys) if (k) await store.delete(k);
      await deps.activity.record({
        actor: viewer,
        action: 'classrooms.access',
        verb: 'deleted a recording of',
        target: { kind: 'classroom', id: row.roomKey, label: `${row.roomKey} (${row.startedAt.toISOString()})` },
        details: { recording: row.id, recordedBy: row.startedByName, durationMs: row.durationMs },
        requestId: request.id,
        ip: request.ip,
      });
    },

    /** Whether a classroom is being recorded now (the lobby tells people before they join). */
    async isRecording(meetingId: string, config: { programId?: string; demoSession?: string }) {
      const roomKey = roomKeys.of(meetingId, config);
      if (!roomKey) return false;
      return Boolean((await deps.rooms.meta(roomKey))?.recording);
    },
  };
}
export type RecordingsLibrary = ReturnType<typeof createRecordingsLibrary>;
