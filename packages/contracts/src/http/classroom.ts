/** Answers of the classroom's HTTP calls: admission, guest tickets, chat history, settings, boards (classroom spec 7). */
import { z } from 'zod';
import { chatMessage } from '../realtime/classroom.js';
import { whiteboardSummary } from '../realtime/whiteboard.js';
import { dataEnvelope, savedEnvelope } from './common.js';
import { admissionAnswer } from './meetings.js';

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
  z.object({ guestMode: z.boolean(), autoAdmitEnrolled: z.boolean(), screenShareHostsOnly: z.boolean() }),
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
