/** Classroom links, demo sessions and ratings (classroom spec 2, platform spec 2.2 and 7). */
import { z } from 'zod';
import { maxLength } from '../validators.js';
import { dataEnvelope, savedEnvelope } from './common.js';
import { demoSessionTexts } from './demo-texts.js';
import { personSummary } from './programs.js';

/** The meeting ids with a special meaning (platform spec 2.2). */
export const specialMeetingIds = ['demo', 'program'] as const;

/** `{meet}/{meetingId}?schedule={scheduleKey}&program={programKey}` with the meeting site at `/meet`. */
export function classroomLink(meetingId: string, scheduleKey?: string | null, programKey?: string | null): string {
  const params = new URLSearchParams();
  if (scheduleKey) params.set('schedule', scheduleKey);
  if (programKey) params.set('program', programKey);
  const query = params.toString();
  return `/meet/${encodeURIComponent(meetingId)}${query ? `?${query}` : ''}`;
}

/** Where a person goes after leaving: `{meet}/{meetingId}/rating?session=…` (+ &meeting= for demo and program). */
export function ratingLink(meetingId: string, sessionId: string): string {
  const params = new URLSearchParams({ session: sessionId });
  if ((specialMeetingIds as readonly string[]).includes(meetingId)) params.set('meeting', meetingId);
  return `/meet/${encodeURIComponent(meetingId)}/rating?${params.toString()}`;
}

export const validateMeetingLinkInput = z.object({
  meetingId: z.string().min(1).max(64),
  schedule: z.uuid('This classroom link is not valid').optional(),
  program: z.uuid('This classroom link is not valid').optional(),
});

export const ratingInput = z.object({
  session: z.uuid('This lesson could not be found'),
  meeting: z.string().min(1).max(64),
  rating: z
    .number({ error: 'Please choose a rating' })
    .min(0.5, 'Please choose a rating')
    .max(5)
    .refine((n) => Number.isInteger(n * 2), 'Ratings go in half steps'),
  comment: z.string().trim().max(1000).optional(),
});
export type RatingInput = z.infer<typeof ratingInput>;

export {
  type DemoSessionState,
  demoSessionExpiryHours,
  demoSessionProblem,
  demoSessionTexts,
} from './demo-texts.js';

export const demoSessionInput = z.object({ session: z.uuid(demoSessionTexts.notFound) });
export const createDemoSessionInput = z.object({
  guestName: z.string().trim().min(1, 'Please provide the guest’s name').max(maxLength.name),
  guestEmail: z.email('Please provide a valid email address').max(maxLength.email).optional(),
  time: z.iso.datetime({ offset: true }),
  tutorKey: z.uuid().optional(),
});

/** Answer of POST /meet/validate-meeting-link: details only for the student, their tutors and admins. */
export const meetingLinkValidation = z.object({
  valid: z.boolean(),
  kind: z.enum(['student', 'program', 'demo']),
  advisory: z.string().nullable().optional(),
  student: personSummary.nullable().optional(),
  program: z.object({ key: z.string(), title: z.string().nullable() }).nullable().optional(),
  schedule: z.object({ key: z.string(), time: z.string(), endTime: z.string() }).nullable().optional(),
});
export type MeetingLinkValidation = z.infer<typeof meetingLinkValidation>;
export const meetingLinkValidationResponse = dataEnvelope(meetingLinkValidation);
export type MeetingLinkValidationResponse = z.infer<typeof meetingLinkValidationResponse>;

export const demoCreatedResponse = savedEnvelope(z.object({ demo: z.object({ key: z.string(), link: z.string() }) }));
export type DemoCreatedResponse = z.infer<typeof demoCreatedResponse>;
/** A usable demo session, as anyone with its link may check it. */
export const demoSession = z.object({ key: z.string(), guestName: z.string(), time: z.string(), started: z.boolean() });
export type DemoSession = z.infer<typeof demoSession>;
export const demoSessionResponse = dataEnvelope(z.object({ demo: demoSession }));
export type DemoSessionResponse = z.infer<typeof demoSessionResponse>;

/** Answer of POST /meet/admission: what the lobby shows before joining (R3). */
/**
 * The school's Alternative Meeting Link (website setting ALT_MEETING_LINK), the fallback when the classroom will not
 * connect: given to those the lobby lets in, absent or null when the school has none (ADR 0062).
 */
export const fallbackMeetingLink = z.object({ url: z.string(), label: z.string() });
export type FallbackMeetingLink = z.infer<typeof fallbackMeetingLink>;

export const admissionAnswer = z.discriminatedUnion('decision', [
  z.object({
    decision: z.enum(['host', 'knock', 'enter']),
    programId: z.string().nullable(),
    isTutor: z.boolean(),
    isAdmin: z.boolean(),
    altMeetingLink: fallbackMeetingLink.nullable().optional(),
  }),
  z.object({ decision: z.literal('refused'), reason: z.string() }),
  z.object({
    decision: z.literal('choose-program'),
    reason: z.string(),
    programs: z.array(z.object({ key: z.string(), title: z.string() })),
    altMeetingLink: fallbackMeetingLink.nullable().optional(),
  }),
]);
export type AdmissionAnswer = z.infer<typeof admissionAnswer>;
