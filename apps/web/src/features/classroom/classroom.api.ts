/** The classroom's HTTP calls (classroom spec 7, docs/realtime-protocol.md R3, R21, R22). */
import type {
  AdmissionAnswer,
  AdmissionResponse,
  GuestTokenResponse,
  LaunchConfig,
  MeetingLinkValidation,
  MeetingLinkValidationResponse,
  MessageResponse,
  MessagesPageResponse,
  RatingInput,
  UploadResponse,
} from '@chalkline/contracts';
import { api } from '../../lib/api';

/** What the lobby reads of a link's validation (the server sends the whole person to insiders). */
export type LinkValidation = Omit<MeetingLinkValidation, 'student'> & {
  student?: Pick<NonNullable<MeetingLinkValidation['student']>, 'firstName' | 'lastName'> | null;
};
export type MeetingKind = LinkValidation['kind'];
export type Admission = AdmissionAnswer;

/** What the link points at: POST /meet/validate-meeting-link. */
export async function validateMeetingLink(input: {
  meetingId: string;
  schedule?: string;
  program?: string;
}): Promise<LinkValidation> {
  return (await api.post<MeetingLinkValidationResponse>('/meet/validate-meeting-link', input)).data;
}

/** The lobby's admission check (R3): enter, knock, choose a program, or a refusal. Works signed out too. */
export async function checkAdmission(meetingId: string, config: Partial<LaunchConfig>): Promise<Admission> {
  return (await api.post<AdmissionResponse>('/meet/admission', { meetingId, config })).data;
}

/** A guest ticket for this meeting (R1); refused with a message when guest mode is off. */
export async function fetchGuestToken(meetingId: string, name: string, config: Partial<LaunchConfig>) {
  return (await api.post<GuestTokenResponse>('/meet/guest-token', { meetingId, name, config })).data.token;
}

/** One page of chat history, newest first (R22). */
export async function fetchMessagesPage(room: string, page: number) {
  return (await api.get<MessagesPageResponse>('/meet/messages', { room, page })).data;
}

/** Uploads chat images to the room's `chats` folder (R21) and answers their file keys. */
export async function uploadChatFiles(room: string, files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.set('folder', 'chats');
  form.set('room', room);
  for (const file of files) form.append('files', file, file.name);
  return (await api.post<UploadResponse>('/files/upload', form)).data.keys;
}

/** Where a stored file is downloaded from (classroom spec 2). */
export const downloadUrl = (key: string) => `/api/download/file?file=${encodeURIComponent(key)}`;

/** POST /meet/rating with a 0.5-step rating and an optional comment. */
export async function rateLesson(input: RatingInput) {
  return api.post<MessageResponse>('/meet/rating', input);
}
