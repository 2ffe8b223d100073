/** The classroom's HTTP calls (classroom spec 7, docs/realtime-protocol.md R3, R21, R22). */
import type { ChatMessage, LaunchConfig, RatingInput } from '@chalkline/contracts';
import { api } from '../../lib/api';

export type MeetingKind = 'student' | 'program' | 'demo';

export interface LinkValidation {
  valid: boolean;
  kind: MeetingKind;
  advisory?: string | null;
  student?: { firstName: string; lastName: string } | null;
  program?: { key: string; title: string | null } | null;
  schedule?: { key: string; time: string; endTime: string } | null;
}

export type Admission =
  | { decision: 'host' | 'knock' | 'enter'; programId: string | null; isTutor: boolean; isAdmin: boolean }
  | { decision: 'refused'; reason: string }
  | { decision: 'choose-program'; reason: string; programs: { key: string; title: string }[] };

/** What the link points at: POST /meet/validate-meeting-link. */
export async function validateMeetingLink(input: {
  meetingId: string;
  schedule?: string;
  program?: string;
}): Promise<LinkValidation> {
  return (await api.post<{ data: LinkValidation }>('/meet/validate-meeting-link', input)).data;
}

/** The lobby's admission check (R3): enter, knock, choose a program, or a refusal. Works signed out too. */
export async function checkAdmission(meetingId: string, config: Partial<LaunchConfig>): Promise<Admission> {
  return (await api.post<{ data: Admission }>('/meet/admission', { meetingId, config })).data;
}

/** A guest ticket for this meeting (R1); refused with a message when guest mode is off. */
export async function fetchGuestToken(meetingId: string, name: string, config: Partial<LaunchConfig>) {
  return (await api.post<{ data: { token: string } }>('/meet/guest-token', { meetingId, name, config })).data.token;
}

/** One page of chat history, newest first (R22). */
export async function fetchMessagesPage(room: string, page: number) {
  return (await api.get<{ data: { currentPage: number; messages: ChatMessage[] } }>('/meet/messages', { room, page }))
    .data;
}

/** Uploads chat images to the room's `chats` folder (R21) and answers their file keys. */
export async function uploadChatFiles(room: string, files: readonly File[]): Promise<string[]> {
  const form = new FormData();
  form.set('folder', 'chats');
  form.set('room', room);
  for (const file of files) form.append('files', file, file.name);
  return (await api.post<{ data: { keys: string[] } }>('/files/upload', form)).data.keys;
}

/** Where a stored file is downloaded from (classroom spec 2). */
export const downloadUrl = (key: string) => `/api/download/file?file=${encodeURIComponent(key)}`;

/** POST /meet/rating with a 0.5-step rating and an optional comment. */
export async function rateLesson(input: RatingInput) {
  return api.post<{ message: string }>('/meet/rating', input);
}
