/** The classroom's HTTP calls (classroom spec 7, docs/realtime-protocol.md R3); the chat's are in chat/classroom-chat.api.ts. */
import type { AdmissionAnswer, LaunchConfig, MeetingLinkValidation, RatingInput } from '@chalkline/contracts';
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
  return (await api.post('/meet/validate-meeting-link', input)).data;
}

/** The lobby's admission check (R3): enter, knock, choose a program, or a refusal. Works signed out too. */
export async function checkAdmission(meetingId: string, config: Partial<LaunchConfig>): Promise<Admission> {
  return (await api.post('/meet/admission', { meetingId, config })).data;
}

/** A guest ticket for this meeting (R1); refused with a message when guest mode is off. */
export async function fetchGuestToken(meetingId: string, name: string, config: Partial<LaunchConfig>) {
  return (await api.post('/meet/guest-token', { meetingId, name, config })).data.token;
}

/** POST /meet/rating with a 0.5-step rating and an optional comment. */
export async function rateLesson(input: RatingInput) {
  return api.post('/meet/rating', input);
}
