/**
 * Recording a live classroom (classroom spec 4, 7, 9; docs/realtime-protocol.md R33–R36): `start_recording` and
 * `end_recording` acknowledged with `proceed`, received by everyone, and the recording the room snapshot carries
 * for those who join later.
 */
import { z } from 'zod';
import type { Ack } from './events.js';

/** Who started the recording, as everyone in the room sees it. */
export const recordingInitiator = z.object({
  key: z.string(),
  connection: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type RecordingInitiator = z.infer<typeof recordingInitiator>;

/** The recording running in a classroom now: in the snapshot (R9) and in `start_recording`. */
export const liveRecording = z.object({
  recordingId: z.string(),
  initiator: recordingInitiator,
  startedAt: z.string(),
});
export type LiveRecording = z.infer<typeof liveRecording>;

/** Neither event carries data from the client: the server knows the room and the sender. */
export const recordingPayload = z.union([z.object({}).loose(), z.undefined(), z.null()]).optional();

export interface RecordingClientToServer {
  start_recording: (
    payload: unknown,
    ack: Ack<{ proceed: boolean; recordingId: string; startedAt: string; initiator: RecordingInitiator }>,
  ) => void;
  end_recording: (payload: unknown, ack: Ack<{ proceed: boolean }>) => void;
}

export interface RecordingServerToClient {
  start_recording: (payload: LiveRecording) => void;
  end_recording: (payload: { recordingId: string }) => void;
}

/** Recording constants (classroom spec 9) and texts. */
export const recording = {
  /** MediaRecorder hands over a chunk this often. */
  chunkMs: 30_000,
  /** The thumbnail is a screenshot this long after the start. */
  screenshotAfterMs: 30_000,
  /** The sound alerts' volumes (classroom spec 9): recording started, stopped, and someone joined. */
  alertVolumes: { started: 0.9, stopped: 0.5, joined: 0.6 },
  /** The largest chunk accepted (30 s at the recorder's bitrates is about 10 MB). */
  maxChunkBytes: 48 * 1024 * 1024,
  /** The largest thumbnail accepted. */
  maxThumbnailBytes: 2 * 1024 * 1024,
  /** Retries of a failed chunk upload wait from 1 s, doubling, up to this. */
  maxRetryDelayMs: 30_000,
} as const;

export const recordingTexts = {
  onlyHosts: 'Only a tutor or an admin may record this classroom',
  alreadyRecording: 'This lesson is already being recorded',
  noConnection: 'Please check your internet connection and try again',
  started: 'This lesson is being recorded',
  lobbyNotice: 'This lesson is being recorded. By joining, you will appear in the recording.',
  unsupported: 'Recording is not supported on this browser.',
} as const;
