/**
 * Classroom recordings over HTTP (issue 21, ADR 0044): chunk and thumbnail uploads from the recording browser,
 * the list per classroom, playing, downloading and deleting.
 */
import { z } from 'zod';
import { boundedString } from '../validators.js';

export const recordingStatuses = ['recording', 'stopped', 'processing', 'ready', 'failed'] as const;
export const RecordingStatus = z.enum(recordingStatuses);
export type RecordingStatus = z.infer<typeof RecordingStatus>;

/** One recording as the list shows it. `fileUrl` and `thumbnailUrl` are same-origin API paths. */
export const recordingSummary = z.object({
  key: z.string(),
  roomKey: z.string(),
  status: RecordingStatus,
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  recordedBy: z.object({ key: z.string().nullable(), name: z.string() }),
  thumbnailUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  /** The WebVTT captions a host uploaded, shown in the player (issue 35). */
  captionsUrl: z.string().nullable(),
  /** Whether the viewer may delete it (hosts of the classroom). */
  canDelete: z.boolean(),
});
export type RecordingSummary = z.infer<typeof recordingSummary>;

/** `GET /recordings?room=`: a classroom's recordings, newest first. */
export const recordingListQuery = z.object({ room: boundedString(200).min(1) });
export const recordingListResponse = z.object({
  data: z.object({ recordings: z.array(recordingSummary), canRecord: z.boolean() }),
});
export type RecordingListResponse = z.infer<typeof recordingListResponse>;

/** `PUT /recordings/:key/chunks/:seq?final=`: one MediaRecorder chunk, raw `video/webm` body. */
export const recordingChunkParams = z.object({
  key: z.uuid('Not found'),
  seq: z.coerce.number().int().min(0).max(100_000),
});
export const recordingChunkQuery = z.object({ final: z.stringbool().optional() });
export const recordingChunkResponse = z.object({
  data: z.object({ seq: z.number().int(), stored: z.boolean() }),
});
export type RecordingChunkResponse = z.infer<typeof recordingChunkResponse>;

/** `GET /recordings/status?meetingId=&programId=&demoSession=`: whether a classroom is being recorded (the lobby). */
export const recordingStatusQuery = z.object({
  meetingId: boundedString(100).min(1),
  programId: boundedString(64).optional(),
  demoSession: boundedString(64).optional(),
});
export const recordingStatusResponse = z.object({ data: z.object({ recording: z.boolean() }) });
export type RecordingStatusResponse = z.infer<typeof recordingStatusResponse>;
