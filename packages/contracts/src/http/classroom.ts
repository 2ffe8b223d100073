/** Answers of the classroom's HTTP calls: admission, guest tickets, chat history, settings, boards (classroom spec 7). */
import { z } from 'zod';
import { chatMessage, launchConfig } from '../realtime/classroom.js';
import { classroomLocks } from '../realtime/locks.js';
import { whiteboardSummary } from '../realtime/whiteboard.js';
import { dataEnvelope, savedEnvelope } from './common.js';
import { admissionAnswer } from './meetings.js';

/** Which classroom a call is about: its meeting id and the launch configuration it was opened with. */
export const meetingBody = z.object({
  // The pattern bounds the length; the maximum says so to the input-length check, in the same words.
  meetingId: z
    .string()
    .max(64, 'This classroom link is not valid')
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'This classroom link is not valid'),
  config: launchConfig.prefault({}),
});
/** A guest asks for a ticket under the name they give. */
export const guestTokenInput = meetingBody.extend({
  name: z.string().trim().min(2, 'Please tell us your name').max(80),
});
/** A page of a classroom chat's history. */
export const classroomMessagesQuery = z.object({
  room: z.string().min(1).max(200),
  page: z.coerce.number().int().min(1).default(1),
});

/** A host changes the classroom's settings; what is left out stays. */
export const classroomSettingsInput = meetingBody.extend({
  guestMode: z.boolean().optional(),
  autoAdmitEnrolled: z.boolean().optional(),
  screenShareHostsOnly: z.boolean().optional(),
  /** The switches to change of the locks the classroom's lessons start with (ADR 0075). */
  locks: classroomLocks.partial().strict().optional(),
});

export const admissionResponse = dataEnvelope(admissionAnswer);
export type AdmissionResponse = z.infer<typeof admissionResponse>;

/** A guest's ticket for one meeting (R1). */
export const guestTokenResponse = dataEnvelope(z.object({ token: z.string() }));
export type GuestTokenResponse = z.infer<typeof guestTokenResponse>;

/** One page of a room's chat history, newest first (R22). */
export const messagesPageResponse = dataEnvelope(
  z.object({ currentPage: z.number().int(), messages: z.array(chatMessage) }),
);
export type MessagesPageResponse = z.infer<typeof messagesPageResponse>;

export const classroomSettingsResponse = savedEnvelope(
  z.object({
    guestMode: z.boolean(),
    autoAdmitEnrolled: z.boolean(),
    screenShareHostsOnly: z.boolean(),
    locks: classroomLocks,
  }),
);
export type ClassroomSettingsResponse = z.infer<typeof classroomSettingsResponse>;

export const whiteboardListResponse = dataEnvelope(z.object({ whiteboards: z.array(whiteboardSummary) }));
export type WhiteboardListResponse = z.infer<typeof whiteboardListResponse>;
export const whiteboardCreatedResponse = savedEnvelope(z.object({ whiteboard: z.object({ key: z.string() }) }));
export type WhiteboardCreatedResponse = z.infer<typeof whiteboardCreatedResponse>;
/** A board's whole Yjs state, base64. */
export const whiteboardStateResponse = dataEnvelope(
  z.object({ whiteboard: z.object({ key: z.string(), state: z.string() }) }),
);
export type WhiteboardStateResponse = z.infer<typeof whiteboardStateResponse>;
