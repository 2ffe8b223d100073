/**
 * Polls and quick checks in the live classroom (issue 34, ADR 0073; rules P1–P8 in docs/realtime-protocol.md): a
 * host prepares polls before the lesson (HTTP) or during it, opens one at a time, sees answers arrive live, shows
 * or hides the results to the class and closes it; students answer, and may change their answer until it closes.
 * An anonymous poll never tells anyone who answered what.
 */
import { z } from 'zod';
import type { Ack } from './events.js';

import {
  fixedPollOptions,
  type PollKind as PollKindName,
  type PollStatus as PollStatusName,
  pollKinds,
  pollLimits,
  pollStatuses,
  pollTexts,
} from './poll-texts.js';

export const PollKind = z.enum(pollKinds);
export type PollKind = PollKindName;
export const PollStatus = z.enum(pollStatuses);
export type PollStatus = PollStatusName;

/** A poll as the host writes it; true/false and rating ignore `options` (theirs are fixed). */
export const pollDraftInput = z
  .object({
    kind: PollKind,
    question: z.string().trim().min(1, pollTexts.questionRequired).max(pollLimits.questionMax),
    options: z
      .array(z.string().trim().min(1, pollTexts.optionRequired).max(pollLimits.optionMax))
      .max(pollLimits.maxOptions, pollTexts.tooManyOptions)
      .default([]),
    anonymous: z.boolean().default(false),
  })
  .superRefine((draft, ctx) => {
    if (fixedPollOptions[draft.kind]) return;
    if (draft.options.length < pollLimits.minOptions)
      ctx.addIssue({ code: 'custom', path: ['options'], message: pollTexts.twoOptions });
  });
export type PollDraftInput = z.input<typeof pollDraftInput>;
export type PollDraft = z.output<typeof pollDraftInput>;

/** One poll as hosts and students see it (never who answered). */
export const poll = z.object({
  id: z.string(),
  kind: PollKind,
  question: z.string(),
  options: z.array(z.string()),
  anonymous: z.boolean(),
  status: PollStatus,
  resultsShown: z.boolean(),
  /** The lesson it was asked in (null while prepared). */
  sessionId: z.string().nullable(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Poll = z.infer<typeof poll>;

/** Who answered what in a named poll: for its hosts only. */
export const pollVoter = z.object({ name: z.string(), choices: z.array(z.number().int()) });
export type PollVoter = z.infer<typeof pollVoter>;

/** The counts per answer; `answered` is how many people answered. `voters` only for hosts of a named poll. */
export const pollTally = z.object({
  pollId: z.string(),
  counts: z.array(z.number().int()),
  answered: z.number().int(),
  voters: z.array(pollVoter).optional(),
});
export type PollTally = z.infer<typeof pollTally>;

const pollIdPayload = z.object({ pollId: z.uuid() });
export const pollOpenPayload = pollIdPayload;
export const pollClosePayload = pollIdPayload;
export const pollResultsPayload = pollIdPayload.extend({ shown: z.boolean() });
export const pollAnswerPayload = pollIdPayload.extend({
  choices: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(pollLimits.maxOptions - 1),
    )
    .max(pollLimits.maxOptions),
});
export const pollStatePayload = z.union([z.object({}).loose(), z.undefined(), z.null()]).optional();

/** What a member learns on (re)joining: the poll in front of the class, their own answer, and what they may see. */
export interface PollState {
  poll: Poll | null;
  myChoices: number[] | null;
  tally: PollTally | null;
}

export interface PollsClientToServer {
  poll_open: (payload: z.infer<typeof pollOpenPayload>, ack: Ack<{ poll: Poll }>) => void;
  poll_close: (payload: z.infer<typeof pollClosePayload>, ack: Ack<{ poll: Poll }>) => void;
  poll_results: (payload: z.infer<typeof pollResultsPayload>, ack: Ack<{ poll: Poll }>) => void;
  poll_answer: (payload: z.infer<typeof pollAnswerPayload>, ack: Ack<{ choices: number[] }>) => void;
  poll_state: (payload: unknown, ack: Ack<PollState>) => void;
}

export interface PollsServerToClient {
  /** A poll opened: everyone admitted. */
  poll_opened: (payload: { poll: Poll }) => void;
  /** A poll closed, or its results were shown or hidden: everyone admitted (`tally` only when shown). */
  poll_changed: (payload: { poll: Poll; tally: PollTally | null }) => void;
  /** Counts changed: hosts always (with voters of a named poll), everyone while the results are shown. */
  poll_tally: (payload: PollTally) => void;
}

export { fixedPollOptions, pollKinds, pollLimits, pollOptionsOf, pollStatuses, pollTexts } from './poll-texts.js';
