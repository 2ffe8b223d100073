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
  /**
   * The participant keys the recorder leaves out, tiles, voices and screens (ADR 0079): present students without
   * recording consent when the host chose to record without them, and any who join while it runs.
   */
  leftOut: z.array(z.string()),
});
export type LiveRecording = z.infer<typeof liveRecording>;

/**
 * `start_recording` carries one choice: to start even though present students have no recording consent, leaving
 * them out (the host's answer to a `CONSENT_REQUIRED` refusal). `end_recording` carries nothing.
 */
export const recordingPayload = z
  .union([z.object({ leaveOutWithoutConsent: z.boolean().optional() }).loose(), z.undefined(), z.null()])
  .optional();

export interface RecordingClientToServer {
  start_recording: (payload: z.input<typeof recordingPayload>, ack: Ack<{ proceed: boolean } & LiveRecording>) => void;
  end_recording: (payload: unknown, ack: Ack<{ proceed: boolean }>) => void;
}

export interface RecordingServerToClient {
  start_recording: (payload: LiveRecording) => void;
  /** The running recording changed without starting again: someone without consent joined and is left out. */
  recording_updated: (payload: LiveRecording) => void;
  end_recording: (payload: { recordingId: string }) => void;
}

export { recording, recordingTexts } from './recording-texts.js';
