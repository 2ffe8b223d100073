/**
 * Recording's constants and texts, apart from its zod schemas (`recording.ts`): the lobby's notice reads them
 * before anyone joins (ADR 0049).
 */

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
  /** The largest WebVTT captions file accepted (a lesson's words are far less). */
  maxCaptionsBytes: 512 * 1024,
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
