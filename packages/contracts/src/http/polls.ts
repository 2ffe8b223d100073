/**
 * Polls over HTTP (issue 34, ADR 0073): a classroom's hosts prepare polls before the lesson, list them with their
 * counts, delete one not yet asked, and download the answers as CSV. In the lesson, polls run over the socket
 * (`realtime/polls.ts`).
 */
import { z } from 'zod';
import { poll, pollDraftInput, pollTally } from '../realtime/polls.js';
import { meetingBody } from './classroom.js';
import { dataEnvelope, savedEnvelope } from './common.js';

/** Which classroom: the meeting id and, for a program's or a demo's classroom, the id that names it. */
export const pollsQuery = z.object({
  meetingId: meetingBody.shape.meetingId,
  programId: z.uuid().optional(),
  demoSession: z.uuid().optional(),
  /** Only the polls asked in this lesson. */
  sessionId: z.uuid().optional(),
});
export type PollsQuery = z.infer<typeof pollsQuery>;

/** A host prepares a poll for the classroom (asked later, in a lesson). */
export const createPollInput = meetingBody.extend({ poll: pollDraftInput });
export type CreatePollInput = z.input<typeof createPollInput>;

export const pollParams = z.object({ pollId: z.uuid() });

/** A poll with its counts (hosts see voters of named polls). */
export const pollWithTally = z.object({ poll, tally: pollTally });
export type PollWithTally = z.infer<typeof pollWithTally>;

export const pollListResponse = dataEnvelope(z.object({ polls: z.array(pollWithTally) }));
export type PollListResponse = z.infer<typeof pollListResponse>;
export const pollSavedResponse = savedEnvelope(z.object({ poll }));
export type PollSavedResponse = z.infer<typeof pollSavedResponse>;
