/**
 * Proctored quizzes (issue 36, ADR 0082): the student's agreement, the camera and screen frames sent to the spec's
 * proctoring folders (3.1: `quiz-proctoring-selfie`, `quiz-proctoring-screen`, ADR 0004), the page's events, and the
 * tutor's timeline. Calls: `GET /quiz/proctoring/consent`, `PUT /quiz/proctoring/:key/:kind/:seq`,
 * `POST /quiz/proctoring/events`, `GET /quiz/proctoring/:key/timeline`, `GET /quiz/proctoring/:key/:kind/:seq`.
 */
import { z } from 'zod';
import { dataEnvelope } from './common.js';

/** What is captured: a camera frame (selfie) and a frame of the shared screen, every few seconds. */
export const proctoringKinds = ['selfie', 'screen'] as const;
export type ProctoringKind = (typeof proctoringKinds)[number];
/** The upload folder (spec 3.1, ADR 0004) each kind is stored under. */
export const proctoringFolderOf = {
  selfie: 'quiz-proctoring-selfie',
  screen: 'quiz-proctoring-screen',
} as const satisfies Record<ProctoringKind, string>;

/** The pace and size of capture (ADR 0082). */
export const proctoring = {
  /** A camera frame and a screen frame every this many milliseconds. */
  frameEveryMs: 5_000,
  /** Longest side of a selfie frame and of a screen frame, in pixels. */
  selfieSide: 320,
  screenSide: 960,
  /** JPEG quality of the frames. */
  jpegQuality: 0.6,
  /** A frame larger than this is refused. */
  maxFrameBytes: 1024 * 1024,
  /** Events sent in one batch at most. */
  eventsPerBatch: 100,
  /** Frames taken before the attempt closed may still arrive this long after (a slow or cut connection). */
  lateFrameGraceMs: 10 * 60_000,
} as const;

/** What the page logs, with times. The ones in `flaggedEvents` are flagged on the tutor's timeline. */
export const proctoringEventKinds = [
  'started',
  'focus_lost',
  'focus_back',
  'tab_hidden',
  'tab_visible',
  'fullscreen_left',
  'fullscreen_back',
  'paste',
  'screen_share_ended',
  'camera_ended',
  'submitted',
] as const;
export type ProctoringEventKind = (typeof proctoringEventKinds)[number];
export const flaggedEvents: readonly ProctoringEventKind[] = [
  'focus_lost',
  'tab_hidden',
  'fullscreen_left',
  'paste',
  'screen_share_ended',
  'camera_ended',
];
/** How the timeline names each event. */
export const proctoringEventLabels: Record<ProctoringEventKind, string> = {
  started: 'Quiz started',
  focus_lost: 'Left the quiz window',
  focus_back: 'Back in the quiz window',
  tab_hidden: 'Switched to another tab',
  tab_visible: 'Back on the quiz tab',
  fullscreen_left: 'Left full screen',
  fullscreen_back: 'Back in full screen',
  paste: 'Pasted text',
  screen_share_ended: 'Stopped sharing the screen',
  camera_ended: 'Camera stopped',
  submitted: 'Quiz submitted',
};

/** The texts of the consent screen and the refusals (the spec is silent; ADR 0082). */
export const proctoringTexts = {
  title: 'This quiz is proctored',
  recorded:
    'While you take it, your camera takes a picture of you every 5 seconds and your shared screen is captured every 5 seconds. Leaving the quiz tab or window, leaving full screen, pasting text and stopping the screen share are noted with their times.',
  whoSees: 'Only the person who set this quiz and the school’s quiz admins can see them.',
  kept: (days: number) =>
    `They are kept on the school’s own server for ${days} days after the quiz and then deleted. Nothing is sent to any other company.`,
  agree: 'I agree: share my camera and screen and start',
  guardianMissing:
    'A parent or guardian has to agree to proctoring before you can take this quiz. Please ask them, or ask your tutor.',
  needScreen: 'Please share your entire screen to start the quiz.',
  needCamera: 'Please allow the camera to start the quiz.',
  resume: 'Share your camera and screen again to continue the quiz',
  agreementRequired: 'Please agree to proctoring before starting this quiz',
  notProctored: 'This quiz is not proctored',
  notInProgress: 'Proctoring files can only be sent while your proctored quiz is in progress',
  onlyThroughAttempt: 'Proctoring files are sent only by a proctored quiz in progress',
} as const;

/** `GET /quiz/proctoring/consent?key=`: may this student start the proctored quiz, and for how long files are kept. */
export const proctoringConsentResponse = dataEnvelope(
  z.object({
    quizTitle: z.string(),
    consent: z.enum(['allowed', 'guardianConsentMissing']),
    retentionDays: z.number().int(),
  }),
);
export type ProctoringConsentResponse = z.infer<typeof proctoringConsentResponse>;

/** `PUT /quiz/proctoring/:key/:kind/:seq?at=`: one JPEG frame, raw body; stored once per (attempt, kind, seq). */
export const proctoringFrameParams = z.object({
  key: z.uuid('Not found'),
  kind: z.enum(proctoringKinds, { error: 'Not found' }),
  seq: z.coerce.number().int().min(0).max(100_000),
});
export const proctoringFrameQuery = z.object({ at: z.iso.datetime({ offset: true, error: 'Please give the time' }) });
export const proctoringFrameResponse = dataEnvelope(z.object({ seq: z.number().int(), stored: z.boolean() }));
export type ProctoringFrameResponse = z.infer<typeof proctoringFrameResponse>;

export const proctoringEvent = z.object({
  /** The page's own increasing number (ms since the attempt started, never repeated): a resent event is stored once. */
  seq: z.number().int().min(0).max(2_147_483_647),
  kind: z.enum(proctoringEventKinds, { error: 'Unknown event' }),
  at: z.iso.datetime({ offset: true, error: 'Please give the time' }),
});
export type ProctoringEvent = z.infer<typeof proctoringEvent>;
/** `POST /quiz/proctoring/events`: a batch of the page's events. */
export const proctoringEventsInput = z.object({
  assignment: z.uuid('Not found'),
  events: z.array(proctoringEvent).min(1).max(proctoring.eventsPerBatch),
});
export type ProctoringEventsInput = z.infer<typeof proctoringEventsInput>;
export const proctoringEventsResponse = dataEnvelope(z.object({ stored: z.number().int() }));

const frameRef = z.object({ seq: z.number().int(), at: z.string(), url: z.string() });
export type ProctoringFrameRef = z.infer<typeof frameRef>;
/** `GET /quiz/proctoring/:key/timeline`: the attempt's events and frames, for its assigner and quiz admins. */
export const proctoringTimeline = z.object({
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  events: z.array(z.object({ seq: z.number().int(), kind: z.enum(proctoringEventKinds), at: z.string() })),
  selfies: z.array(frameRef),
  screens: z.array(frameRef),
  /** When the files go (completion + the school's retention days); null while the attempt is open. */
  deleteAfter: z.string().nullable(),
});
export type ProctoringTimeline = z.infer<typeof proctoringTimeline>;
export const proctoringTimelineResponse = dataEnvelope(proctoringTimeline);
export type ProctoringTimelineResponse = z.infer<typeof proctoringTimelineResponse>;
export const proctoringKeyParams = z.object({ key: z.uuid('Not found') });
export const proctoringKeyQuery = proctoringKeyParams;
